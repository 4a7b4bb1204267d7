import { uploadFile } from '../../../lib/uploads/upload-file';

/**
 * A resource's PDF through the upload pipeline (docs/architecture.md section 8): presigned POST with progress,
 * then the server's checks (size, PDF magic bytes) store it in the private documents bucket. Answers the
 * stored key (`resources/{name}-{millis}.pdf`), which the resource keeps in file_url.
 */
export async function uploadResourceFile(
  file: File,
  { resourceId, onProgress }: { resourceId: string | null; onProgress?: (fraction: number) => void },
): Promise<string> {
  return (await uploadFile(file, { purpose: 'resourceFile', ownerId: resourceId ?? 'new', onProgress })).value;
}

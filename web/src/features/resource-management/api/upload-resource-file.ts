/**
 * THE UPLOAD SLOT (issue 13, point 2): a resource's PDF goes through the upload pipeline
 * (`uploadFile(file, { purpose: 'resourceFile', ownerId, onProgress })` from web/src/lib/uploads/, which
 * answers the stored key `resources/{name}-{millis}.pdf`). That pipeline is on the `uploads` branch and
 * had not landed on main when this screen was built: until it does, this says so and the form keeps the
 * file it already has. Wiring it is this one function:
 *
 *   import { uploadFile } from '../../../lib/uploads/upload-file';
 *   return (await uploadFile(file, { purpose: 'resourceFile', ownerId: resourceId ?? 'new', onProgress })).value;
 */
export const UPLOADS_UNAVAILABLE = 'File uploads are not available yet.';

export async function uploadResourceFile(_file: File, _options: { resourceId: string | null; onProgress?: (fraction: number) => void }): Promise<string> {
  throw new Error(UPLOADS_UNAVAILABLE);
}

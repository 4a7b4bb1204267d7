import { checkUpload, type AdminUploadPurpose, type CompletedUpload, type CreatedUpload, type UploadDocumentType } from '@shared/rules/uploads';
import { api } from '../api';

/**
 * One file to S3 (docs/architecture.md section 8): POST /uploads for a presigned POST policy, the file sent
 * with XMLHttpRequest (fetch reports no upload progress), then POST /uploads/{id}/complete, where the
 * server checks it and stores it. Answers what the record should store (`value`). Photos should go
 * through optimiseImage first.
 */

export interface UploadFileOptions {
  purpose: AdminUploadPurpose;
  /** The property id (photos, documents), the area slug or 'temp' (hero), the resource id or 'new' (resource file). */
  ownerId: string;
  /** Required for purpose 'propertyDocument': the property field the file is for. */
  documentType?: UploadDocumentType;
  /** Called with 0..1 while the file is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A failure with a message the person can act on (the server's or the browser's check). */
export class UploadError extends Error {
  override name = 'UploadError';
}

export async function uploadFile(file: File, { purpose, ownerId, documentType, onProgress, signal }: UploadFileOptions): Promise<CompletedUpload> {
  const request = { purpose, fileName: file.name, contentType: file.type, size: file.size, ...(documentType ? { documentType } : {}) };
  const check = checkUpload(request);
  if (!check.ok) throw new UploadError(check.message);

  const created = await api('createUpload', { body: { ...request, ownerId }, signal });
  onProgress?.(0);
  await postToBucket(created, file, onProgress, signal);
  onProgress?.(1);
  return api('completeUpload', { params: { uploadId: created.uploadId }, signal });
}

/** The presigned POST: the policy's fields in order, then the file last (S3 ignores fields after it). */
export function postToBucket(created: CreatedUpload, file: Blob, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(created.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', created.url);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else
        reject(
          new UploadError(
            xhr.status === 400 || xhr.status === 403
              ? 'The storage refused the file (too large, or the upload link expired).'
              : `Upload failed (${xhr.status}).`,
          ),
        );
    });
    xhr.addEventListener('error', () => reject(new UploadError('Could not reach the storage. Please check your connection and try again.')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The message to show under a failure toast: what went wrong, in words the person can act on. */
export const uploadFailureReason = (error: unknown): string | undefined => (error instanceof Error && error.message ? error.message : undefined);

import { randomBytes } from 'node:crypto';
import type { UploadRefusal } from '@shared/contract/metrics';
import {
  type CreatedUpload,
  type UploadRequest,
  checkUpload,
  fileKinds,
  formatUploadId,
  incomingKey,
  isImagePurpose,
  magicBytesProblem,
  MAX_UPLOAD_BYTES,
  parseUploadId,
  cleanFileName,
  tooLargeMessage,
  uploadBuckets,
  UPLOAD_POLICY_SECONDS,
  type UploadIdParts,
} from '@shared/rules/uploads';
import { badRequest, notFound } from '../../http/errors';
import { count } from '../../observability/metrics';
import { logger } from '../../observability/powertools';
import { attachmentDisposition, bucketName, s3, s3Sdk, s3Signer } from '../../s3';
import { documentStructureProblem } from './document-structure';

/**
 * The first and the checking half of every upload (docs/architecture.md section 8), with no image code: the presigned POST
 * policy for a server-chosen incoming key, and the checks of the uploaded file (real size, magic bytes, structure)
 * before the caller stores it where it belongs. The admin uploads (uploads.ts) and the buyer checks' files use it.
 */

export const UPLOAD_NOT_FOUND = 'This upload was not found: it may have expired. Please choose the file again.';

export const bucketFor = (parts: Pick<UploadIdParts, 'purpose'>) =>
  bucketName(({ images: 'IMAGES_BUCKET', documents: 'DOCUMENTS_BUCKET', heroes: 'HEROES_BUCKET' } as const)[uploadBuckets[parts.purpose]]);

/** S3 user metadata is ASCII: the original file name travels percent-encoded. */
const encodeName = (name: string) => encodeURIComponent(name).slice(0, 1024);
const decodeName = (value: string | undefined) => {
  try {
    // Stored as the request gave it, already cleaned; cleaned again for an upload begun before that rule.
    return value ? cleanFileName(decodeURIComponent(value)) || undefined : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Checks the file's name, declared type and size for its purpose, then answers a presigned POST policy for a
 * server-chosen key under incoming/ of the purpose's bucket, capped at 10 MB, with the content type fixed and a
 * 5-minute expiry. Nothing is stored: the upload id carries what completing needs.
 */
export async function createUpload(input: UploadRequest & { ownerId: string }): Promise<CreatedUpload> {
  const check = checkUpload(input);
  if (!check.ok) throw badRequest(check.message);
  const parts: UploadIdParts = {
    purpose: input.purpose,
    ownerId: input.ownerId,
    documentType: input.documentType,
    nonce: randomBytes(16).toString('hex'),
    extension: check.extension,
  };
  const expiresAt = new Date(Date.now() + UPLOAD_POLICY_SECONDS * 1000);
  const [{ createPresignedPost }, signer] = await Promise.all([import('@aws-sdk/s3-presigned-post'), s3Signer()]);
  const { url, fields } = await createPresignedPost(signer, {
    Bucket: bucketFor(parts),
    Key: incomingKey(parts),
    Conditions: [['content-length-range', 1, MAX_UPLOAD_BYTES]],
    Fields: { 'Content-Type': check.contentType, 'x-amz-meta-name': encodeName(input.fileName.trim()) },
    Expires: UPLOAD_POLICY_SECONDS,
  });
  return { uploadId: formatUploadId(parts), url, fields, expiresAt: expiresAt.toISOString(), maxBytes: MAX_UPLOAD_BYTES };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

async function readObject(bucket: string, key: string): Promise<Buffer> {
  const { GetObjectCommand } = await s3Sdk();
  const res = await (await s3()).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await res.Body!.transformToByteArray());
}

/** An uploaded file that passed the checks, still at its incoming key. */
export interface ReceivedUpload {
  parts: UploadIdParts;
  bucket: string;
  incoming: string;
  body: Buffer;
  fileName: string;
  size: number;
  removeIncoming: () => Promise<unknown>;
  /** Deletes the incoming file, counts the refusal and throws the 400 with `message`. */
  refuse: (reason: UploadRefusal, message: string) => Promise<never>;
}

/**
 * Reads an uploaded file by its upload id and checks its real size, magic bytes and (a document's) structure. A file
 * failing a check is deleted and answers 400; an unknown or expired upload is a 404. `parse` may narrow which upload
 * ids the caller accepts (undefined: not found).
 */
export async function receiveUpload(uploadId: string, accept: (parts: UploadIdParts) => boolean = () => true): Promise<ReceivedUpload> {
  const parts = parseUploadId(uploadId);
  if (!parts || !accept(parts)) throw notFound(UPLOAD_NOT_FOUND);
  const bucket = bucketFor(parts);
  const incoming = incomingKey(parts);

  const [{ DeleteObjectCommand, HeadObjectCommand }, client] = await Promise.all([s3Sdk(), s3()]);
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: incoming })).catch((error: unknown) => {
    if (isMissing(error)) throw notFound(UPLOAD_NOT_FOUND);
    throw error;
  });
  const fileName = decodeName(head.Metadata?.name) ?? `upload.${parts.extension}`;
  const size = head.ContentLength ?? 0;
  const removeIncoming = () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: incoming }));
  const refuse = async (reason: UploadRefusal, message: string): Promise<never> => {
    await removeIncoming();
    logger.info('upload refused', { uploadId, size, reason, message });
    count('uploadsRefused', { reason });
    throw badRequest(message);
  };

  if (size > MAX_UPLOAD_BYTES) return refuse('tooLarge', tooLargeMessage(parts.purpose, fileName));
  if (size === 0) return refuse('empty', `File ${fileName} is empty.`);

  const isImage = isImagePurpose(parts.purpose);
  // Read whole (at most MAX_UPLOAD_BYTES): sharp needs images, and a document's structure is checked end to end.
  const body = await readObject(bucket, incoming);
  const problem =
    magicBytesProblem(parts.extension, body.subarray(0, 64), fileName) ?? (isImage ? null : documentStructureProblem(parts.extension, body, fileName));
  if (problem) return refuse('wrongContent', problem);
  return { parts, bucket, incoming, body, fileName, size, removeIncoming, refuse };
}

/** Stores a checked document as it is at `key` of its bucket (a download of its true type, under its own name), then removes the incoming file. */
export async function storeDocument({ parts, bucket, incoming, fileName, removeIncoming }: ReceivedUpload, key: string): Promise<void> {
  const { CopyObjectCommand } = await s3Sdk();
  await (
    await s3()
  ).send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: key,
      CopySource: `${bucket}/${incoming}`,
      MetadataDirective: 'REPLACE',
      ContentType: fileKinds[parts.extension].contentType,
      ContentDisposition: attachmentDisposition(fileName),
    }),
  );
  await removeIncoming();
}

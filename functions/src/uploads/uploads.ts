import { randomBytes } from 'node:crypto';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import {
  type CompletedUpload,
  type CreatedUpload,
  type CreateUploadInput,
  checkUpload,
  documentKey,
  fileKinds,
  formatUploadId,
  heroKey,
  incomingKey,
  magicBytesProblem,
  MAX_UPLOAD_BYTES,
  parseUploadId,
  photoKey,
  resourceFileKey,
  tooLargeMessage,
  uploadBuckets,
  UPLOAD_POLICY_SECONDS,
  type UploadIdParts,
} from '@shared/rules/uploads';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { UploadRefusal } from '@shared/contract/metrics';
import { count } from '../observability/metrics';
import { logger } from '../observability/powertools';
import { propertyDeletion } from '../db/properties';
import { makeImageVariant, storeImageVariants, variantCacheControl } from '../images/variants';
import { PROPERTY_NOT_FOUND } from '../properties/visible-property';
import { attachmentDisposition, bucketName, s3, s3Signer } from '../s3';
import { documentStructureProblem } from './document-structure';
import { deletePropertyFiles } from './property-files';

export const UPLOAD_NOT_FOUND = 'This upload was not found: it may have expired. Please choose the file again.';

const bucketFor = (parts: Pick<UploadIdParts, 'purpose'>) =>
  bucketName(({ images: 'IMAGES_BUCKET', documents: 'DOCUMENTS_BUCKET', heroes: 'HEROES_BUCKET' } as const)[uploadBuckets[parts.purpose]]);

/** S3 user metadata is ASCII: the original file name travels percent-encoded. */
const encodeName = (name: string) => encodeURIComponent(name).slice(0, 1024);
const decodeName = (value: string | undefined) => {
  try {
    return value ? decodeURIComponent(value) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * POST /uploads: checks the file's name, declared type and size for its purpose, then answers a presigned
 * POST policy for a server-chosen key under incoming/ of the purpose's bucket, capped at 10 MB, with the
 * content type fixed and a 5-minute expiry. Nothing is stored: the upload id carries what completing needs.
 */
export async function createUpload(input: CreateUploadInput): Promise<CreatedUpload> {
  const check = checkUpload({ ...input, documentType: input.documentType });
  if (!check.ok) throw badRequest(check.message);
  const parts: UploadIdParts = {
    purpose: input.purpose,
    ownerId: input.ownerId,
    documentType: input.documentType,
    nonce: randomBytes(16).toString('hex'),
    extension: check.extension,
  };
  const expiresAt = new Date(Date.now() + UPLOAD_POLICY_SECONDS * 1000);
  const { url, fields } = await createPresignedPost(s3Signer, {
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
  const res = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await res.Body!.transformToByteArray());
}

/**
 * A property deleted while its upload completed: its DELETE may have listed the property's prefixes before
 * this file was stored there, so the files go here. Read after the write, the deletion marker (written
 * before the DELETE lists) is seen whenever the DELETE could have missed the file.
 */
async function dropIfPropertyDeleted(propertyId: string): Promise<void> {
  if (!(await propertyDeletion(propertyId))) return;
  await deletePropertyFiles(propertyId);
  throw notFound(PROPERTY_NOT_FOUND);
}

/**
 * POST /uploads/{uploadId}/complete: checks the uploaded file's real size and magic bytes, then stores it
 * where it belongs (photo variants, the private documents, the hero, a resource file) and deletes the
 * incoming object. A file failing a check is deleted and answers 400.
 */
export async function completeUpload(uploadId: string, now = Date.now()): Promise<CompletedUpload> {
  const parts = parseUploadId(uploadId);
  if (!parts) throw notFound(UPLOAD_NOT_FOUND);
  const bucket = bucketFor(parts);
  const incoming = incomingKey(parts);

  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: incoming })).catch((error: unknown) => {
    if (isMissing(error)) throw notFound(UPLOAD_NOT_FOUND);
    throw error;
  });
  const fileName = decodeName(head.Metadata?.name) ?? `upload.${parts.extension}`;
  const size = head.ContentLength ?? 0;
  const removeIncoming = () => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: incoming }));
  const refuse = async (reason: UploadRefusal, message: string): Promise<never> => {
    await removeIncoming();
    logger.info('upload refused', { uploadId, size, reason, message });
    count('uploadsRefused', { reason });
    throw badRequest(message);
  };

  if (size > MAX_UPLOAD_BYTES) return refuse('tooLarge', tooLargeMessage(parts.purpose, fileName));
  if (size === 0) return refuse('empty', `File ${fileName} is empty.`);

  const kind = fileKinds[parts.extension];
  const isImage = parts.purpose === 'propertyPhoto' || parts.purpose === 'areaHero';
  // Read whole (at most MAX_UPLOAD_BYTES): sharp needs images, and a document's structure is checked end to end.
  const body = await readObject(bucket, incoming);
  const problem =
    magicBytesProblem(parts.extension, body.subarray(0, 64), fileName) ?? (isImage ? null : documentStructureProblem(parts.extension, body, fileName));
  if (problem) return refuse('wrongContent', problem);

  const answer = (value: string, contentType: string, stored: number): CompletedUpload => ({
    purpose: parts.purpose,
    value,
    fileName,
    contentType,
    size: stored,
    ...(parts.documentType ? { documentType: parts.documentType } : {}),
  });

  try {
    switch (parts.purpose) {
      case 'propertyPhoto': {
        const key = photoKey(parts.ownerId, parts.nonce, now);
        await storeImageVariants(s3, bucket, key, body);
        await removeIncoming();
        await dropIfPropertyDeleted(parts.ownerId);
        return answer(key, 'image/jpeg', size);
      }
      case 'areaHero': {
        const key = heroKey(parts.ownerId, now);
        const optimised = await makeImageVariant(body, 'fullRes');
        await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: optimised, ContentType: 'image/jpeg', CacheControl: variantCacheControl }));
        await removeIncoming();
        return answer(key, 'image/jpeg', optimised.length);
      }
      case 'propertyDocument':
      case 'resourceFile': {
        const key =
          parts.purpose === 'propertyDocument' ? documentKey(parts.ownerId, parts.documentType!, now, parts.extension) : resourceFileKey(fileName, now);
        const disposition = attachmentDisposition(fileName);
        await s3.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: key,
            CopySource: `${bucket}/${incoming}`,
            MetadataDirective: 'REPLACE',
            ContentType: kind.contentType,
            ContentDisposition: disposition,
          }),
        );
        await removeIncoming();
        if (parts.purpose === 'propertyDocument') await dropIfPropertyDeleted(parts.ownerId);
        return answer(key, kind.contentType, size);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sharp could not decode what looked like an image (truncated, corrupt): the admin can act on that.
    if (isImage && error instanceof Error && /Input|unsupported image format|corrupt|premature|VipsJpeg|pngload|webpload/i.test(error.message)) {
      return refuse('invalidImage', `File ${fileName} is not a valid image`);
    }
    throw error;
  }
}

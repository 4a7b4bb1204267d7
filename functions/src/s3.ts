import type { S3Client } from '@aws-sdk/client-s3';
import { isAbsoluteUrl } from '@shared/rules/images';
import { extensionOf, fileKinds, type FileExtension } from '@shared/rules/uploads';
import { clientBudgets, clientOptions } from './client-budget';
import { env } from './env';
import { lazy } from './lazy';
import { tracer } from './observability/powertools';

/**
 * The S3 clients of a container. Locally S3_ENDPOINT points them at s3rver, which needs path-style
 * addressing; checksums only when an operation requires them (else stream uploads are stored corrupted
 * locally and presigned PUTs differ from real S3).
 */
const s3Options = () => ({
  region: env().AWS_REGION,
  ...clientOptions(clientBudgets.s3),
  requestChecksumCalculation: 'WHEN_REQUIRED' as const,
  responseChecksumValidation: 'WHEN_REQUIRED' as const,
  ...(env().S3_ENDPOINT ? { endpoint: env().S3_ENDPOINT, forcePathStyle: true } : {}),
});
/** The S3 SDK (its commands), loaded on first use (lazy.ts). */
export const s3Sdk = lazy(() => import('@aws-sdk/client-s3'));
/** The client that sends requests, traced (X-Ray, on AWS). */
export const s3 = lazy(async (): Promise<S3Client> => tracer.captureAWSv3Client(new (await s3Sdk()).S3Client(s3Options())));
/**
 * The client that only signs (presigned GET links and POST policies) and sends nothing, so nothing to trace; left
 * uncaptured so the tracing middleware can never add its trace header to what a browser must send back.
 */
export const s3Signer = lazy(async (): Promise<S3Client> => new (await s3Sdk()).S3Client(s3Options()));

export function bucketName(which: 'IMAGES_BUCKET' | 'DOCUMENTS_BUCKET' | 'HEROES_BUCKET'): string {
  const name = env()[which];
  if (!name) throw new Error(`${which} is not set`);
  return name;
}

/** Lifetime of a signed document link: long enough to open it, short enough that a forwarded link soon dies. */
export const DOCUMENT_LINK_SECONDS = 5 * 60;

/**
 * Documents are always downloaded, never rendered by the browser on our origin: a file that slipped past the
 * upload checks cannot run as a page. The ASCII name for old clients, the UTF-8 one (RFC 6266) for the rest.
 */
export const attachmentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Stores a PDF the portal made in the documents bucket, as a download named `fileName`. `createOnly` refuses to replace
 * an object already at `key` (S3's conditional write, If-None-Match: *): a signed or sent document is never rewritten.
 */
export async function putDocumentPdf(
  key: string,
  pdf: Uint8Array,
  { fileName, sha256, createOnly = false }: { fileName: string; sha256?: string; createOnly?: boolean },
): Promise<void> {
  const { PutObjectCommand } = await s3Sdk();
  await (
    await s3()
  ).send(
    new PutObjectCommand({
      Bucket: bucketName('DOCUMENTS_BUCKET'),
      Key: key,
      Body: pdf,
      ContentType: 'application/pdf',
      ContentDisposition: attachmentDisposition(fileName),
      ...(sha256 ? { Metadata: { sha256 } } : {}),
      ...(createOnly ? { IfNoneMatch: '*' } : {}),
    }),
  );
}

/** The type a stored document is served as, from its key's extension (what the complete step checked). */
const documentContentType = (key: string) => {
  const extension = extensionOf(key);
  return extension in fileKinds ? fileKinds[extension as FileExtension].contentType : 'application/octet-stream';
};

/**
 * A presigned GET for an object of the private documents bucket, answered as a download of its true type
 * whatever the object's stored headers say. Values that are already absolute URLs (kept from imported
 * listings) are returned as they are.
 */
export async function signedDocumentUrl(keyOrUrl: string, expiresIn = DOCUMENT_LINK_SECONDS, fileName?: string): Promise<string> {
  if (isAbsoluteUrl(keyOrUrl)) return keyOrUrl;
  const [{ GetObjectCommand }, { getSignedUrl }, signer] = await Promise.all([s3Sdk(), import('@aws-sdk/s3-request-presigner'), s3Signer()]);
  const command = new GetObjectCommand({
    Bucket: bucketName('DOCUMENTS_BUCKET'),
    Key: keyOrUrl,
    // Downloaded under `fileName` when given (a name for people), else the key's last part.
    ResponseContentDisposition: attachmentDisposition(fileName ?? keyOrUrl.split('/').at(-1) ?? keyOrUrl),
    ResponseContentType: documentContentType(keyOrUrl),
  });
  return getSignedUrl(signer, command, { expiresIn });
}

/** Deletes objects one by one (a few at a time); answers those that could not be deleted, with why. */
export async function deleteObjects(bucket: string, keys: readonly string[], concurrency = 16): Promise<{ key: string; error: unknown }[]> {
  const failed: { key: string; error: unknown }[] = [];
  const queue = [...new Set(keys)];
  if (queue.length === 0) return failed;
  const [{ DeleteObjectCommand }, client] = await Promise.all([s3Sdk(), s3()]);
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch((error: unknown) => failed.push({ key, error }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return failed;
}

import type { BuyerCheck } from '@shared/domain/buyer-check';
import { buyerCheckFileKey, buyerCheckFilesPrefix, type BuyerCheckUploadPurpose, type CreatedUpload } from '@shared/rules/uploads';
import { notFound } from '../../http/errors';
import { bucketName, deleteObjects, signedDocumentUrl } from '../../s3';
import { createUpload, receiveUpload, storeDocument } from '../../catalogue/uploads/incoming';
import { keysUnder } from '../../catalogue/uploads/property-files';

/**
 * A buyer's evidence (bank statements, a mortgage in principle) and the identity provider's reports, through the upload
 * pipeline (docs/architecture.md section 8) into the private documents bucket, under the member's own prefix. PDFs and
 * images only, stored as they are. Only admins are given a link to read them back (reg. 41: used for nothing but these checks).
 */

/** A presigned POST for one file of the member's checks. */
export const createBuyerCheckUpload = (
  memberId: string,
  purpose: BuyerCheckUploadPurpose,
  file: { fileName: string; contentType: string; size: number },
): Promise<CreatedUpload> => createUpload({ purpose, ownerId: memberId, ...file });

/** Checks the uploaded file and stores it under the member's prefix: only an upload made for this member and one of `purposes`. */
export async function completeBuyerCheckUpload(
  uploadId: string,
  memberId: string,
  purposes: readonly BuyerCheckUploadPurpose[],
  now = Date.now(),
): Promise<{ purpose: BuyerCheckUploadPurpose; key: string; fileName: string }> {
  const received = await receiveUpload(uploadId, (parts) => parts.ownerId === memberId && (purposes as readonly string[]).includes(parts.purpose));
  const purpose = received.parts.purpose as BuyerCheckUploadPurpose;
  const key = buyerCheckFileKey(memberId, purpose, now, received.parts.extension);
  await storeDocument(received, key);
  const { fileName } = received;
  return { purpose, key, fileName };
}

/** A short-lived link to one file the record names (evidence or an identity report), for an admin. */
export async function buyerCheckFileLink(check: BuyerCheck, key: string): Promise<string> {
  const named = [...check.evidence.map((e) => e.key), ...check.identityChecks.flatMap((c) => (c.reportKey ? [c.reportKey] : []))];
  if (!named.includes(key) || !key.startsWith(buyerCheckFilesPrefix(check.id))) throw notFound('This file is not part of the buyer’s checks.');
  return signedDocumentUrl(key);
}

/** Deletes every file under the member's checks prefix (the retention job). */
export async function deleteBuyerCheckFiles(memberId: string): Promise<number> {
  const bucket = bucketName('DOCUMENTS_BUCKET');
  const keys = await keysUnder(bucket, buyerCheckFilesPrefix(memberId));
  const failed = await deleteObjects(bucket, keys);
  if (failed.length > 0) throw new Error(`Could not delete ${failed.length} buyer check files of a member`);
  return keys.length;
}

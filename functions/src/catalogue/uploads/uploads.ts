import { adminUploadPurposes, type CompletedUpload, documentKey, fileKinds, heroKey, isImagePurpose, photoKey, resourceFileKey } from '@shared/rules/uploads';
import { HttpError, notFound } from '../../http/errors';
import { propertyDeletion } from '../db/properties';
import { makeImageVariant, storeImageVariants, variantCacheControl } from '../images/variants';
import { PROPERTY_NOT_FOUND } from '../properties/visible-property';
import { s3, s3Sdk } from '../../s3';
import { receiveUpload, storeDocument, UPLOAD_NOT_FOUND } from './incoming';
import { deletePropertyFiles } from './property-files';

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
  // A buyer's check files and a deal's complete through their own routes (functions/src/compliance/buyer-checks/files.ts, functions/src/sales/deals/documents.ts).
  const received = await receiveUpload(uploadId, (p) => (adminUploadPurposes as readonly string[]).includes(p.purpose));
  const { parts, bucket, body, fileName, size, removeIncoming, refuse } = received;
  const kind = fileKinds[parts.extension];
  const isImage = isImagePurpose(parts.purpose);

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
        await storeImageVariants(await s3(), bucket, key, body);
        await removeIncoming();
        await dropIfPropertyDeleted(parts.ownerId);
        return answer(key, 'image/jpeg', size);
      }
      case 'areaHero': {
        const key = heroKey(parts.ownerId, now);
        const optimised = await makeImageVariant(body, 'fullRes');
        const { PutObjectCommand } = await s3Sdk();
        await (
          await s3()
        ).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: optimised, ContentType: 'image/jpeg', CacheControl: variantCacheControl }));
        await removeIncoming();
        return answer(key, 'image/jpeg', optimised.length);
      }
      case 'bankStatement':
      case 'mortgageInPrinciple':
      case 'companyRegisterExcerpt':
      case 'identityReport':
      case 'mortgageOffer':
        throw notFound(UPLOAD_NOT_FOUND);
      case 'propertyDocument':
      case 'resourceFile': {
        const key =
          parts.purpose === 'propertyDocument' ? documentKey(parts.ownerId, parts.documentType!, now, parts.extension) : resourceFileKey(fileName, now);
        await storeDocument(received, key);
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

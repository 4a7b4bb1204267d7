import { imagePresetNames, imageVariantKey, isAbsoluteUrl, orderedPhotos } from '@shared/images';
import { allDocumentKeys } from '@shared/property-documents';
import { routes } from '@shared/routes';
import { deleteProperty, getProperty } from '../db/properties';
import { removeAllForProperty } from '../db/favourites';
import { notFound } from '../http/errors';
import { httpHandler, logger, respond } from '../http/handler';
import { bucketName, deleteObjects } from '../s3';
import { PROPERTY_NOT_FOUND } from './visible-property';

/**
 * DELETE /properties/{id} (admin): the property, then its favourites and detail requests, then its photo
 * variants and documents. The record goes first, so no page can reach the files once they start to go;
 * a file that fails to delete is logged and left orphaned (nothing points at it any more).
 */
export const handler = httpHandler(routes.deleteProperty, async ({ params }) => {
  const property = await getProperty(params.id);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  await deleteProperty(property.id);
  const removed = await removeAllForProperty(property.id);

  const photos = orderedPhotos(property.imageUrl, property.photos).filter((photo) => !isAbsoluteUrl(photo));
  const photoKeys = photos.flatMap((photo) => imagePresetNames.map((preset) => imageVariantKey(photo, preset)));
  const documentKeys = allDocumentKeys(property).filter((key) => !isAbsoluteUrl(key));
  const [photosFailed, documentsFailed] = await Promise.all([
    deleteObjects(bucketName('IMAGES_BUCKET'), photoKeys),
    deleteObjects(bucketName('DOCUMENTS_BUCKET'), documentKeys),
  ]);
  if (photosFailed.length || documentsFailed.length) logger.warn('property deleted, some files left behind', { id: property.id, photosFailed, documentsFailed });
  logger.info('property deleted', { id: property.id, favouritesAndRequests: removed, photos: photoKeys.length, documents: documentKeys.length });
  return respond(204);
});

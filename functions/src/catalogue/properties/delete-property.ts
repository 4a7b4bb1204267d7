import { routes } from '@shared/contract/routes';
import { deleteProperty, finishPropertyDeletion, getProperty, propertyDeletion } from '../db/properties';
import { removeAllForProperty } from '../../members/db/member-items';
import { removeNotifications } from '../db/property-notifications';
import { auditBy } from '../../http/caller';
import { notFound } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';
import { logger } from '../../observability/powertools';
import { deletePropertyFiles } from '../uploads/property-files';
import { PROPERTY_NOT_FOUND } from './visible-property';

/**
 * DELETE /properties/{id} (admin): the record with its catalogue entries, audit event and deletion marker
 * (one transaction), then its favourites, detail requests and send log, then every file under its own
 * prefixes (`property-images/{id}/` and `property-documents/{id}/`, see functions/src/catalogue/uploads/property-files.ts): photo
 * variants and documents. ONLY that prefix: a file the record points at elsewhere (seed photos, another
 * listing's file, an external URL) is never touched, since another record may use it. The record goes
 * first, so no page can reach the files once they start to go.
 *
 * Every step after the record is idempotent: if one fails (S3 down: a 503), the deletion marker stays
 * unfinished and the admin's retry of the DELETE finishes the job; once finished, a DELETE answers 404.
 */
export const handler = httpHandler(routes.deleteProperty, async ({ params, caller }) => {
  const property = await getProperty(params.id);
  if (property) await deleteProperty(property.id, { context: auditBy(caller, 'property deleted'), before: property });
  else if ((await propertyDeletion(params.id))?.finished !== false) throw notFound(PROPERTY_NOT_FOUND);

  const [removed, notifications] = await Promise.all([removeAllForProperty(params.id), removeNotifications(params.id)]);
  const files = await deletePropertyFiles(params.id);
  await finishPropertyDeletion(params.id);
  logger.info('property deleted', { id: params.id, retried: !property, favouritesAndRequests: removed, notifications, files });
  return respond(204);
});

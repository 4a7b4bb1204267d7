import { routes } from '@shared/routes';
import { deleteProperty, getProperty } from '../db/properties';
import { removeAllForProperty } from '../db/favourites';
import { removeNotifications } from '../db/property-management';
import { auditBy } from '../http/caller';
import { notFound } from '../http/errors';
import { httpHandler, logger, respond } from '../http/handler';
import { deletePropertyFiles } from '../uploads/property-files';
import { PROPERTY_NOT_FOUND } from './visible-property';

/**
 * DELETE /properties/{id} (admin): the record with its catalogue entries and audit event (one transaction),
 * then its favourites, detail requests and send log, then every file under its own prefixes (`property-images/{id}/`
 * and `property-documents/{id}/`, see uploads/property-files.ts): photo variants and documents. ONLY that prefix: a file the record
 * points at elsewhere (seed photos, another listing's file, an external URL) is never touched, since another
 * record may use it. The record goes first, so no page can reach the files once they start to go; a file that
 * fails to delete is logged and left orphaned (nothing points at it any more).
 */
export const handler = httpHandler(routes.deleteProperty, async ({ params, caller }) => {
  const property = await getProperty(params.id);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  await deleteProperty(property.id, { context: auditBy(caller, 'property deleted'), before: property });
  const [removed, notifications] = await Promise.all([removeAllForProperty(property.id), removeNotifications(property.id)]);

  const files = await deletePropertyFiles(property.id);
  if (files.failed.length) logger.warn('property deleted, some files left behind', { id: property.id, failed: files.failed });
  logger.info('property deleted', { id: property.id, favouritesAndRequests: removed, notifications, files: files.deleted });
  return respond(204);
});

import { propertyRowOf } from '@shared/views/property-management';
import { routes } from '@shared/contract/routes';
import { getProperty } from '../db/properties';
import { duplicateProperty } from '../db/properties';
import { auditBy } from '../../http/caller';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { PROPERTY_NOT_FOUND } from './visible-property';

/** POST /properties/{id}/duplicate (admin): a draft copy without photos or documents, audited. */
export const handler = httpHandler(routes.duplicateProperty, async ({ params, caller }) => {
  const source = await getProperty(params.id);
  if (!source) throw notFound(PROPERTY_NOT_FOUND);
  const copy = await duplicateProperty(source, auditBy(caller, `property duplicated from ${source.id}`));
  return { property: propertyRowOf(copy) };
});

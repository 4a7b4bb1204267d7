import { routes } from '@shared/contract/routes';
import { setPropertyRequestStatus } from '../db/property-requests';
import { auditBy } from '../../http/caller';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';

export const REQUEST_NOT_FOUND = 'Property request not found';

/** PUT /property-requests/{userId}/{propertyId}/status (admin): any status from any other (spec section 4), audited. */
export const handler = httpHandler(routes.setPropertyRequestStatus, async ({ params, body, caller }) => {
  const request = await setPropertyRequestStatus(params.userId, params.propertyId, body.status, auditBy(caller, `request ${body.status}`));
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return { request };
});

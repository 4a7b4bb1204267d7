import { randomUUID } from 'node:crypto';
import { routes } from '@shared/contract/routes';
import { setPropertyRequest } from '../db/property-requests';
import { httpHandler, respond } from '../../http/handler';
import { visibleProperty } from '../properties/visible-property';

/** Records a pending request (date and status) for the admin requests screen. */
export const handler = httpHandler(routes.addPropertyRequest, async ({ params, caller }) => {
  await visibleProperty(params.propertyId, caller.isAdmin);
  await setPropertyRequest(caller.userId, params.propertyId, true, randomUUID());
  return respond(204);
});

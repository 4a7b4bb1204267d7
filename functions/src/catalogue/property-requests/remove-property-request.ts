import { routes } from '@shared/contract/routes';
import { setPropertyRequest } from '../db/property-requests';
import { httpHandler, respond } from '../../http/handler';

export const handler = httpHandler(routes.removePropertyRequest, async ({ params, caller }) => {
  await setPropertyRequest(caller.userId, params.propertyId, false, '');
  return respond(204);
});

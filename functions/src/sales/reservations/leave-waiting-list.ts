import { routes } from '@shared/contract/routes';
import { httpHandler, respond } from '../../http/handler';
import { leaveList } from './reservations';

export const handler = httpHandler(routes.leaveWaitingList, async ({ params, caller }) => {
  await leaveList(caller, params.id);
  return respond(204);
});

import { routes } from '@shared/contract/routes';
import { setDigestFrequency } from '../db/alerts';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.updateMyAlertSettings, async ({ body, caller }) => {
  await setDigestFrequency(caller.userId, body.frequency);
  return { frequency: body.frequency };
});

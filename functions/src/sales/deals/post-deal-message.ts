import { routes } from '@shared/contract/routes';
import { httpHandler, respond } from '../../http/handler';
import { dealForSourcer, postDealMessage } from './messages';

/** 201 with an admin's message to the deal's investor, who is emailed; audited with the message; 429 past the limit a minute. */
export const handler = httpHandler(routes.postDealMessage, async ({ params, body, caller }) =>
  respond(201, { message: await postDealMessage(caller, await dealForSourcer(params.id), 'sourcer', body.text) }),
);

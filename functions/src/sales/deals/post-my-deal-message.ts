import { routes } from '@shared/contract/routes';
import { httpHandler, respond } from '../../http/handler';
import { myDeal } from './deals';
import { postDealMessage } from './messages';

/** 201 with the investor's message to the sourcer, who are emailed in the next batch; another investor's deal is a 404; 429 past the limit a minute. */
export const handler = httpHandler(routes.postMyDealMessage, async ({ params, body, caller }) =>
  respond(201, { message: await postDealMessage(caller, await myDeal(caller, params.id), 'investor', body.text) }),
);

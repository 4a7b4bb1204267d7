import { routes } from '@shared/contract/routes';
import { httpHandler, respond } from '../../http/handler';
import { sendMemorandum } from './memorandum-sending';
import { dealForSourcer } from './messages';

/** 201 with the memorandum of sale on the deal's documents, emailed to the investor and the solicitors given. */
export const handler = httpHandler(routes.sendDealMemorandum, async ({ params, body, caller }) =>
  respond(201, { document: await sendMemorandum(caller, await dealForSourcer(params.id), body) }),
);

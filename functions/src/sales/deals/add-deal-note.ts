import { routes } from '@shared/contract/routes';
import { httpHandler, respond } from '../../http/handler';
import { addNote } from './deals';

/** 201 with the note, added to the deal's trail for good. */
export const handler = httpHandler(routes.addDealNote, async ({ params, body, caller }) =>
  respond(201, { entry: await addNote(caller, params.id, body.text) }),
);

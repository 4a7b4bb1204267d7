import { routes } from '@shared/contract/routes';
import { getMemberErasure } from '../db/member-erasure';
import { auditBy } from '../../http/caller';
import { notFound } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';
import { eraseMember } from './erasure';

export const NO_UNFINISHED_ERASURE = 'This erasure has already finished. Reload the list.';

/**
 * POST /erasures/{id}/finish (admin): 'Finish erasure' runs the steps an erasure left undone (it never starts one:
 * without an unfinished erasure of this member it is a 404). A finish racing another finish or the scheduled job is harmless.
 */
export const handler = httpHandler(routes.finishErasure, async ({ params, caller }) => {
  if (!(await getMemberErasure(params.id))) throw notFound(NO_UNFINISHED_ERASURE);
  if (!(await eraseMember(params.id, auditBy(caller, 'member erased').actor, { byAdmin: true }))) throw notFound(NO_UNFINISHED_ERASURE);
  return respond(204);
});

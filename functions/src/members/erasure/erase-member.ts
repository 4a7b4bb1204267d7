import { routes } from '@shared/contract/routes';
import { forbidden, notFound } from '../../http/errors';
import { auditBy } from '../../http/caller';
import { httpHandler, respond } from '../../http/handler';
import { eraseMember } from './erasure';

/**
 * DELETE /profiles/{id} (admin): erases a member. A retry finishes an erasure that failed halfway, even once the
 * profile is gone; a finished one answers 404. An admin erases their own account from their profile (password asked).
 */
export const handler = httpHandler(routes.eraseMember, async ({ params, caller }) => {
  if (params.id === caller.userId) throw forbidden('Delete your own account from your profile.');
  if (!(await eraseMember(params.id, auditBy(caller, 'member erased').actor, { byAdmin: true }))) throw notFound('User not found');
  return respond(204);
});

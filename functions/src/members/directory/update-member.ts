import { routes } from '@shared/contract/routes';
import { getProfile, updateProfile } from '../db/profiles';
import { auditBy } from '../../http/caller';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';

/**
 * PATCH /profiles/{id}: the admin edits a member's phone and investment profile (spec: the details
 * dialog). Saved only if nobody saved since the admin's copy (`expectedVersion`), else 409.
 */
export const handler = httpHandler(routes.updateMember, async ({ params, body, caller }) => {
  if (!(await getProfile(params.id))) throw notFound('User not found');
  const { expectedVersion, ...patch } = body;
  return { profile: await updateProfile(params.id, patch, expectedVersion, auditBy(caller, 'profile updated')) };
});

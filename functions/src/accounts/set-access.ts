import { accessChange } from '@shared/rules/access';
import { routes } from '@shared/routes';
import { disableUser, enableUser, findUser } from '../cognito';
import { getProfile, listProfiles, updateProfile } from '../db/profiles';
import { auditBy } from '../http/caller';
import { forbidden, notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

export const LAST_ADMIN_MESSAGE = 'The last approved admin cannot be removed: approve another admin first.';

/** Whether `id` is the only approved admin left. */
async function isLastApprovedAdmin(id: string): Promise<boolean> {
  const admins = (await listProfiles('approved')).filter((profile) => profile.role === 'admin');
  return admins.length <= 1 && admins.some((profile) => profile.id === id);
}

/**
 * Approve, reject, revoke or restore a user. The profile is what the API checks on every call, so
 * the change takes effect at once; Cognito is disabled (and signed out) too, so no new sign-in works.
 */
export const handler = httpHandler(routes.setAccess, async ({ params, body, caller }) => {
  if (params.id === caller.userId) throw forbidden('You cannot change your own access.');
  const profile = await getProfile(params.id);
  if (!profile) throw notFound('User not found');
  if (body.accessStatus !== 'approved' && profile.role === 'admin' && (await isLastApprovedAdmin(profile.id))) throw forbidden(LAST_ADMIN_MESSAGE);
  // The profile first: it is what every API call checks, and its version check stops a racing edit. It
  // also holds only while the acting admin is still an approved admin: two admins removing each other at
  // the same moment cannot both succeed, so an approved admin (the one who acted) always remains.
  const updated = await updateProfile(profile.id, accessChange(body.accessStatus), profile.version, auditBy(caller, `access ${body.accessStatus}`), {
    whileApprovedAdmin: caller.userId,
  });
  const user = profile.email ? await findUser(profile.email) : undefined;
  if (user) {
    if (body.accessStatus === 'approved') await enableUser(user.username);
    else await disableUser(user.username);
  }
  return { profile: updated };
});

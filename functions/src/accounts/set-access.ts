import { accessChange } from '@shared/rules/access';
import { routes } from '@shared/routes';
import { disableUser, enableUser, findUser } from '../cognito';
import { getProfile, updateProfile } from '../db/profiles';
import { forbidden, notFound } from '../http/errors';
import { auditBy } from '../http/caller';
import { httpHandler } from '../http/handler';

/**
 * Approve, reject, revoke or restore a user. The profile is what the API checks on every call, so
 * the change takes effect at once; Cognito is disabled (and signed out) too, so no new sign-in works.
 */
export const handler = httpHandler(routes.setAccess, async ({ params, body, caller }) => {
  if (params.id === caller.userId) throw forbidden('You cannot change your own access.');
  const profile = await getProfile(params.id);
  if (!profile) throw notFound('User not found');
  // The profile first: it is what every API call checks, and its version check stops a racing edit.
  const updated = await updateProfile(profile.id, accessChange(body.accessStatus), profile.version, auditBy(caller, `access ${body.accessStatus}`));
  const user = profile.email ? await findUser(profile.email) : undefined;
  if (user) {
    if (body.accessStatus === 'approved') await enableUser(user.username);
    else await disableUser(user.username);
  }
  return { profile: updated };
});

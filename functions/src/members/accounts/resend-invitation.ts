import { routes } from '@shared/contract/routes';
import { findUser, resendInvitation } from '../../cognito';
import { recordEvent } from '../../db/audit';
import { getProfile } from '../db/profiles';
import { auditBy } from '../../http/caller';
import { HttpError, notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';

/**
 * POST /profiles/{id}/invitation: Cognito's invitation (its temporary password) expires after 7 days;
 * this sends a new one to a member who has not set a password yet.
 */
export const handler = httpHandler(routes.resendInvitation, async ({ params, caller }) => {
  const profile = await getProfile(params.id);
  if (!profile?.email) throw notFound('User not found');
  const user = await findUser(profile.email);
  if (!user) throw notFound('This member has no sign-in account.');
  if (user.status !== 'FORCE_CHANGE_PASSWORD') throw new HttpError(409, 'This member has already set a password: they can use "Forgot password" instead.');
  await resendInvitation(profile.email);
  await recordEvent(auditBy(caller, 'invitation resent'), { targetType: 'profile', targetId: profile.id, before: null, after: null });
  return { message: `Invitation sent again to ${profile.email}` };
});

import type { AccessStatus } from '@shared/domain/profile';
import { accessChange } from '@shared/rules/access';
import { routes } from '@shared/contract/routes';
import { disableUser, enableUser, findUser } from '../../cognito';
import { getProfile, updateProfile } from '../db/profiles';
import { isLastApprovedAdmin, LAST_ADMIN_MESSAGE } from '../accounts/last-admin';
import { auditBy } from '../../http/caller';
import { forbidden, notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { logger } from '../../observability/powertools';

/** The Cognito login follows the access status: only an approved user can sign in. Repeating it is harmless. */
async function setLogin(email: string | null, accessStatus: AccessStatus): Promise<void> {
  const user = email ? await findUser(email) : undefined;
  if (!user) return;
  try {
    if (accessStatus === 'approved') await enableUser(user.username);
    else await disableUser(user.username);
  } catch (error) {
    // Deleted since it was found (the member's erasure): there is no login left to follow.
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/**
 * Approve, reject, revoke or restore a user. The profile is what the API checks on every call, so
 * the change takes effect at once; Cognito is disabled (and signed out) too, so no new sign-in works.
 *
 * The login changes first and the profile last, so a failure leaves what the admin sees (the profile)
 * unchanged and their retry finishes the job: Cognito down answers 503 with nothing changed; a profile
 * write that fails (a racing edit, the last-admin rule, DynamoDB down) puts the login back in step with
 * the stored profile where it can, and otherwise the retry sets both.
 */
export const handler = httpHandler(routes.setMemberAccess, async ({ params, body, caller }) => {
  if (params.id === caller.userId) throw forbidden('You cannot change your own access.');
  const profile = await getProfile(params.id);
  if (!profile) throw notFound('User not found');
  if (body.accessStatus !== 'approved' && (await isLastApprovedAdmin(profile))) throw forbidden(LAST_ADMIN_MESSAGE);
  await setLogin(profile.email, body.accessStatus);
  try {
    // Its version check stops a racing edit. It also holds only while the acting admin is still an approved
    // admin, and removes an admin only while another approved admin remains (the check above read it earlier).
    const updated = await updateProfile(profile.id, accessChange(body.accessStatus), profile.version, auditBy(caller, `access ${body.accessStatus}`), {
      whileApprovedAdmin: caller.userId,
    });
    return { profile: updated };
  } catch (error) {
    const stored = await getProfile(profile.id).catch(() => undefined);
    if (stored)
      await setLogin(stored.email, stored.accessStatus).catch((undo: unknown) =>
        logger.warn('login left out of step with the profile', { id: profile.id, error: String(undo) }),
      );
    throw error;
  }
});

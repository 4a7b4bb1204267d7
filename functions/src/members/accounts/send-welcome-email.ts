import { routes } from '@shared/contract/routes';
import { getProfile, updateProfile } from '../db/profiles';
import { env } from '../../env';
import { auditBy } from '../../http/caller';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { postWelcome } from './welcome-webhook';

/**
 * POST /profiles/{id}/welcome-email: asks the lead-automation webhook to send the welcome email with the
 * activation link; only an OK answer marks welcome_email_sent (spec section 7), a failure changes nothing.
 */
export const handler = httpHandler(routes.sendWelcomeEmail, async ({ params, caller }) => {
  const profile = await getProfile(params.id);
  if (!profile) throw notFound('User not found');
  if (!profile.email) throw badRequest('This member has no email address.');
  const sent = await postWelcome({ name: profile.fullName, email: profile.email, phone: profile.phone }, env().APP_ORIGIN);
  if (!sent) throw new HttpError(502, 'Failed to send welcome email');
  const updated = await updateProfile(
    profile.id,
    { welcomeEmailSent: true, welcomeEmailSentAt: new Date().toISOString() },
    profile.version,
    auditBy(caller, 'welcome email sent'),
  );
  return { profile: updated };
});

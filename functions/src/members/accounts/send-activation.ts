import { activationRequestSchema } from '@shared/domain/member';
import { findUser, resendInvitation, sendPasswordSetupLink } from '../../cognito';
import { jobHandler } from '../../observability/job-handler';
import { logger } from '../../observability/powertools';

/**
 * The sendActivation job, queued by POST /account-activation after it has answered: an invited user who
 * never set a password gets the invitation again; anyone else with an enabled account a password-setup
 * link; an unknown email nothing. It never throws, so Lambda does not retry it (a retry would send a
 * second invitation whose new temporary password voids the first).
 */
export const handler = jobHandler(async (event: unknown): Promise<{ sent: boolean }> => {
  const input = activationRequestSchema.safeParse(event);
  if (!input.success) {
    logger.error('activation job called without a valid email');
    return { sent: false };
  }
  const { email } = input.data;
  try {
    const user = await findUser(email);
    if (!user?.enabled) return { sent: false };
    if (user.status === 'FORCE_CHANGE_PASSWORD') await resendInvitation(email);
    else await sendPasswordSetupLink(email);
    return { sent: true };
  } catch (error) {
    logger.error('activation email failed', error as Error);
    return { sent: false };
  }
});

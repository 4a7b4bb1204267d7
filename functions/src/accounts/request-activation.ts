import { routes } from '@shared/routes';
import { findUser, resendInvitation, sendPasswordSetupLink } from '../cognito';
import { httpHandler, logger } from '../http/handler';
import { guardPublicWrite } from '../http/throttle';

export const ACTIVATION_ANSWER = 'If this email is registered, we have sent it a link to set your password. Check your email.';

/**
 * 'Let Me In': an invited user who never set a password gets the invitation again; anyone else a
 * password-setup link. The answer is the same whether or not the email has an account.
 */
export const handler = httpHandler(routes.requestActivation, async ({ body, event }) => {
  await guardPublicWrite('activation', event, body.email);
  const user = await findUser(body.email);
  if (user?.enabled) {
    try {
      if (user.status === 'FORCE_CHANGE_PASSWORD') await resendInvitation(body.email);
      else await sendPasswordSetupLink(body.email);
    } catch (error) {
      // Logged, not revealed: the visitor's answer must not depend on the account's state.
      logger.error('activation email failed', error as Error);
    }
  }
  return { message: ACTIVATION_ANSWER };
});

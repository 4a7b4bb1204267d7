import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { logger } from '../../observability/powertools';
import { guardPublicWrite } from '../../http/throttle';
import { invokeJob } from '../../lambda';

export const ACTIVATION_ANSWER = 'If this email is registered, we have sent it a link to set your password.';

/**
 * 'Let Me In': answers at once and leaves the Cognito work to the sendActivation job, so neither the
 * answer nor its timing depends on whether the email has an account (and this public function holds
 * no Cognito admin permission).
 */
export const handler = httpHandler(routes.requestActivation, async ({ body, event }) => {
  await guardPublicWrite('activation', event, body.email);
  // Logged, not revealed: the visitor's answer must not depend on anything behind it.
  await invokeJob('sendActivation', { email: body.email }).catch((error: unknown) => logger.error('could not queue the activation email', error as Error));
  return { message: ACTIVATION_ANSWER };
});

import { routes } from '@shared/contract/routes';
import { setDigestFrequency } from '../db/alerts';
import { MemberGoneError } from '../../db/errors';
import { getProfile } from '../../members/db/profiles';
import { badRequest } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { alertSecret } from './alert-secret';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_REFUSED = 'This unsubscribe link is not valid. Sign in and choose Off under Alert emails on your profile.';

/** Sets the investor's alert emails to Off, for whoever holds a link we signed; a tampered or foreign link changes nothing. */
export const handler = httpHandler(routes.unsubscribeAlerts, async ({ query }) => {
  const userId = verifyUnsubscribeToken(await alertSecret(), query.token);
  if (!userId || !(await getProfile(userId))) throw badRequest(UNSUBSCRIBE_REFUSED);
  await setDigestFrequency(userId, 'off').catch((error: unknown) => {
    throw error instanceof MemberGoneError ? badRequest(UNSUBSCRIBE_REFUSED) : error;
  });
  return { frequency: 'off' as const };
});

import { routes } from '@shared/contract/routes';
import { recordLogin } from '../db/profiles';
import { httpHandler } from '../../http/handler';
import { count } from '../../observability/metrics';

/** Called by the SPA right after sign-in: stamps last_login_at and returns the profile. */
export const handler = httpHandler(routes.recordSignIn, async ({ caller }) => {
  const lastLoginAt = new Date().toISOString();
  await recordLogin(caller.userId, lastLoginAt);
  count('signIns', {});
  return { profile: { ...caller.profile, lastLoginAt } };
});

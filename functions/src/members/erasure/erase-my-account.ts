import { routes } from '@shared/contract/routes';
import { recheckPassword } from '../accounts/password-recheck';
import { httpHandler, respond } from '../../http/handler';
import { eraseMember } from './erasure';

/** DELETE /me: the member erases their own account, after giving their password again (tries limited: password-recheck.ts). */
export const handler = httpHandler(routes.eraseMyAccount, async ({ body, caller }) => {
  await recheckPassword({ id: caller.userId, email: caller.profile.email }, body.password);
  await eraseMember(caller.userId, { id: caller.userId, email: caller.profile.email, name: caller.profile.fullName }, { byAdmin: false });
  return respond(204);
});

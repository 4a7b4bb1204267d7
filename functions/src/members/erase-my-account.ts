import { routes } from '@shared/contract/routes';
import { passwordMatches } from '../cognito';
import { badRequest } from '../http/errors';
import { httpHandler, respond } from '../http/handler';
import { eraseMember } from './erasure';

export const WRONG_PASSWORD = 'That password is not right. Enter the password you sign in with.';

/** DELETE /me: the member erases their own account, after giving their password again. */
export const handler = httpHandler(routes.eraseMyAccount, async ({ body, caller }) => {
  if (!caller.profile.email || !(await passwordMatches(caller.profile.email, body.password))) throw badRequest(WRONG_PASSWORD);
  await eraseMember(caller.userId, { id: caller.userId, email: caller.profile.email, name: caller.profile.fullName }, { byAdmin: false });
  return respond(204);
});

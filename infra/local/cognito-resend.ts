import { randomBytes } from 'node:crypto';

/**
 * cognito-local 5 rejects AdminCreateUser with MessageAction RESEND. Cognito itself resets the
 * temporary password of a user who never signed in and sends the invitation again (through the
 * CustomMessage trigger). This wrapper adds exactly that to the emulator's AdminCreateUser target.
 */
type Handler = (ctx: unknown, req: Record<string, any>) => Promise<unknown>;
interface Services {
  clock: { get(): Date };
  cognito: { getUserPool(ctx: unknown, id: string): Promise<any> };
  messages: { deliver(...args: unknown[]): Promise<void> };
}

export const ADMIN_CREATE_USER = 'AWSCognitoIdentityProviderService.AdminCreateUser';

export const withResend = (createUser: Handler, services: Services): Handler => async (ctx, req) => {
  if (req.MessageAction !== 'RESEND') return createUser(ctx, req);
  const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  const user = await pool.getUserByUsername(ctx, req.Username);
  if (!user) throw Object.assign(new Error('User does not exist.'), { code: 'UserNotFoundException', name: 'UserNotFoundException' });
  if (user.UserStatus !== 'FORCE_CHANGE_PASSWORD') {
    throw Object.assign(new Error('Resend not possible. User is not in FORCE_CHANGE_PASSWORD state.'), { code: 'UnsupportedUserStateException' });
  }
  const temporaryPassword = randomBytes(6).toString('base64url');
  const updated = { ...user, Password: temporaryPassword, UserLastModifiedDate: services.clock.get() };
  await pool.saveUser(ctx, updated);
  const email = (updated.Attributes as { Name: string; Value: string }[]).find((a) => a.Name === 'email')?.Value;
  await services.messages.deliver(ctx, 'AdminCreateUser', null, pool.options.Id, updated, temporaryPassword, req.ClientMetadata, {
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
    Destination: email,
  });
  const { userToResponseObject } = await import('cognito-local/lib/targets/responses.js');
  return { User: userToResponseObject(updated) };
};

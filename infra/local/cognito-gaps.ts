import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Where cognito-local 5 differs from Cognito in ways our flows depend on, this wraps its targets to
 * behave like the real service:
 * - AdminCreateUser with MessageAction RESEND: new temporary password, invitation sent again through
 *   the CustomMessage trigger (cognito-local rejects RESEND);
 * - InitiateAuth / AdminInitiateAuth: a disabled user cannot sign in ('User is disabled.');
 * - AdminUserGlobalSignOut: revokes the user's refresh tokens (cognito-local lacks the target).
 */
/** The parts of cognito-local's (untyped) internals used here. */
interface PoolUser {
  UserStatus: string;
  Enabled: boolean;
  Attributes: { Name: string; Value: string }[];
  RefreshTokens?: string[];
  Password?: string;
  UserLastModifiedDate?: Date;
}
interface UserPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: string): Promise<PoolUser | null>;
  saveUser(ctx: unknown, user: PoolUser): Promise<void>;
}
interface Req {
  MessageAction?: string;
  TemporaryPassword?: string;
  UserPoolId: string;
  Username: string;
  ClientId: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  ClientMetadata?: unknown;
}
type Handler = (ctx: unknown, req: Req) => Promise<unknown>;
interface Services {
  clock: { get(): Date };
  cognito: { getUserPool(ctx: unknown, id: string): Promise<UserPool>; getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool> };
  messages: { deliver(...args: unknown[]): Promise<void> };
}

const cognitoRequire = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const errors = cognitoRequire('./lib/errors.js') as Record<string, new (message?: string) => Error>;
const { userToResponseObject } = cognitoRequire('./lib/targets/responses.js') as { userToResponseObject(user: unknown): unknown };

const findUser = async (pool: UserPool, ctx: unknown, username: string) => {
  const user = await pool.getUserByUsername(ctx, username);
  if (!user) throw new errors.UserNotFoundError!('User does not exist.');
  return user;
};

const resend =
  (services: Services): Handler =>
  async (ctx, req) => {
    const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
    const user = await findUser(pool, ctx, req.Username);
    if (user.UserStatus !== 'FORCE_CHANGE_PASSWORD')
      throw new errors.InvalidParameterError!('Resend not possible. User is not in FORCE_CHANGE_PASSWORD state.');
    const temporaryPassword = req.TemporaryPassword ?? randomBytes(6).toString('base64url');
    const updated = { ...user, Password: temporaryPassword, UserLastModifiedDate: services.clock.get() };
    await pool.saveUser(ctx, updated);
    const email = updated.Attributes.find((a) => a.Name === 'email')?.Value;
    await services.messages.deliver(ctx, 'AdminCreateUser', null, pool.options.Id, updated, temporaryPassword, req.ClientMetadata, {
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
      Destination: email,
    });
    return { User: userToResponseObject(updated) };
  };

const refuseDisabled =
  (services: Services, signIn: Handler, admin: boolean): Handler =>
  async (ctx, req) => {
    const username = req.AuthParameters?.USERNAME as string | undefined;
    if (username && ['USER_PASSWORD_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH'].includes(req.AuthFlow ?? '')) {
      const pool = admin ? await services.cognito.getUserPool(ctx, req.UserPoolId) : await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, username);
      if (user && user.Enabled === false) throw new errors.NotAuthorizedError!('User is disabled.');
    }
    return signIn(ctx, req);
  };

const globalSignOut =
  (services: Services): Handler =>
  async (ctx, req) => {
    const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
    const user = await findUser(pool, ctx, req.Username);
    await pool.saveUser(ctx, { ...user, RefreshTokens: [], UserLastModifiedDate: services.clock.get() });
    return {};
  };

/** Wraps cognito-local's router (target name -> handler) with the behaviours above. */
export function closeCognitoGaps<R extends (target: string) => unknown>(route: R, services: Services): R {
  const original = (target: string) => route(target) as Handler;
  return ((target: string) => {
    switch (target) {
      case 'AdminCreateUser': {
        const create = original(target);
        const resendInvitation = resend(services);
        return (ctx: unknown, req: Req) => (req.MessageAction === 'RESEND' ? resendInvitation(ctx, req) : create(ctx, req));
      }
      case 'InitiateAuth':
        return refuseDisabled(services, original(target), false);
      case 'AdminInitiateAuth':
        return refuseDisabled(services, original(target), true);
      case 'AdminUserGlobalSignOut':
        return globalSignOut(services);
      default:
        return route(target);
    }
  }) as R;
}

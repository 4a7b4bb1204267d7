import { randomBytes } from 'node:crypto';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@shared/domain/profile';
import { clientBudgets, clientOptions } from './client-budget';
import { env } from './env';
import { lazy } from './lazy';
import { count } from './observability/metrics';
import { tracer } from './observability/powertools';

/** The Cognito SDK (its commands and errors), loaded on first use (lazy.ts). */
export const cognitoSdk = lazy(() => import('@aws-sdk/client-cognito-identity-provider'));
/** One Cognito client per container; locally COGNITO_ENDPOINT points it at cognito-local. */
export const cognitoClient = lazy(async (): Promise<CognitoIdentityProviderClient> =>
  tracer.captureAWSv3Client(
    new (await cognitoSdk()).CognitoIdentityProviderClient({
      region: env().AWS_REGION,
      ...clientOptions(clientBudgets.cognito),
      ...(env().COGNITO_ENDPOINT ? { endpoint: env().COGNITO_ENDPOINT } : {}),
    }),
  ),
);

export const poolId = () => {
  const id = env().USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not configured');
  return id;
};

export interface CognitoUser {
  username: string;
  sub: string;
  email: string;
  status: string;
  enabled: boolean;
}

const attribute = (attributes: { Name?: string; Value?: string }[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value ?? '';

/** The user with this email or username, or undefined. (Email is the pool's username attribute.) */
export async function findUser(usernameOrEmail: string): Promise<CognitoUser | undefined> {
  const { AdminGetUserCommand, UserNotFoundException } = await cognitoSdk();
  try {
    const user = await (await cognitoClient()).send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: usernameOrEmail }));
    return {
      username: user.Username ?? usernameOrEmail,
      sub: attribute(user.UserAttributes, 'sub'),
      email: attribute(user.UserAttributes, 'email'),
      status: user.UserStatus ?? 'UNKNOWN',
      enabled: user.Enabled ?? true,
    };
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

export class UserExistsError extends Error {
  constructor() {
    super('USER_EXISTS');
    this.name = 'UserExistsError';
  }
}

/**
 * A temporary password of letters, digits, '-' and '_' only (120 random bits). Cognito's own can hold
 * '&', '#', '+', '%' or '"', which break the link the invitation email carries it in.
 */
export const newTemporaryPassword = (): string => randomBytes(15).toString('base64url');

/**
 * Creates the user; Cognito emails the invitation (rendered by our CustomMessage trigger). The caller
 * adds it to its group (addToGroup) and must undo the user (deleteUser) if a later step fails.
 */
export async function inviteUser(input: { email: string; fullName: string }): Promise<CognitoUser> {
  const { AdminCreateUserCommand, UsernameExistsException } = await cognitoSdk();
  try {
    const { User: user } = await (
      await cognitoClient()
    ).send(
      new AdminCreateUserCommand({
        UserPoolId: poolId(),
        Username: input.email,
        TemporaryPassword: newTemporaryPassword(),
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: input.fullName },
        ],
      }),
    );
    count('invitationsSent', {});
    return {
      username: user?.Username ?? input.email,
      sub: attribute(user?.Attributes, 'sub'),
      email: input.email,
      status: user?.UserStatus ?? 'FORCE_CHANGE_PASSWORD',
      enabled: true,
    };
  } catch (error) {
    if (error instanceof UsernameExistsException || (error as Error).name === 'UsernameExistsException') throw new UserExistsError();
    throw error;
  }
}

/** Puts the user in its role's Cognito group (admin routes need the group as well as the profile role). */
export async function addToGroup(username: string, role: Role): Promise<void> {
  const { AdminAddUserToGroupCommand } = await cognitoSdk();
  await (await cognitoClient()).send(new AdminAddUserToGroupCommand({ UserPoolId: poolId(), Username: username, GroupName: role }));
}

/** Every user's Cognito status by user id (sub), for the admin list: one ListUsers call per 60 users. */
export async function listUserStatuses(): Promise<Map<string, string>> {
  const { ListUsersCommand } = await cognitoSdk();
  const statuses = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await (await cognitoClient()).send(new ListUsersCommand({ UserPoolId: poolId(), AttributesToGet: ['sub'], PaginationToken: token }));
    for (const user of page.Users ?? []) {
      const sub = attribute(user.Attributes, 'sub');
      if (sub) statuses.set(sub, user.UserStatus ?? 'UNKNOWN');
    }
    token = page.PaginationToken;
  } while (token);
  return statuses;
}

/** Sends the invitation again with a new temporary password (for users who never set one). */
export async function resendInvitation(email: string): Promise<void> {
  const { AdminCreateUserCommand } = await cognitoSdk();
  await (
    await cognitoClient()
  ).send(
    new AdminCreateUserCommand({
      UserPoolId: poolId(),
      Username: email,
      MessageAction: 'RESEND',
      TemporaryPassword: newTemporaryPassword(),
      DesiredDeliveryMediums: ['EMAIL'],
    }),
  );
  count('invitationsSent', {});
}

/** Starts Cognito's forgot-password flow: it emails a code, which our trigger renders as a link. */
export async function sendPasswordSetupLink(email: string): Promise<void> {
  const { ForgotPasswordCommand } = await cognitoSdk();
  const clientId = env().USER_POOL_CLIENT_ID;
  if (!clientId) throw new Error('USER_POOL_CLIENT_ID is not configured');
  await (await cognitoClient()).send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
}

/** Locks a user out of Cognito: no new sign-in, and its refresh tokens are revoked. */
export async function disableUser(username: string): Promise<void> {
  const { AdminDisableUserCommand, AdminUserGlobalSignOutCommand } = await cognitoSdk();
  await (await cognitoClient()).send(new AdminDisableUserCommand({ UserPoolId: poolId(), Username: username }));
  await (await cognitoClient()).send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId(), Username: username }));
}

/** Removes a user (used to undo a half-made account). */
export async function deleteUser(username: string): Promise<void> {
  const { AdminDeleteUserCommand } = await cognitoSdk();
  await (await cognitoClient()).send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: username }));
}

export async function enableUser(username: string): Promise<void> {
  const { AdminEnableUserCommand } = await cognitoSdk();
  await (await cognitoClient()).send(new AdminEnableUserCommand({ UserPoolId: poolId(), Username: username }));
}

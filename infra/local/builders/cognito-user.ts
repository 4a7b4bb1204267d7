import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AccessStatus, Role } from '@shared/domain/profile';
import { createdOnce } from './created-once';

/** A user pool of the local stack (cognito-local), as the seed, the tests and the bench reach it. */
export interface UserPool {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
}

export const localCognitoClient = ({ region, cognitoEndpoint }: { region: string; cognitoEndpoint?: string }) =>
  new CognitoIdentityProviderClient({ region, endpoint: cognitoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

export interface CognitoUserSpec {
  email: string;
  /** Set as the permanent password; without one the user stays invited (FORCE_CHANGE_PASSWORD), never having set one. */
  password?: string;
  /** Adds email_verified=true, as the portal's own account creation does. */
  verified?: boolean;
  name?: string;
  group?: Role;
}

/** A user in the pool, no message sent; answers its sub. No profile: see createAccount for one with it. */
export async function createCognitoUser(
  { cognito, userPoolId }: UserPool,
  { email, password, verified = false, name, group }: CognitoUserSpec,
): Promise<string> {
  const { User } = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        ...(verified ? [{ Name: 'email_verified', Value: 'true' }] : []),
        ...(name ? [{ Name: 'name', Value: name }] : []),
      ],
    }),
  );
  const sub = User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`The user pool returned no sub for ${email}`);
  if (password) await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }));
  if (group) await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
  return sub;
}

export interface AccountSpec {
  email: string;
  password: string;
  role: Role;
  accessStatus: AccessStatus;
  fullName: string;
  phone?: string | null;
}

/**
 * A verified user in the role's group, its password set, with a profile in the given access state; answers its
 * id. The profile is written through the functions' repository, which reads its table from process.env.
 */
export async function createAccount(pool: UserPool, { email, password, role, accessStatus, fullName, phone = null }: AccountSpec): Promise<string> {
  const userId = await createCognitoUser(pool, { email, password, verified: true, group: role });
  const { createProfile } = await import('../../../functions/src/members/db/profiles');
  // A fresh user: a profile already there can only be this create's own first try.
  await createdOnce(createProfile({ id: userId, email, fullName, phone, role, accessStatus }));
  return userId;
}

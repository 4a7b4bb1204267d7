import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@shared/domain/profile';
import { createCognitoUser } from '../builders/cognito-user';

export const demoPassword = 'Demo-Portal-2026';

export interface DemoAccount {
  email: string;
  fullName: string;
  phone: string | null;
  role: Role;
}

export const demoAccounts = {
  admin: { email: 'admin@example.com', fullName: 'Alex Admin', phone: '07700 900001', role: 'admin' },
  investor: { email: 'investor@example.com', fullName: 'Ivy Investor', phone: '07700 900123', role: 'investor' },
} as const satisfies Record<string, DemoAccount>;

/**
 * Other approved investors, each with a deal of their own on the Deals board (seed/deals.ts); they sign in with the
 * demo password too.
 */
export const demoBuyers = {
  olivia: { email: 'olivia.buyer@example.com', fullName: 'Olivia Okafor', phone: '07700 900201', role: 'investor' },
  tom: { email: 'tom.buyer@example.com', fullName: 'Tom Hargreaves', phone: '07700 900202', role: 'investor' },
  sana: { email: 'sana.buyer@example.com', fullName: 'Sana Mirza', phone: '07700 900203', role: 'investor' },
} as const satisfies Record<string, DemoAccount>;

const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) => attributes?.find((a) => a.Name === 'sub')?.Value;

/**
 * Makes sure the account exists in the user pool with its password set and its group, and returns its
 * `sub`. An existing account is left as it is (its password may have been changed on purpose).
 */
export async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  account: DemoAccount,
): Promise<{ sub: string; created: boolean }> {
  let sub: string | undefined;
  let created = false;
  try {
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email }));
    sub = subOf(existing.UserAttributes);
  } catch (error) {
    if (!(error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException')) throw error;
    sub = await createCognitoUser({ cognito, userPoolId }, { email: account.email, password: demoPassword, verified: true, name: account.fullName });
    created = true;
  }
  if (!sub) throw new Error(`The user pool returned no sub for ${account.email}`);
  // Idempotent, and repairs an account that lost its group.
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: account.role }));
  return { sub, created };
}

import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { accessDenials, type AccessDenialCode } from '@shared/contract/error-codes';
import type { Access } from '@shared/contract/routes';
import type { Profile } from '@shared/domain/profile';
import { bootstrapAdminAction, type TokenEmail } from '@shared/rules/access';
import type { AuditContext } from '../db/audit';
import { createBootstrapAdmin, promoteBootstrapAdmin } from '../members/db/bootstrap-admins';
import { wasErased } from '../members/db/member-erasure';
import { getProfile } from '../members/db/profiles';
import { env } from '../env';
import { forbidden, HttpError, unauthorized } from './errors';

export interface Caller {
  userId: string;
  groups: string[];
  profile: Profile;
  isAdmin: boolean;
}

/** The audit context of a write the caller makes: who (from the token's profile) and what it means. */
export const auditBy = (caller: Caller, action: string): AuditContext => ({
  actor: { id: caller.userId, email: caller.profile.email, name: caller.profile.fullName },
  action,
});

type Claims = Record<string, string | number | boolean | string[]>;

/**
 * API Gateway hands array claims to Lambda as a string such as "[admin investor]"; the local adapter
 * and some tokens give a real array or a JSON string. Accept all three.
 */
export const parseGroups = (value: Claims[string] | undefined): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  const text = value.trim();
  if (text.startsWith('[') && text.includes('"')) return (JSON.parse(text) as unknown[]).map(String);
  return text
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
};

/** A 403 that tells the caller (and the SPA, through `code`) why the account may not use the portal. */
const denied = (code: AccessDenialCode) => new HttpError(403, accessDenials[code], undefined, code);

/**
 * Enforces the route's access level on every call: the token (checked by the authorizer) AND the
 * caller's current profile, so a revoked investor is locked out at once even with an unexpired token.
 * Admin routes also need the Cognito group and the profile role to agree. Public routes have no
 * authorizer on AWS, so they never see a caller.
 */
export async function authorize(access: Access, event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<Caller | undefined> {
  const claims = event.requestContext.authorizer?.jwt?.claims as Claims | undefined;
  const userId = typeof claims?.sub === 'string' ? claims.sub : undefined;
  if (access === 'public') return undefined;
  if (!userId) throw unauthorized();
  const caller = await resolveCaller(userId, claims);
  if (access === 'admin' && !caller.isAdmin) throw forbidden();
  return caller;
}

/** The token's email and whether Cognito verified it (API Gateway hands boolean claims over as strings). */
const tokenEmail = (claims: Claims | undefined): TokenEmail => ({
  email: typeof claims?.email === 'string' ? claims.email : undefined,
  emailVerified: String(claims?.email_verified) === 'true',
});

/**
 * The caller's profile. The spec's fixed admin addresses (BOOTSTRAP_ADMIN_EMAILS), with a verified email,
 * get theirs created or updated to an approved admin (see bootstrapAdminAction); everyone else must have
 * been given a profile when their account was made. One email never yields two admin profiles: the address
 * is claimed with a conditional write in the same transaction (functions/src/members/db/bootstrap-admins.ts), so concurrent first
 * calls, or two users with the same email, settle on one.
 */
async function profileOf(userId: string, claims: Claims | undefined): Promise<Profile | undefined> {
  const profile = await getProfile(userId);
  const token = tokenEmail(claims);
  const action = bootstrapAdminAction(profile, token, env().BOOTSTRAP_ADMIN_EMAILS);
  if (action === 'none') return profile;
  if (action === 'promote') return promoteBootstrapAdmin(profile!, token.email!);
  // A profile under another user id (a Cognito account deleted and made again) keeps the address: never a second admin.
  const name = typeof claims?.name === 'string' ? claims.name : null;
  return createBootstrapAdmin(userId, token.email!, name);
}

async function resolveCaller(userId: string, claims: Claims | undefined): Promise<Caller> {
  const profile = await profileOf(userId, claims);
  if (!profile) throw denied((await wasErased(userId)) ? 'ACCOUNT_ERASED' : 'PROFILE_NOT_FOUND');
  if (profile.accessStatus === 'rejected' || profile.accessStatus === 'revoked') throw denied('ACCESS_REVOKED');
  if (profile.accessStatus !== 'approved') throw denied('ACCESS_NOT_APPROVED');
  const groups = parseGroups(claims?.['cognito:groups']);
  return { userId, groups, profile, isAdmin: groups.includes('admin') && profile.role === 'admin' };
}

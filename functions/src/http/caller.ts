import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { Access } from '@shared/routes';
import type { Profile } from '@shared/domain/profile';
import { getProfile } from '../db/profiles';
import { forbidden, unauthorized } from './errors';

export interface Caller {
  userId: string;
  groups: string[];
  profile: Profile;
  isAdmin: boolean;
}

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
  return text.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
};

export const PROFILE_NOT_FOUND = 'User profile not found. Please contact support.';
export const ACCESS_REVOKED = 'Your access to the portal has been revoked. Please contact us if you think this is a mistake.';
export const ACCESS_NOT_APPROVED = 'Your account is not approved yet. Please contact us.';

/**
 * Enforces the route's access level on every call: the token (checked by the authorizer) AND the
 * caller's current profile, so a revoked investor is locked out at once even with an unexpired token.
 * Admin routes also need the Cognito group and the profile role to agree. Public routes see a caller
 * only when a valid token of an approved user comes along.
 */
export async function authorize(access: Access, event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<Caller | undefined> {
  const claims = event.requestContext.authorizer?.jwt?.claims as Claims | undefined;
  const userId = typeof claims?.sub === 'string' ? claims.sub : undefined;
  if (access === 'public') return userId ? resolveCaller(userId, claims).catch(() => undefined) : undefined;
  if (!userId) throw unauthorized();
  const caller = await resolveCaller(userId, claims);
  if (access === 'admin' && !caller.isAdmin) throw forbidden();
  return caller;
}

async function resolveCaller(userId: string, claims: Claims | undefined): Promise<Caller> {
  const profile = await getProfile(userId);
  if (!profile) throw forbidden(PROFILE_NOT_FOUND);
  if (profile.accessStatus === 'rejected' || profile.accessStatus === 'revoked') throw forbidden(ACCESS_REVOKED);
  if (profile.accessStatus !== 'approved') throw forbidden(ACCESS_NOT_APPROVED);
  const groups = parseGroups(claims?.['cognito:groups']);
  return { userId, groups, profile, isAdmin: groups.includes('admin') && profile.role === 'admin' };
}

import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import '../support/stack';

/**
 * Bootstrap admins (spec admin-and-content section 6) need a verified email, and one email never yields two admin profiles,
 * even when the first calls race. The caller chain (functions/src/http/caller.ts) is called directly with
 * the claims API Gateway's authorizer would pass, for users Cognito would never let us make at once.
 */
// An address of this file's own: other files on the same stack use the stack's bootstrap address. The chain
// runs in this process and reads its configuration on first use, after this line.
const email = `bootstrap-${randomUUID().slice(0, 8)}@test.example.com`;
process.env.BOOTSTRAP_ADMIN_EMAILS = email;

const eventOf = (sub: string, claims: Record<string, string>) =>
  ({
    requestContext: { authorizer: { jwt: { claims: { sub, 'cognito:groups': '[admin]', ...claims }, scopes: [] } } },
  }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

async function call(sub: string, claims: Record<string, string>) {
  const { authorize } = await import('../../functions/src/http/caller');
  return authorize('signedIn', eventOf(sub, claims)).then(
    (caller) => ({ ok: true as const, isAdmin: caller!.isAdmin }),
    (error: { statusCode?: number; code?: string }) => ({ ok: false as const, status: error.statusCode, code: error.code }),
  );
}
const adminProfilesWithEmail = async () => {
  const { listProfiles } = await import('../../functions/src/members/db/profiles');
  return (await listProfiles()).filter((p) => p.email?.toLowerCase() === email.toLowerCase() && p.role === 'admin');
};

describe('bootstrap admins', () => {
  it('the stack has a bootstrap address', () => expect(email).toMatch(/@/));

  it.each<Record<string, string>>([{}, { email_verified: 'false' }, { email_verified: 'False' }, { email_verified: '' }])(
    'an unverified email claim (%j) gets nothing',
    async (verified) => {
      const sub = randomUUID();
      const result = await call(sub, { email, ...verified });
      expect(result).toMatchObject({ ok: false, status: 403, code: 'PROFILE_NOT_FOUND' });
      const { getProfile } = await import('../../functions/src/members/db/profiles');
      expect(await getProfile(sub)).toBeUndefined();
      expect(await adminProfilesWithEmail()).toEqual([]);
    },
  );

  it('concurrent first calls of users with the same verified email yield one admin profile', async () => {
    const subs = Array.from({ length: 8 }, () => randomUUID());
    const results = await Promise.all(subs.map((sub) => call(sub, { email, email_verified: 'true' })));
    const admins = await adminProfilesWithEmail();
    expect(admins).toHaveLength(1);
    expect(results.filter((r) => r.ok && r.isAdmin)).toHaveLength(1);
    // Everyone else is refused as having no profile, never a server error.
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.status === 403)).toBe(true);
    // The winner's later calls still work; another user with the address still gets nothing.
    expect(await call(admins[0]!.id, { email, email_verified: 'true' })).toMatchObject({ ok: true, isAdmin: true });
    expect(await call(randomUUID(), { email: email.toUpperCase(), email_verified: 'true' })).toMatchObject({ ok: false, status: 403 });
    expect(await adminProfilesWithEmail()).toHaveLength(1);
  });

  it('two investor profiles with the address: at most one is promoted, even at once', async () => {
    const { createProfile, getProfile } = await import('../../functions/src/members/db/profiles');
    const subs = [randomUUID(), randomUUID()];
    for (const id of subs) await createProfile({ id, email, fullName: 'Same address', role: 'investor', accessStatus: 'approved' });
    await Promise.all(subs.map((sub) => call(sub, { email, email_verified: 'true' })));
    expect(await adminProfilesWithEmail()).toHaveLength(1);
    for (const id of subs) expect((await getProfile(id))?.role).toBe('investor');
  });
});

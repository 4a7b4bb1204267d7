import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, expect, it } from 'vitest';
import { api, cognito, createTestUser, signIn, stack, testPassword, type TestUser } from '../support/stack';

/**
 * Create Account sent several times at once (a double-click, two admins): exactly one request makes the
 * login and the profile (201), every other one answers 409, and nothing the 201 reported is undone.
 */

const ROUNDS = 20;
const PARALLEL = 4;

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

it(`${PARALLEL} parallel Create Account requests for one email, ${ROUNDS} rounds: one 201, the others 409, a working login and one profile`, async () => {
  const emails: string[] = [];
  const badRounds: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const email = `race-${round}-${randomUUID().slice(0, 8)}@test.example.com`;
    emails.push(email);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api<{ user?: { id: string }; message?: string }>('/users', { method: 'POST', token: admin.token, body: { email, fullName: 'Race Twin' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    const created = answers.find((answer) => answer.status === 201);
    const login = await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.config.userPoolId, Username: email })).catch(() => undefined);
    const sub = login?.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    const problems = [
      statuses.join(',') !== ['201', ...Array(PARALLEL - 1).fill('409')].join(',') ? `statuses ${statuses.join(',')}` : '',
      login ? '' : 'no login',
      created && sub !== created.body.user?.id ? `login ${sub} is not the reported user ${created.body.user?.id}` : '',
      ...answers
        .filter((answer) => answer.status === 409 && answer.body.message !== 'User already exists with this email address')
        .map((answer) => `409 saying ${answer.body.message}`),
    ].filter(Boolean);
    if (problems.length > 0) {
      badRounds.push(`round ${round}: ${problems.join('; ')}`);
      continue;
    }
    // The login works: with a password set it signs in and reaches its own profile.
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: stack.config.userPoolId, Username: email, Password: testPassword, Permanent: true }));
    const me = await api<{ profile: { id: string; email: string } }>('/me', { token: (await signIn(email, testPassword)).accessToken });
    if (me.status !== 200 || me.body.profile.id !== sub) badRounds.push(`round ${round}: /me answered ${me.status} ${JSON.stringify(me.body)}`);
  }

  const profiles = await api<{ items: { email: string | null }[] }>('/profiles', { token: admin.token });
  expect(profiles.status).toBe(200);
  const profileCounts = emails.map((email) => profiles.body.items.filter((profile) => profile.email === email).length);
  console.log(`create-user race: ${ROUNDS - badRounds.length} of ${ROUNDS} rounds right; profiles per email ${profileCounts.join(',')}`);
  expect(badRounds).toEqual([]);
  expect(
    profileCounts.every((count) => count === 1),
    profileCounts.join(','),
  ).toBe(true);
}, 240_000);

import { randomUUID } from 'node:crypto';
import { AdminDeleteUserAttributesCommand, AdminDeleteUserCommand, AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readOutbox } from '../../infra/local/outbox';
import { readWebhooks } from '../../infra/local/webhook-sink';
import { createCognitoUser } from '../../infra/local/builders/cognito-user';
import { api, cognito, createTestUser, demo, eventually, setWebhookStatus, signIn, stack, testPassword, userPool } from '../support/stack';

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.example.com`;
const registration = (email: string) => ({ fullName: 'Priya Shah', email, phone: '07700 900456', message: 'Interested in HMOs in Hull.' });
const getRegistration = async (email: string) => (await import('../../functions/src/sales/db/interest-registrations')).getInterestRegistration(email);
const emailsTo = async (to: string) => (await readOutbox(stack.outboxDir)).filter((m) => m.to === to);

describe('POST /interest-registrations', () => {
  it('stores the registration and posts {full_name, email, phone, message} to the lead webhook', async () => {
    const email = uniqueEmail('lead');
    const res = await api('/interest-registrations', { method: 'POST', body: registration(email) });
    expect(res.status).toBe(201);
    expect(await getRegistration(email)).toMatchObject({ email, fullName: 'Priya Shah', status: 'pending' });
    const posted = await eventually(
      async () => (await readWebhooks(stack.webhooksDir)).find((w) => (w.body as { email?: string }).email === email),
      'the lead webhook',
    );
    expect(posted.body).toEqual({ full_name: 'Priya Shah', email, phone: '07700 900456', message: 'Interested in HMOs in Hull.' });
  });

  it('keeps the registration when the webhook is down, and the visitor sees success', async () => {
    const email = uniqueEmail('lead-down');
    await setWebhookStatus(503, email);
    onTestFinished(() => setWebhookStatus(200, email));
    const res = await api('/interest-registrations', { method: 'POST', body: registration(email) });
    expect(res.status).toBe(201);
    await eventually(
      async () => (await readWebhooks(stack.webhooksDir)).find((w) => (w.body as { email?: string }).email === email && w.status === 503),
      'a failed webhook attempt',
    );
    expect(await getRegistration(email)).toMatchObject({ email });
  });

  it("answers a duplicate email with 409 'This email has already been registered.'", async () => {
    const email = uniqueEmail('dup');
    expect((await api('/interest-registrations', { method: 'POST', body: registration(email) })).status).toBe(201);
    const again = await api<{ message: string }>('/interest-registrations', { method: 'POST', body: { ...registration(email), email: email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This email has already been registered.');
  });

  it.each([
    ['malformed JSON', '{"fullName": "A"', /valid JSON/],
    ['missing fields', { email: 'someone@example.com' }, /fullName: .*phone: .*message: /],
    ['an invalid email', { ...registration('x'), email: 'not-an-email' }, /email: Enter a valid email address/],
    ['an over-long message', { ...registration('long@example.com'), message: 'x'.repeat(5001) }, /message: Message must be at most 5000 characters/],
  ])('rejects %s with 400 and stores nothing', async (_label, body, message) => {
    const res = await api<{ message: string }>('/interest-registrations', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await getRegistration('long@example.com')).toBeUndefined();
  });

  it('throttles one email after 5 attempts an hour with 429', async () => {
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api('/interest-registrations', { method: 'POST', body: registration(email) })).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('counts attempts either side of an hour boundary as one hour’s: 5 in the seconds around it, then no more', async () => {
    const { emailLimits } = await import('../../functions/src/http/throttle');
    const { takeAttempt } = await import('../../functions/src/db/throttle');
    const [limit] = emailLimits(uniqueEmail('boundary'));
    const boundary = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    const before = [];
    for (let i = 0; i < 3; i++) before.push(await takeAttempt(limit!, boundary - 2000));
    const after = [];
    for (let i = 0; i < 3; i++) after.push(await takeAttempt(limit!, boundary + 2000));
    expect([...before, ...after]).toEqual([true, true, true, true, true, false]);
    // Three quarters of an hour on, most of the earlier window has slid out of the last hour.
    expect(await takeAttempt(limit!, boundary + 2_700_000)).toBe(true);
  });
});

describe('POST /account-activation', () => {
  const answerFor = async (email: string) => api<{ message: string }>('/account-activation', { method: 'POST', body: { email } });

  it('sends an invited user who never set a password the invitation again, with a link', async () => {
    const email = uniqueEmail('invited');
    await createCognitoUser(userPool, { email });
    const res = await answerFor(email);
    expect(res.status).toBe(200);
    const [invitation] = await eventually(async () => ((await emailsTo(email)).length ? emailsTo(email) : undefined), 'the invitation');
    expect(invitation!.link).toMatch(new RegExp(`^${stack.config.apiUrl.replace(/:\d+$/, '')}:\\d+/password-reset-confirmation\\?flow=invite&`));
    expect(invitation!.link).toContain(`email=${encodeURIComponent(email)}`);
  });

  it('sends anyone else a password-setup link, and answers unknown emails the same way', async () => {
    const user = await createTestUser('investor', 'approved');
    const known = await answerFor(user.email);
    const unknown = await answerFor(uniqueEmail('nobody'));
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const [reset] = await eventually(async () => ((await emailsTo(user.email)).length ? emailsTo(user.email) : undefined), 'the reset email');
    expect(reset!.link).toMatch(/\/password-reset-confirmation\?flow=reset&email=[^#&]+#code=\d+$/);
  });

  it('rejects an invalid email with 400', async () => {
    expect((await answerFor('nope')).status).toBe(400);
  });
});

describe('admin user management', () => {
  it('creates an approved account that Cognito invites by email', async () => {
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    const email = uniqueEmail('new-investor');
    const res = await api<{ success: boolean; user: { id: string }; activationLink: string }>('/users', {
      method: 'POST',
      token: accessToken,
      body: { email, fullName: 'Nia New', phone: null, role: 'investor' },
    });
    expect(res.status).toBe(201);
    expect(res.body.activationLink).toMatch(/\/activate-account$/);
    const { getProfile } = await import('../../functions/src/members/db/profiles');
    expect(await getProfile(res.body.user.id)).toMatchObject({ email, role: 'investor', accessStatus: 'approved', isApproved: true });
    const [invitation] = await eventually(async () => ((await emailsTo(email)).length ? emailsTo(email) : undefined), 'the invitation');
    expect(invitation!.link).toContain('/password-reset-confirmation?flow=invite');

    const again = await api<{ message: string; details: { error: string } }>('/users', {
      method: 'POST',
      token: accessToken,
      body: { email, fullName: 'Nia New', role: 'investor' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'User already exists with this email address', code: 'USER_EXISTS' });
  });

  it('locks a revoked investor out at once, token or not, and restores access', async () => {
    const { accessToken: adminToken } = await signIn(demo.admin.email, demo.admin.password);
    const investor = await createTestUser('investor', 'approved');
    expect((await api('/me', { token: investor.token })).status).toBe(200);

    const revoked = await api(`/profiles/${investor.userId}/access`, { method: 'PUT', token: adminToken, body: { accessStatus: 'revoked' } });
    expect(revoked.status).toBe(200);
    const locked = await api<{ message: string; code: string }>('/me', { token: investor.token });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/revoked/);
    expect(locked.body.code).toBe('ACCESS_REVOKED');
    await expect(signIn(investor.email, investor.password)).rejects.toThrow();

    expect((await api(`/profiles/${investor.userId}/access`, { method: 'PUT', token: adminToken, body: { accessStatus: 'approved' } })).status).toBe(200);
    const { accessToken } = await signIn(investor.email, investor.password);
    expect((await api('/me', { token: accessToken })).status).toBe(200);
  });
});

describe('sign-in bookkeeping', () => {
  it('stamps last_login_at', async () => {
    const user = await createTestUser('investor', 'approved');
    const res = await api<{ profile: { lastLoginAt: string } }>('/me/sign-in', { method: 'POST', token: user.token });
    expect(res.status).toBe(200);
    expect(Date.now() - Date.parse(res.body.profile.lastLoginAt)).toBeLessThan(60_000);
    const { getProfile } = await import('../../functions/src/members/db/profiles');
    expect((await getProfile(user.userId))?.lastLoginAt).toBe(res.body.profile.lastLoginAt);
  });

  it("tells a user without a profile 'User profile not found. Please contact support.'", async () => {
    const email = uniqueEmail('no-profile');
    await createCognitoUser(userPool, { email, password: testPassword });
    const { idToken } = await signIn(email, testPassword);
    const res = await api<{ message: string; code: string }>('/me/sign-in', { method: 'POST', token: idToken });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('User profile not found. Please contact support.');
    expect(res.body.code).toBe('PROFILE_NOT_FOUND');
  });
});

describe('the fixed admin addresses (BOOTSTRAP_ADMIN_EMAILS): profile created or updated to an approved admin at sign-in', () => {
  // One address (the stack's BOOTSTRAP_ADMIN_EMAILS), so these steps run in order on the same Cognito user.
  const email = 'bootstrap.admin@example.com';
  const password = 'Test-Password-2026';
  const pool = () => stack.config.userPoolId;
  const signInAgain = async () => {
    const { idToken } = await signIn(email, password);
    return { idToken, res: await api<{ profile: { role: string; accessStatus: string }; code?: string }>('/me/sign-in', { method: 'POST', token: idToken }) };
  };
  // Unverified as a missing attribute: cognito-local writes any stored email_verified value, 'false' too, as true into the token.
  const setVerified = (verified: boolean) =>
    verified
      ? cognito.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: pool(),
            Username: email,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        )
      : cognito.send(new AdminDeleteUserAttributesCommand({ UserPoolId: pool(), Username: email, UserAttributeNames: ['email_verified'] }));
  const profiles = async () => import('../../functions/src/members/db/profiles');
  const profilesWithEmail = async () => (await (await profiles()).listProfiles()).filter((p) => p.email === email);
  const demoteToInvestor = async (userId: string) => {
    const { getProfile, updateProfile } = await profiles();
    const current = (await getProfile(userId))!;
    await updateProfile(userId, { role: 'investor' }, current.version);
  };
  let userId = '';

  it('creates nothing while the email is unverified', async () => {
    userId = await createCognitoUser(userPool, { email, password, group: 'admin' });
    const { res } = await signInAgain();
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PROFILE_NOT_FOUND');
    expect(await (await profiles()).getProfile(userId)).toBeUndefined();
  });

  it('gives a configured bootstrap admin an approved admin profile on first call with a verified email', async () => {
    await setVerified(true);
    const { idToken, res } = await signInAgain();
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ role: 'admin', accessStatus: 'approved' });
    expect((await api('/profiles', { token: idToken })).status).toBe(200);
  });

  it('updates an existing investor profile of the address to an approved admin', async () => {
    await demoteToInvestor(userId);
    const { res } = await signInAgain();
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ role: 'admin', accessStatus: 'approved' });
    expect(await (await profiles()).getProfile(userId)).toMatchObject({ role: 'admin', accessStatus: 'approved', isApproved: true });
  });

  it('leaves an investor profile investor while the email is unverified', async () => {
    await setVerified(false);
    await demoteToInvestor(userId);
    const { res } = await signInAgain();
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ role: 'investor' });
  });

  it('never creates a second admin profile for the address (a Cognito account made again)', async () => {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: pool(), Username: email }));
    const newUserId = await createCognitoUser(userPool, { email, password, verified: true, group: 'admin' });
    expect(newUserId).not.toBe(userId);
    const { res } = await signInAgain();
    expect(res.status).toBe(403);
    expect(await (await profiles()).getProfile(newUserId)).toBeUndefined();
    expect(await profilesWithEmail()).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/domain/audit';
import type { Profile } from '@shared/domain/profile';
import type { ProfileRow } from '@shared/views/profile-summary';
import type { RegistrationRow } from '@shared/contract/responses';
import { readOutbox } from '../../infra/local/outbox';
import { readWebhooks } from '../../infra/local/webhook-sink';
import { noInvestorFields } from '../../infra/local/builders/profile';
import { createCognitoUser } from '../../infra/local/builders/cognito-user';
import { api, cognito, createTestUser, eventually, setWebhookStatus, stack, userPool, type TestUser } from '../support/stack';

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.example.com`;
const cognitoUser = (email: string) => cognito.send(new AdminGetUserCommand({ UserPoolId: stack.config.userPoolId, Username: email })).catch(() => undefined);
/** cognito-local keys group membership by the Cognito username (a UUID for users our code invites). */
const groupsOf = async (email: string) => {
  const username = (await cognitoUser(email))?.Username ?? email;
  const { Groups: groups = [] } = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: stack.config.userPoolId, Username: username }));
  return groups.map((g) => g.GroupName);
};

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

const history = async (targetType: string, targetId: string) =>
  (await api<{ items: AuditEvent[] }>(`/audit/${targetType}/${encodeURIComponent(targetId)}`, { token: admin.token })).body.items;

async function register(label: string) {
  const email = uniqueEmail(label);
  const res = await api('/interest-registrations', {
    method: 'POST',
    body: { fullName: 'Rosa Diaz', email, phone: '07700 900321', message: 'Looking for HMOs.' },
  });
  expect(res.status).toBe(201);
  return email;
}

describe('interest registrations (admin)', () => {
  it('lists registrations newest first', async () => {
    const first = await register('older');
    const second = await register('newer');
    const res = await api<{ items: RegistrationRow[] }>('/interest-registrations', { token: admin.token });
    expect(res.status).toBe(200);
    const emails = res.body.items.map((r) => r.email);
    expect(emails.indexOf(second)).toBeLessThan(emails.indexOf(first));
    expect(res.body.items.find((r) => r.email === first)).toMatchObject({ status: 'pending', message: 'Looking for HMOs.', property: null });
  });

  it('moves a registration through every status an admin sets, each change audited', async () => {
    const email = await register('status');
    for (const status of ['approved', 'rejected', 'on_hold', 'pending']) {
      const res = await api<{ registration: RegistrationRow }>(`/interest-registrations/${encodeURIComponent(email)}/status`, {
        method: 'PUT',
        token: admin.token,
        body: { status },
      });
      expect(res.status).toBe(200);
      expect(res.body.registration.status).toBe(status);
    }
    const events = await history('registration', email);
    expect(events.map((e) => e.changes.status)).toEqual([
      { before: 'on_hold', after: 'pending' },
      { before: 'rejected', after: 'on_hold' },
      { before: 'approved', after: 'rejected' },
      { before: 'pending', after: 'approved' },
    ]);
    expect(events[0]).toMatchObject({ actorId: admin.userId, action: 'registration pending' });
  });

  it("answers 404 'Registration not found' for an unknown email, and 400 for an empty status", async () => {
    const missing = await api<{ message: string }>(`/interest-registrations/${encodeURIComponent(uniqueEmail('nobody'))}/status`, {
      method: 'PUT',
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Registration not found');
    const email = await register('empty-status');
    const empty = await api<{ message: string }>(`/interest-registrations/${encodeURIComponent(email)}/status`, {
      method: 'PUT',
      token: admin.token,
      body: { status: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Choose a status/);
    expect(await history('registration', email)).toEqual([]);
  });
});

describe('POST /users (create user)', () => {
  it('creates the account from a registration: invitation sent, group joined, approved profile, registration account_created, all audited', async () => {
    const email = await register('funnel');
    const res = await api<{ user: { id: string }; activationLink: string; message: string }>('/users', {
      method: 'POST',
      token: admin.token,
      body: { email, fullName: 'Rosa Diaz', phone: '07700 900321', role: 'investor', registrationEmail: email },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('User account created and approved successfully');
    expect(res.body.activationLink).toMatch(/\/activate-account$/);
    const { profile, invitation } = (await api<{ profile: Profile; invitation: string }>(`/profiles/${res.body.user.id}`, { token: admin.token })).body;
    expect(profile).toMatchObject({ email, fullName: 'Rosa Diaz', role: 'investor', accessStatus: 'approved', isApproved: true, welcomeEmailSent: false });
    expect(invitation).toBe('pending');
    expect(await groupsOf(email)).toEqual(['investor']);
    const invite = await eventually(async () => (await readOutbox(stack.outboxDir)).find((m) => m.to === email), 'the invitation email');
    // The invitation links straight to the portal's set-password screen for this email (docs/architecture.md section 4).
    expect(invite.link?.startsWith(`${stack.env.APP_ORIGIN}/`)).toBe(true);
    expect(decodeURIComponent(invite.link ?? '')).toContain(email);
    const registrations = (await api<{ items: RegistrationRow[] }>('/interest-registrations', { token: admin.token })).body.items;
    expect(registrations.find((r) => r.email === email)?.status).toBe('account_created');
    expect((await history('profile', res.body.user.id))[0]).toMatchObject({
      action: 'account created',
      changes: { accessStatus: { before: null, after: 'approved' } },
    });
    expect((await history('registration', email))[0]?.changes.status).toEqual({ before: 'pending', after: 'account_created' });
  });

  it('answers 409 USER_EXISTS for an email that already has an account', async () => {
    const res = await api<{ message: string; error?: string; details?: { error?: string } }>('/users', {
      method: 'POST',
      token: admin.token,
      body: { email: admin.email, fullName: 'Again' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('User already exists with this email address');
    expect(JSON.stringify(res.body)).toContain('USER_EXISTS');
  });

  it("refuses an email longer than Cognito's 128-character username with a clear 400, creating nothing", async () => {
    const email = `${'a'.repeat(64)}.${'b'.repeat(40)}@${'c'.repeat(20)}.example.com`;
    expect(email.length).toBeGreaterThan(128);
    const res = await api<{ message: string }>('/users', { method: 'POST', token: admin.token, body: { email, fullName: 'Long Email' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/at most 128 characters/);
    expect(await cognitoUser(email)).toBeUndefined();
  });

  it('repairs a Cognito user left without a profile instead of answering 409', async () => {
    const email = uniqueEmail('orphan');
    await createCognitoUser(userPool, { email });
    const res = await api<{ user: { id: string } }>('/users', { method: 'POST', token: admin.token, body: { email, fullName: 'Orphan Fixed', role: 'admin' } });
    expect(res.status).toBe(201);
    expect((await api<{ profile: Profile }>(`/profiles/${res.body.user.id}`, { token: admin.token })).body.profile).toMatchObject({
      email,
      role: 'admin',
      accessStatus: 'approved',
    });
    expect(await groupsOf(email)).toEqual(['admin']);
    // Done once; a second call is a real duplicate.
    expect((await api('/users', { method: 'POST', token: admin.token, body: { email, fullName: 'Again' } })).status).toBe(409);
  });

  it('answers 404 for a registration that does not exist, creating no login', async () => {
    const email = uniqueEmail('no-registration');
    const res = await api<{ message: string }>('/users', { method: 'POST', token: admin.token, body: { email, fullName: 'No Reg', registrationEmail: email } });
    expect(res.status).toBe(404);
    expect(await cognitoUser(email)).toBeUndefined();
  });
});

describe('members (admin)', () => {
  it('lists members with their invitation status', async () => {
    const member = await createTestUser('investor', 'approved');
    const res = await api<{ items: ProfileRow[] }>('/profiles', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.items.find((p) => p.id === member.userId)).toMatchObject({ email: member.email, invitation: 'accepted' });
  });

  it('edits phone and investment profile with the admin options; a stale save is a 409 that stores nothing', async () => {
    const member = await createTestUser('investor', 'approved');
    const { profile } = (await api<{ profile: Profile }>(`/profiles/${member.userId}`, { token: admin.token })).body;
    const edit = {
      expectedVersion: profile.version,
      phone: '07700 900999',
      cashToInvest: '£200k',
      exitStrategy: 'buy_to_let',
      purchaseStructure: 'mortgage',
      propertyTypeInterest: 'hmo',
      budget: '£250k',
      timeframeToBuy: '24_months',
      propertiesToSell: null,
      numberOfProperties: 3,
    };
    const saved = await api<{ profile: Profile }>(`/profiles/${member.userId}`, { method: 'PATCH', token: admin.token, body: edit });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ phone: '07700 900999', exitStrategy: 'buy_to_let', timeframeToBuy: '24_months', numberOfProperties: 3 });
    const stale = await api<{ message: string }>(`/profiles/${member.userId}`, { method: 'PATCH', token: admin.token, body: { ...edit, phone: '0000' } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This profile was changed by someone else. Reload it and try again.');
    expect((await api<{ profile: Profile }>(`/profiles/${member.userId}`, { token: admin.token })).body.profile.phone).toBe('07700 900999');
    const events = await history('profile', member.userId);
    expect(events).toHaveLength(1);
    expect(events[0]?.changes.phone).toEqual({ before: null, after: '07700 900999' });
    const invalid = await api<{ message: string }>(`/profiles/${member.userId}`, {
      method: 'PATCH',
      token: admin.token,
      body: { ...edit, expectedVersion: saved.body.profile.version, exitStrategy: 'moon' },
    });
    expect(invalid.status).toBe(400);
  });

  it('sends the welcome email through the lead webhook, field by field, and marks it sent', async () => {
    const member = await createTestUser('investor', 'approved');
    await api(`/profiles/${member.userId}`, {
      method: 'PATCH',
      token: admin.token,
      body: {
        expectedVersion: 1,
        phone: '07700 900111',
        ...noInvestorFields,
      },
    });
    const res = await api<{ profile: Profile }>(`/profiles/${member.userId}/welcome-email`, { method: 'POST', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.profile.welcomeEmailSent).toBe(true);
    expect(Date.parse(res.body.profile.welcomeEmailSentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const posted = (await readWebhooks(stack.webhooksDir)).find((w) => (w.body as { email?: string }).email === member.email);
    expect(posted?.body).toEqual({
      name: 'Test investor',
      email: member.email,
      phone: '07700 900111',
      message: '',
      activation_url: `${stack.env.APP_ORIGIN}/activate-account`,
    });
  });

  it("changes nothing when the webhook fails: 502 'Failed to send welcome email'", async () => {
    const member = await createTestUser('investor', 'approved');
    await setWebhookStatus(500, member.email);
    const res = await api<{ message: string }>(`/profiles/${member.userId}/welcome-email`, { method: 'POST', token: admin.token });
    await setWebhookStatus(200, member.email);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Failed to send welcome email');
    expect((await api<{ profile: Profile }>(`/profiles/${member.userId}`, { token: admin.token })).body.profile.welcomeEmailSent).toBe(false);
    expect(await history('profile', member.userId)).toEqual([]);
  });

  it('resends a pending invitation, and refuses once the member has set a password', async () => {
    const email = uniqueEmail('resend');
    const created = await api<{ user: { id: string } }>('/users', { method: 'POST', token: admin.token, body: { email, fullName: 'Resend Me' } });
    await eventually(async () => (await readOutbox(stack.outboxDir)).find((m) => m.to === email), 'the first invitation');
    const res = await api<{ message: string }>(`/profiles/${created.body.user.id}/invitation`, { method: 'POST', token: admin.token });
    expect(res.status).toBe(200);
    await eventually(async () => ((await readOutbox(stack.outboxDir)).filter((m) => m.to === email).length >= 2 ? true : undefined), 'the second invitation');
    expect((await history('profile', created.body.user.id))[0]?.action).toBe('invitation resent');

    const confirmed = await createTestUser('investor', 'approved');
    expect((await api(`/profiles/${confirmed.userId}/invitation`, { method: 'POST', token: admin.token })).status).toBe(409);
  });
});

describe('access changes', () => {
  it('approves a pending member, rejects, revokes and restores, each audited, Cognito following', async () => {
    const member = await createTestUser('investor', 'pending');
    const set = (accessStatus: string) =>
      api<{ profile: Profile }>(`/profiles/${member.userId}/access`, { method: 'PUT', token: admin.token, body: { accessStatus } });
    expect((await set('approved')).body.profile).toMatchObject({ accessStatus: 'approved', isApproved: true });
    expect((await set('rejected')).body.profile).toMatchObject({ accessStatus: 'rejected', isApproved: false });
    expect((await cognitoUser(member.email))?.Enabled).toBe(false);
    expect((await set('approved')).body.profile.accessStatus).toBe('approved');
    expect((await cognitoUser(member.email))?.Enabled).toBe(true);
    expect((await set('revoked')).body.profile.accessStatus).toBe('revoked');
    expect((await api('/me', { token: member.token })).status).toBe(403);
    expect((await history('profile', member.userId)).map((e) => e.action)).toEqual(['access revoked', 'access approved', 'access rejected', 'access approved']);
  });

  it('two admins removing each other at the same moment: one change holds, and the admin who made it stays approved', async () => {
    const pairs = await Promise.all([0, 1, 2].map(() => Promise.all([createTestUser('admin', 'approved'), createTestUser('admin', 'approved')])));
    const revoke = (by: TestUser, target: TestUser) =>
      api(`/profiles/${target.userId}/access`, { method: 'PUT', token: by.token, body: { accessStatus: 'revoked' } });
    const accessOf = async (user: TestUser) => (await api<{ profile: Profile }>(`/profiles/${user.userId}`, { token: admin.token })).body.profile.accessStatus;
    await Promise.all(
      pairs.map(async ([a, b]) => {
        const [ab, ba] = await Promise.all([revoke(a, b), revoke(b, a)]);
        // The other request is refused: by the profile check (403) or, when both got past it, by the transaction (409).
        expect([ab.status, ba.status].filter((status) => status === 200)).toHaveLength(1);
        expect([ab.status, ba.status].every((status) => [200, 403, 409].includes(status))).toBe(true);
        const winner = ab.status === 200 ? a : b;
        const loser = winner === a ? b : a;
        expect(await accessOf(winner)).toBe('approved');
        expect(await accessOf(loser)).toBe('revoked');
      }),
    );
  });

  it('an access change made while the acting admin was removed is not stored', async () => {
    const [acting, target] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
    const { getProfile, updateProfile } = await import('../../functions/src/members/db/profiles');
    const before = (await getProfile(target.userId))!;
    await api(`/profiles/${acting.userId}/access`, { method: 'PUT', token: admin.token, body: { accessStatus: 'revoked' } });
    await expect(
      updateProfile(target.userId, { accessStatus: 'revoked', isApproved: false }, before.version, undefined, { whileApprovedAdmin: acting.userId }),
    ).rejects.toThrow();
    expect((await getProfile(target.userId))?.accessStatus).toBe('approved');
  });

  it('refuses pending as a target and an admin changing their own access, auditing nothing', async () => {
    expect((await api(`/profiles/${admin.userId}/access`, { method: 'PUT', token: admin.token, body: { accessStatus: 'pending' } })).status).toBe(400);
    const own = await api<{ message: string }>(`/profiles/${admin.userId}/access`, { method: 'PUT', token: admin.token, body: { accessStatus: 'revoked' } });
    expect({ status: own.status, message: own.body.message }).toEqual({ status: 403, message: 'You cannot change your own access.' });
    expect(await history('profile', admin.userId)).toEqual([]);
  });
});

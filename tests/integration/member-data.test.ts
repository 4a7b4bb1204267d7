import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/domain/audit';
import type { Property } from '@shared/domain/property';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { ERASED_MEMBER, ERASED_VALUE } from '@shared/rules/erasure';
import { defaultFilters } from '@shared/rules/property-filters';
import { expiresAfterMonths } from '@shared/rules/retention';
import { isListable } from '@shared/rules/visibility';
import type { MemberDataExport } from '@shared/views/member-export';
import { readWebhooks } from '../../infra/local/webhook-sink';
import { api, createTestAccount, createTestUser, eventually, signIn, stack, testPassword, whileEmulatorDown, type TestUser } from '../support/stack';
import { adminRequirementsChange, memberExportSections, memberRequirements } from '../support/member-data';
import { findScans } from '../support/no-scan';
import { commandsDuring } from '../support/command-count';

/**
 * Members' data rights (UK GDPR): the export holds every section of the member's data and nobody else's; an
 * erasure leaves no item under any of the member's key prefixes (each proved by a Query), deletes the login, keeps
 * the audit events under a one-way reference as 'Erased member', tells the lead webhook, and finishes on a retry.
 */
let admin: TestUser;
let listing: Property;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
  const { listAllProperties } = await import('../../functions/src/db/properties');
  listing = (await listAllProperties()).find(isListable)!;
  expect(listing).toBeDefined();
});

const db = async () => ({
  ...(await import('../../functions/src/db/member-data')),
  ...(await import('../../functions/src/db/member-erasure')),
  ...(await import('../../functions/src/db/document-access')),
  ...(await import('../../functions/src/db/interest-registrations')),
});

/** A member with data in every section: requirements, a favourite, a request, a saved search, a scenario, a registration, audit events, a document open. */
async function memberWithData(name: string): Promise<TestUser & { fullName: string; phone: string }> {
  const email = `gdpr-${randomUUID().slice(0, 8)}@test.example.com`;
  const fullName = `${name} Example`;
  const phone = '07700 900456';
  const { createInterestRegistration, recordDocumentAccess } = await db();
  await createInterestRegistration({ fullName, email, phone, message: 'Looking for buy-to-let in Hull', propertyId: listing.id });
  const { userId } = await createTestAccount('investor', 'approved', { email, fullName, phone });
  const { accessToken: token } = await signIn(email, testPassword);
  const steps = [
    await api('/me/requirements', { method: 'PUT', token, body: memberRequirements }),
    await api(`/me/favourites/${listing.id}`, { method: 'PUT', token }),
    await api(`/me/property-requests/${listing.id}`, { method: 'PUT', token }),
    await api('/me/saved-searches', { method: 'POST', token, body: { name: 'Hull terraces', filters: { ...defaultFilters, search: 'hull' } } }),
    await api('/me/deal-scenarios', {
      method: 'POST',
      token,
      body: { propertyId: listing.id, name: 'Cash offer', inputs: defaultDealInputs({ price: 100_000, monthlyRent: 700 }) },
    }),
    await api(`/interest-registrations/${encodeURIComponent(email)}/status`, { method: 'PUT', token: admin.token, body: { status: 'Called back' } }),
  ];
  for (const res of steps) expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const { profile } = (await api(`/profiles/${userId}`, { token: admin.token })).body;
  expect(
    (
      await api(`/profiles/${userId}`, {
        method: 'PATCH',
        token: admin.token,
        body: { ...memberRequirements, ...adminRequirementsChange, phone, expectedVersion: profile.version },
      })
    ).status,
  ).toBe(200);
  await recordDocumentAccess({
    subjectType: 'property',
    subjectId: listing.id,
    subjectTitle: listing.title,
    document: 'epcDocument',
    documentLabel: 'EPC Certificate',
    userId,
    userName: fullName,
    userEmail: email,
  });
  return { email, password: testPassword, userId, token, fullName, phone };
}

/** The items left under each of the member's key prefixes: one Query each. */
async function itemsLeft(userId: string, email: string): Promise<Record<string, number>> {
  const { itemsUnder, memberKeyPrefixes } = await db();
  const prefixes = memberKeyPrefixes(userId, email);
  return Object.fromEntries(await Promise.all(prefixes.map(async (prefix) => [prefix.name, (await itemsUnder(prefix)).length] as const)));
}

const erasureNotices = async (email: string) =>
  (await readWebhooks(stack.webhooksDir)).filter(
    (w) => (w.body as { event?: string; email?: string }).event === 'erasure' && (w.body as { email?: string }).email === email,
  );

describe('export', () => {
  let member: Awaited<ReturnType<typeof memberWithData>>;
  let other: Awaited<ReturnType<typeof memberWithData>>;
  beforeAll(async () => {
    [member, other] = await Promise.all([memberWithData('Ada'), memberWithData('Bea')]);
  });

  it('holds every section of the member’s data, field by field, read by Query only', async () => {
    const commands = await commandsDuring(() => api<MemberDataExport>('/me/export', { token: member.token }));
    const res = commands.result;
    expect(res.status).toBe(200);
    expect(findScans(commands.commands)).toEqual([]);
    const data = res.body;
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['exportedAt', ...memberExportSections]));
    expect(data.profile).toMatchObject({
      id: member.userId,
      email: member.email,
      fullName: member.fullName,
      phone: member.phone,
      role: 'investor',
      accessStatus: 'approved',
    });
    expect(data.profile).not.toHaveProperty('version');
    expect(data.requirements).toEqual({ ...memberRequirements, ...adminRequirementsChange });
    expect(data.favourites).toEqual([{ propertyId: listing.id, createdAt: expect.any(String) }]);
    expect(data.propertyRequests).toEqual([{ id: expect.any(String), propertyId: listing.id, status: 'pending', createdAt: expect.any(String) }]);
    expect(data.savedSearches).toEqual([
      { id: expect.any(String), name: 'Hull terraces', createdAt: expect.any(String), filters: { ...defaultFilters, search: 'hull' } },
    ]);
    expect(data.dealScenarios).toEqual([
      {
        id: expect.any(String),
        propertyId: listing.id,
        name: 'Cash offer',
        createdAt: expect.any(String),
        inputs: defaultDealInputs({ price: 100_000, monthlyRent: 700 }),
      },
    ]);
    expect(data.interestRegistrations).toEqual([
      {
        id: expect.any(String),
        fullName: member.fullName,
        email: member.email,
        phone: member.phone,
        message: 'Looking for buy-to-let in Hull',
        propertyId: listing.id,
        status: 'Called back',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.auditEvents.map((e) => [e.action, e.by])).toEqual(
      expect.arrayContaining([
        [expect.any(String), 'an admin'],
        ['profile updated', 'an admin'],
      ]),
    );
    expect(data.auditEvents.find((e) => e.changes.exitStrategy)?.changes.exitStrategy).toEqual({ before: null, after: adminRequirementsChange.exitStrategy });
    expect(data.auditEvents.find((e) => e.changes.status)?.changes.status).toEqual({ before: 'pending', after: 'Called back' });
    expect(data.documentOpens).toEqual([
      { at: expect.any(String), subjectType: 'property', subjectId: listing.id, subjectTitle: listing.title, document: 'EPC Certificate' },
    ]);
    expect(data.items).toEqual({});
  });

  it('keeps the registration and the document open under TTL: 24 months from their last change', async () => {
    const { itemsUnder, memberKeyPrefixes } = await db();
    const prefixes = memberKeyPrefixes(member.userId, member.email);
    const [registration] = await itemsUnder(prefixes.find((p) => p.name === 'interest registration')!);
    const [open] = await itemsUnder(prefixes.find((p) => p.name === 'document opens')!);
    const in24Months = expiresAfterMonths(new Date().toISOString(), 24);
    expect(Math.abs(Number(registration!.expires_at) - in24Months)).toBeLessThan(300);
    expect(Math.abs(Number(open!.expires_at) - in24Months)).toBeLessThan(300);
  });

  it('never contains another member’s data, nor the admin who acted', async () => {
    const text = JSON.stringify((await api('/me/export', { token: member.token })).body);
    for (const value of [other.userId, other.email, other.fullName, admin.email, admin.userId]) expect(text).not.toContain(value);
  });

  it('is the same for an admin from the details dialog; a member exports only themselves', async () => {
    const mine = (await api<MemberDataExport>('/me/export', { token: member.token })).body;
    const byAdmin = await api<MemberDataExport>(`/profiles/${member.userId}/export`, { token: admin.token });
    expect(byAdmin.status).toBe(200);
    expect({ ...byAdmin.body, exportedAt: null }).toEqual({ ...mine, exportedAt: null });
    expect((await api(`/profiles/${other.userId}/export`, { token: member.token })).status).toBe(403);
    expect((await api(`/profiles/${randomUUID()}/export`, { token: admin.token })).status).toBe(404);
  });
});

describe('erasure', () => {
  it('asks for the password again: a wrong one erases nothing', async () => {
    const member = await createTestUser('investor', 'approved');
    const res = await api<{ message: string }>('/me', { method: 'DELETE', token: member.token, body: { password: 'not-my-password' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/password/i);
    expect((await api('/me', { token: member.token })).status).toBe(200);
    expect((await api('/me', { method: 'DELETE', token: member.token, body: {} })).status).toBe(400);
  });

  it('removes every item under every key prefix and the login, keeps the audit events anonymised, and tells the lead webhook', async () => {
    const member = await memberWithData('Cy');
    const before = await itemsLeft(member.userId, member.email);
    for (const name of [
      'partition',
      'profile',
      'document opens',
      'interest registration',
      'account email',
      'audit events about the profile',
      'audit events about the registration',
    ])
      if (name !== 'account email') expect(before[name], name).toBeGreaterThan(0);
    const { erasureReference } = await db();
    const reference = erasureReference(member.userId);

    const res = await api('/me', { method: 'DELETE', token: member.token, body: { password: member.password } });
    expect(res.status, JSON.stringify(res.body)).toBe(204);

    expect(
      Object.values(await itemsLeft(member.userId, member.email)).every((n) => n === 0),
      JSON.stringify(await itemsLeft(member.userId, member.email)),
    ).toBe(true);
    await expect(signIn(member.email, member.password)).rejects.toThrow();
    expect((await api('/me', { token: member.token })).status).toBe(403);

    const history = (await api<{ items: AuditEvent[] }>(`/audit/profile/${reference}`, { token: admin.token })).body.items;
    expect(history.map((e) => e.action)).toEqual(expect.arrayContaining(['account erased by the member', 'profile updated']));
    const text = JSON.stringify(history);
    for (const value of [member.email, member.fullName, member.phone, member.userId, memberRequirements.budget]) expect(text).not.toContain(value);
    expect(history.find((e) => e.action === 'account erased by the member')).toMatchObject({
      actorId: reference,
      actorName: ERASED_MEMBER,
      actorEmail: ERASED_MEMBER,
    });
    expect(history.find((e) => e.action === 'profile updated')?.changes.exitStrategy).toEqual({ before: null, after: ERASED_VALUE });
    expect(history.find((e) => e.action === 'account erased by the member')?.changes).toEqual({
      accessStatus: { before: 'approved', after: null },
      role: { before: 'investor', after: null },
    });
    const registrationHistory = (await api<{ items: AuditEvent[] }>(`/audit/registration/${reference}`, { token: admin.token })).body.items;
    expect(registrationHistory.find((e) => e.changes.status)?.changes.status).toEqual({ before: 'pending', after: 'Called back' });

    const [notice] = await eventually(
      async () => ((await erasureNotices(member.email)).length ? erasureNotices(member.email) : undefined),
      'the erasure notice',
    );
    expect(notice!.body).toMatchObject({ event: 'erasure', email: member.email, reference });
    await expect((await db()).getMemberErasure(member.userId)).resolves.toBeUndefined();
  });

  it('an admin erases a member; events the erased admin made name "Erased member"; a second DELETE is a 404', async () => {
    const member = await memberWithData('Di');
    const otherAdmin = await createTestUser('admin', 'approved');
    const target = await createTestUser('investor', 'pending');
    const approve = await api(`/profiles/${target.userId}/access`, { method: 'PUT', token: otherAdmin.token, body: { accessStatus: 'approved' } });
    expect(approve.status).toBe(200);

    expect((await api(`/profiles/${member.userId}`, { method: 'DELETE', token: member.token })).status).toBe(403);
    expect((await api(`/profiles/${member.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(Object.values(await itemsLeft(member.userId, member.email)).every((n) => n === 0)).toBe(true);
    await expect(signIn(member.email, member.password)).rejects.toThrow();
    expect((await api(`/profiles/${member.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
    await eventually(async () => ((await erasureNotices(member.email)).length ? true : undefined), 'the erasure notice');

    const { erasureReference } = await db();
    expect((await api(`/profiles/${otherAdmin.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    const targetHistory = (await api<{ items: AuditEvent[] }>(`/audit/profile/${target.userId}`, { token: admin.token })).body.items;
    expect(targetHistory.find((e) => e.action === 'access approved')).toMatchObject({
      actorId: erasureReference(otherAdmin.userId),
      actorName: ERASED_MEMBER,
      actorEmail: ERASED_MEMBER,
    });
  });

  it('a retried erasure finishes: Cognito down halfway is a 503, the retry (profile still there or already gone) ends with nothing left', async () => {
    const member = await memberWithData('Ed');
    const failed = await whileEmulatorDown('cognito', () => api(`/profiles/${member.userId}`, { method: 'DELETE', token: admin.token }));
    expect(failed.status).toBe(503);
    const { getMemberErasure } = await db();
    expect(await getMemberErasure(member.userId)).toMatchObject({ email: member.email });
    const halfway = await itemsLeft(member.userId, member.email);
    expect(halfway.partition).toBe(0);
    expect(halfway.profile).toBe(1);

    expect((await api(`/profiles/${member.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(Object.values(await itemsLeft(member.userId, member.email)).every((n) => n === 0)).toBe(true);
    await expect(signIn(member.email, member.password)).rejects.toThrow();
    expect(await getMemberErasure(member.userId)).toBeUndefined();

    // Failed after the profile went: only the marker is left to find it by, and the retry still finishes.
    const second = await memberWithData('Flo');
    const { startMemberErasure } = await db();
    const { getProfile } = await import('../../functions/src/db/profiles');
    await startMemberErasure((await getProfile(second.userId))!, { id: admin.userId, email: admin.email, name: 'Test admin' }, { byAdmin: true });
    const { profileEntity } = await import('../../functions/src/db/entities/profile');
    await profileEntity.delete({ id: second.userId }).go();
    expect((await api(`/profiles/${second.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(Object.values(await itemsLeft(second.userId, second.email)).every((n) => n === 0)).toBe(true);
    await expect(signIn(second.email, second.password)).rejects.toThrow();
    await eventually(async () => ((await erasureNotices(second.email)).length ? true : undefined), 'the erasure notice');
  });

  it('the last approved admin cannot be erased, by themselves or by anyone', async () => {
    const { getProfile, listProfiles, updateProfile } = await import('../../functions/src/db/profiles');
    const { accessChange } = await import('@shared/rules/access');
    const setAccess = async (id: string, accessStatus: 'approved' | 'revoked') =>
      updateProfile(id, accessChange(accessStatus), (await getProfile(id))!.version);
    // Leave exactly one approved admin: the others are revoked for this test, and approved again after it.
    const others = (await listProfiles('approved')).filter((p) => p.role === 'admin' && p.id !== admin.userId);
    for (const p of others) await setAccess(p.id, 'revoked');
    try {
      const res = await api<{ message: string }>('/me', { method: 'DELETE', token: admin.token, body: { password: admin.password } });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/last approved admin/);
      expect((await api('/me', { token: admin.token })).status).toBe(200);
      await expect(signIn(admin.email, admin.password)).resolves.toBeDefined();
    } finally {
      for (const p of others) await setAccess(p.id, 'approved');
    }
  });
});

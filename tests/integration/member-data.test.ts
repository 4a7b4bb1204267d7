import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/domain/audit';
import type { Property } from '@shared/domain/property';
import type { Reservation } from '@shared/domain/reservation';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { ERASED_MEMBER, ERASED_VALUE } from '@shared/rules/erasure';
import { defaultFilters } from '@shared/rules/property-filters';
import { dealRecordsKeptUntil, expiresAfterMonths } from '@shared/rules/retention';
import { isListable } from '@shared/rules/visibility';
import type { DealDetail, MyDeal } from '@shared/views/deal';
import type { MemberDataExport } from '@shared/views/member-export';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { readWebhooks } from '../../infra/local/webhook-sink';
import { patch } from '../support/alert-emails';
import {
  api,
  createTestAccount,
  createTestProperty,
  createTestUser,
  eventually,
  s3,
  signIn,
  stack,
  testPassword,
  whileEmulatorDown,
  type TestUser,
} from '../support/stack';
import { adminRequirementsChange, memberExportSections, memberRequirements } from '../support/member-data';
import { findScans } from '../support/no-scan';
import { commandsDuring } from '../support/command-count';
import { acceptedDeal, dealWithTrail } from '../support/deal-steps';
import { clearChecks } from '../support/reservation-steps';

/**
 * Members' data rights (UK GDPR): the export holds every section of the member's data and nobody else's; an
 * erasure leaves no item under any of the member's key prefixes (each proved by a Query), deletes the login, keeps
 * the audit events under a one-way reference as 'Erased member', tells the lead webhook, and finishes on a retry. It
 * keeps the member's deals with every item of their trails and their files, and an open deal stays open, the erasure
 * on its trail for the admins.
 */
let admin: TestUser;
let listing: Property;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
  const { listAllProperties } = await import('../../functions/src/catalogue/db/properties');
  listing = (await listAllProperties()).find(isListable)!;
  expect(listing).toBeDefined();
});

const db = async () => ({
  ...(await import('../../functions/src/members/db/member-data')),
  ...(await import('../../functions/src/members/db/member-erasure')),
  ...(await import('../../functions/src/catalogue/db/document-access')),
  ...(await import('../../functions/src/sales/db/interest-registrations')),
  ...(await import('../../functions/src/sales/db/reservations')),
  ...(await import('../../functions/src/sales/db/deals')),
  ...(await import('../../functions/src/sales/db/deal-documents')),
});

const publishedListing = async (title: string) => patch(admin, await createTestProperty(admin.token, title), { isPublished: true });

/**
 * The member's reservation data: a hold of a listing of their own, its agreement signed (as the agreement module records
 * it), and a place on the waiting list of a listing another investor holds.
 */
async function reserving(member: TestUser): Promise<{ held: Reservation; waitingFor: Property }> {
  const [reserved, waitingFor, holder] = await Promise.all([
    publishedListing('GDPR Held Terrace'),
    publishedListing('GDPR Waited Terrace'),
    createTestUser('investor', 'approved'),
  ]);
  const hold = await api<{ reservation: Reservation }>(`/properties/${reserved.id}/reservations`, { method: 'POST', token: member.token });
  expect(hold.status, JSON.stringify(hold.body)).toBe(201);
  expect((await api(`/properties/${waitingFor.id}/reservations`, { method: 'POST', token: holder.token })).status).toBe(201);
  expect((await api(`/properties/${waitingFor.id}/waiting-list`, { method: 'POST', token: member.token })).status).toBe(201);
  const { getReservation, updateReservation } = await db();
  const current = (await getReservation(hold.body.reservation.id))!;
  const held = await updateReservation(
    current.id,
    { agreement: { status: 'signed', signedAt: new Date().toISOString(), sha256: 'a'.repeat(64), signedName: 'Ada Example', ipAddress: '203.0.113.7' } },
    current.version,
    { audit: { actor: { id: 'test', email: null, name: 'Test' }, action: 'test: agreement signed' } },
  );
  return { held, waitingFor };
}

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

/** The member erases their own account (DELETE /me): 204, and no item of theirs is left in the table. */
async function eraseOwnAccountLeavingNothing(member: TestUser): Promise<void> {
  const res = await api('/me', { method: 'DELETE', token: member.token, body: { password: member.password } });
  expect(res.status, JSON.stringify(res.body)).toBe(204);
  const left = await itemsLeft(member.userId, member.email);
  expect(
    Object.values(left).every((n) => n === 0),
    JSON.stringify(left),
  ).toBe(true);
}
describe('export', () => {
  let member: Awaited<ReturnType<typeof memberWithData>>;
  let other: Awaited<ReturnType<typeof memberWithData>>;
  let reservations: Awaited<ReturnType<typeof reserving>>;
  let deal: Awaited<ReturnType<typeof dealWithTrail>>;
  let othersDeal: Awaited<ReturnType<typeof dealWithTrail>>;
  beforeAll(async () => {
    [member, other] = await Promise.all([memberWithData('Ada'), memberWithData('Bea')]);
    reservations = await reserving(member);
    await Promise.all([clearChecks(member, admin, 'mortgage'), clearChecks(other, admin, 'mortgage')]);
    [deal, othersDeal] = await Promise.all([dealWithTrail(admin, member, 'GDPR Deal Terrace'), dealWithTrail(admin, other, 'GDPR Other Deal Terrace')]);
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
    const { held, waitingFor } = reservations;
    expect(data.reservations.map((r) => r.id).sort()).toEqual([held.id, deal.dealId].sort());
    expect(data.reservations.find((r) => r.id === held.id)).toEqual({
      id: held.id,
      propertyId: held.propertyId,
      status: 'held',
      createdAt: held.createdAt,
      updatedAt: held.updatedAt,
      heldUntil: held.heldUntil,
      pricePence: held.pricePence,
      feeTerms: held.feeTerms,
      reservationFeePence: held.reservationFeePence,
      agreement: held.agreement,
    });
    expect(data.reservations.find((r) => r.id === held.id)!.agreement).toMatchObject({ status: 'signed', signedName: 'Ada Example', ipAddress: '203.0.113.7' });
    expect(data.waitingList).toEqual([{ propertyId: waitingFor.id, joinedAt: expect.any(String) }]);
    expect(data.items).toEqual({});
  });

  it('holds the member’s deal with its trail, both sides of its messages and its documents, the sourcer never named', async () => {
    const data = (await api<MemberDataExport>('/me/export', { token: member.token })).body;
    const mine = (await api<{ deal: MyDeal }>(`/me/deals/${deal.dealId}`, { token: member.token })).body.deal;
    const { listDealMessages } = await import('../../functions/src/sales/db/deal-messages');
    const [question, reply] = await listDealMessages(deal.dealId);
    expect(data.deals).toEqual([
      {
        id: deal.dealId,
        propertyId: mine.propertyId,
        status: 'open',
        financing: 'mortgage',
        acceptedAt: mine.acceptedAt,
        pricePence: mine.pricePence,
        stages: expect.arrayContaining([expect.objectContaining({ key: 'memorandumOfSale', targetDate: mine.stages[0]!.targetDate })]),
        buyerSolicitor: deal.solicitor,
        completedAt: null,
        fallThrough: null,
        keptAtLeastUntil: null,
        trail: [
          { at: expect.any(String), kind: 'solicitorSet', by: 'you', text: expect.stringContaining(deal.solicitor.firm) },
          { at: expect.any(String), kind: 'note', by: 'the sourcer', text: deal.note },
        ],
        messages: [
          { at: question!.at, from: 'you', text: deal.question },
          { at: reply!.at, from: 'the sourcer', text: deal.reply },
        ],
        messagesReadUpTo: reply!.at,
        documents: [{ at: expect.any(String), kind: 'mortgageOffer', fileName: deal.fileName, by: 'you' }],
      },
    ]);
    expect(data.deals[0]!.stages).toHaveLength(mine.stages.length);
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
    for (const value of [other.userId, other.email, other.fullName, admin.email, admin.userId, othersDeal.dealId, othersDeal.question, othersDeal.fileName])
      expect(text).not.toContain(value);
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
    const { held } = await reserving(member);
    const next = await createTestUser('investor', 'approved');
    expect((await api(`/properties/${held.propertyId}/waiting-list`, { method: 'POST', token: next.token })).status).toBe(201);
    const before = await itemsLeft(member.userId, member.email);
    for (const name of [
      'partition',
      'profile',
      'document opens',
      'waiting-list places',
      'interest registration',
      'account email',
      'audit events about the profile',
      'audit events about the registration',
    ])
      if (name !== 'account email') expect(before[name], name).toBeGreaterThan(0);
    const { erasureReference } = await db();
    const reference = erasureReference(member.userId);

    await eraseOwnAccountLeavingNothing(member);
    await expect(signIn(member.email, member.password)).rejects.toThrow();
    expect((await api('/me', { token: member.token })).status).toBe(403);

    // The reservation and its signature record are kept (contract and VAT records); the open hold is cancelled and the
    // listing offered to the next on its waiting list, as a cancellation would.
    const { getReservation, getReservationLock, keptOnErasurePrefixes } = await db();
    const cancelled = await eventually(async () => {
      const kept = await getReservation(held.id);
      return kept?.status === 'cancelled' ? kept : undefined;
    }, 'the erased member’s hold cancelled');
    expect(cancelled).toMatchObject({ investorId: member.userId, agreement: held.agreement, cancellation: { by: 'erasure' } });
    const lock = await getReservationLock(held.propertyId);
    expect((await getReservation(lock!.reservationId))?.investorId).toBe(next.userId);
    const { itemsUnder } = await db();
    expect(await itemsUnder(keptOnErasurePrefixes(member.userId).find((p) => p.name === 'reservations')!)).toHaveLength(1);

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

  it('keeps the member’s deals with every item of their trails and their files; an open deal stays open, the erasure on its trail', async () => {
    const member = await createTestUser('investor', 'approved');
    await clearChecks(member, admin, 'mortgage');
    const open = await dealWithTrail(admin, member, 'GDPR Erased Open Deal Terrace');
    const ended = await acceptedDeal(admin, member, 'GDPR Erased Ended Deal Terrace');
    const detail = (id: string) => api<DealDetail>(`/deals/${id}`, { token: admin.token });
    const fell = await api(`/deals/${ended.dealId}/fall-through`, {
      method: 'POST',
      token: admin.token,
      body: { reason: 'mortgage', feeDecision: 'keep', expectedVersion: (await detail(ended.dealId)).body.deal.version },
    });
    expect(fell.status, JSON.stringify(fell.body)).toBe(200);

    // Before the erasure, the member's copy says how long the ended deal's records are kept at least.
    const exported = (await api<MemberDataExport>('/me/export', { token: member.token })).body.deals.find((d) => d.id === ended.dealId)!;
    expect(exported.fallThrough).toMatchObject({ reason: 'mortgage', feeDecision: 'keep' });
    expect(exported.keptAtLeastUntil).toBe(dealRecordsKeptUntil(exported.fallThrough!.at));

    const { dealPartition, entityOf, itemsUnder, keptOnErasurePrefixes, listDealDocuments, listDealEntries } = await db();
    const keys = (items: Record<string, unknown>[]) => items.map((item) => `${String(item.pk)} ${String(item.sk)}`).sort();
    const [openBefore, endedBefore] = await Promise.all([itemsUnder(dealPartition(open.dealId)), itemsUnder(dealPartition(ended.dealId))]);
    const [upload] = await listDealDocuments(open.dealId);

    await eraseOwnAccountLeavingNothing(member);

    // The open deal's trail says the account was erased (the erasure's job, queued), once; the ended deal's does not.
    const { INVESTOR_ERASED, recordErasureOnOpenDeals } = await import('../../functions/src/sales/deals/on-erasure');
    const told = await eventually(async () => {
      const entries = await listDealEntries(open.dealId);
      return entries.some((e) => e.kind === 'investorErased') ? entries : undefined;
    }, 'the erasure on the open deal’s trail');
    expect(told.filter((e) => e.kind === 'investorErased')).toEqual([expect.objectContaining({ text: INVESTOR_ERASED })]);
    expect(await recordErasureOnOpenDeals(member.userId)).toBe(0);
    expect((await listDealEntries(ended.dealId)).map((e) => e.kind)).not.toContain('investorErased');

    // Every item of both deals' partitions is kept (the open one's with that entry added), and so is the upload's file.
    expect(await itemsUnder(keptOnErasurePrefixes(member.userId).find((p) => p.name === 'deals')!)).toHaveLength(2);
    const [openAfter, endedAfter] = await Promise.all([itemsUnder(dealPartition(open.dealId)), itemsUnder(dealPartition(ended.dealId))]);
    expect(keys(openAfter)).toEqual(expect.arrayContaining(keys(openBefore)));
    expect(openAfter).toHaveLength(openBefore.length + 1);
    expect(keys(endedAfter)).toEqual(keys(endedBefore));
    expect(new Set(openBefore.map(entityOf))).toEqual(new Set(['deal', 'dealEntry', 'dealMessage', 'dealReadMark', 'dealDocument']));
    expect((await s3.send(new HeadObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET, Key: upload!.key }))).ContentLength).toBeGreaterThan(0);

    // The admins see it: the deal is still open, its investor 'Erased member', the erasure on its trail and in its audit trail.
    const seen = (await detail(open.dealId)).body;
    expect(seen.deal).toMatchObject({ status: 'open', investorId: member.userId, investorName: ERASED_MEMBER, investorEmail: null });
    expect(seen.entries.at(-1)).toMatchObject({ kind: 'investorErased', text: INVESTOR_ERASED });
    const history = (await api<{ items: AuditEvent[] }>(`/audit/deal/${open.dealId}`, { token: admin.token })).body.items;
    expect(history.map((e) => e.action)).toContain('investor’s account erased');
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

  it('an event the erased admin made before the audit trail was indexed by actor names "Erased member" too', async () => {
    const pastAdmin = await createTestUser('admin', 'approved');
    const target = await createTestUser('investor', 'pending');
    const approve = await api(`/profiles/${target.userId}/access`, { method: 'PUT', token: pastAdmin.token, body: { accessStatus: 'approved' } });
    expect(approve.status).toBe(200);
    // The event as code before the index wrote it: no keys in the index by actor, and older than every indexed event.
    const { auditEventEntity } = await import('../../functions/src/db/entities/audit-event');
    const { dynamoClient, tableName } = await import('../../functions/src/db/client');
    const { DeleteCommand, DynamoDBDocumentClient, PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const documents = DynamoDBDocumentClient.from(dynamoClient);
    const raw = (await auditEventEntity.query.byTarget({ targetType: 'profile', targetId: target.userId }).go({ data: 'raw', pages: 'all' })) as unknown as {
      data: { Items: Record<string, string>[] };
    };
    const event = raw.data.Items.find((item) => item.actor_id === pastAdmin.userId)!;
    expect(event.gsi2pk).toBeDefined();
    const { gsi2pk: _pk, gsi2sk: _sk, ...unindexed } = event;
    // The time moved back in the attribute and in the keys (which ElectroDB writes in lower case).
    const past = '2020-01-01T00:00:00.000Z';
    const moved = (value: unknown) =>
      typeof value === 'string' ? value.replaceAll(event.at!, past).replaceAll(event.at!.toLowerCase(), past.toLowerCase()) : value;
    const legacy = Object.fromEntries(Object.entries(unindexed).map(([key, value]) => [key, moved(value)]));
    await documents.send(new DeleteCommand({ TableName: tableName(), Key: { pk: event.pk, sk: event.sk } }));
    await documents.send(new PutCommand({ TableName: tableName(), Item: legacy }));

    expect((await api(`/profiles/${pastAdmin.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    const { erasureReference } = await db();
    const history = (await api<{ items: AuditEvent[] }>(`/audit/profile/${target.userId}`, { token: admin.token })).body.items;
    expect(history.find((e) => e.action === 'access approved')).toMatchObject({
      at: past,
      actorId: erasureReference(pastAdmin.userId),
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
    const { getProfile } = await import('../../functions/src/members/db/profiles');
    await startMemberErasure((await getProfile(second.userId))!, { id: admin.userId, email: admin.email, name: 'Test admin' }, { byAdmin: true });
    const { profileEntity } = await import('../../functions/src/db/entities/profile');
    await profileEntity.delete({ id: second.userId }).go();
    expect((await api(`/profiles/${second.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(Object.values(await itemsLeft(second.userId, second.email)).every((n) => n === 0)).toBe(true);
    await expect(signIn(second.email, second.password)).rejects.toThrow();
    await eventually(async () => ((await erasureNotices(second.email)).length ? true : undefined), 'the erasure notice');
  });

  it('the last approved admin cannot be erased, by themselves or by anyone', async () => {
    const { getProfile, listProfiles, updateProfile } = await import('../../functions/src/members/db/profiles');
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

import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@shared/domain/alert';
import type { DealEntry } from '@shared/domain/deal';
import type { Property } from '@shared/domain/property';
import { dealStageKeys, defaultStageTargets } from '@shared/rules/deal-stages';
import { defaultFilters } from '@shared/rules/property-filters';
import type { DealBoardColumn, DealCard, DealDetail, MyDeal } from '@shared/views/deal';
import type { MyReservations } from '@shared/views/reservation';
import { sesStore } from '../support/alert-emails';
import { clearedBuyer } from '../support/buyer-checks';
import { acceptedDeal, dealFor as newDeal, reservationRow as reservationRowOf } from '../support/deal-steps';
import { api, createTestUser, eventually, type TestUser } from '../support/stack';

/**
 * Deals against the local stack: the acceptance of a reservation opens a deal with dated stages; an admin moves its
 * stages in order (a race on one version lets one through), adds notes that cannot be deleted, ends it by a
 * fall-through (the listing Available again, offered to its waiting list first, else announced to the investors whose
 * searches match) or completes it (the listing Sold, the buyer checks' retention clock
 * started); an investor sees only their own deals and no admin route.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

type Answer<T> = T & { message?: string; code?: string };

const statusOf = async (propertyId: string) => (await api<{ property: Property }>(`/properties/${propertyId}`, { token: admin.token })).body.property.status;
const reservationRow = (id: string) => reservationRowOf(admin, id);
const acceptedBy = (buyer: TestUser) => acceptedDeal(admin, buyer);
const dealFor = (fundsSource: 'cash' | 'mortgage' = 'cash') => newDeal(admin, fundsSource);

const fallThroughOf = async (id: string, body: { reason: string; feeDecision: string }) =>
  api<Answer<{ deal: DealCard }>>(`/deals/${id}/fall-through`, { method: 'POST', token: admin.token, body: { ...body, expectedVersion: await versionOf(id) } });

/** An approved investor whose saved search matches only `property` (the unique word ending its title), with Instant alerts. */
async function searcherFor(property: Property): Promise<TestUser> {
  const word = property.title.split(' ').at(-1)!;
  const user = await createTestUser('investor', 'approved');
  const saved = await api('/me/saved-searches', { method: 'POST', token: user.token, body: { name: word, filters: { ...defaultFilters, search: word } } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return user;
}
const backToAvailableAlerts = async (user: TestUser, propertyId: string) =>
  (await api<{ items: Alert[] }>('/me/alerts', { token: user.token })).body.items.filter((a) => a.propertyId === propertyId && a.kind === 'backToAvailable');
async function listingEventKinds(propertyId: string): Promise<string[]> {
  const { listingEventEntity } = await import('../../functions/src/db/entities/listing-event');
  const { data } = await listingEventEntity.query.byProperty({ propertyId }).go({ pages: 'all', consistent: true });
  return data.map((e) => e.kind);
}

const detail = (id: string) => api<Answer<DealDetail>>(`/deals/${id}`, { token: admin.token });
const progress = (id: string, stage: string, body: unknown) =>
  api<Answer<{ deal: DealCard }>>(`/deals/${id}/stages/${stage}`, { method: 'POST', token: admin.token, body });
const versionOf = async (id: string) => (await detail(id)).body.deal.version;
const done = async (id: string, stage: string) => progress(id, stage, { action: 'done', expectedVersion: await versionOf(id) });

describe('accepting a reservation', () => {
  it('opens a deal with dated stages for a cash buyer, seen by the investor and on the board in its first stage', async () => {
    const buyer = await clearedBuyer(admin);
    const { dealId, property } = await acceptedBy(buyer);

    const mine = await api<{ items: MyDeal[] }>('/me/deals', { token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((d) => d.id)).toEqual([dealId]);
    const deal = (await api<{ deal: MyDeal }>(`/me/deals/${dealId}`, { token: buyer.token })).body.deal;
    expect(deal).toMatchObject({ status: 'open', financing: 'cash', propertyId: property.id, propertyTitle: property.title, pricePence: 9_500_000 });
    expect(deal.currentStage).toBe('memorandumOfSale');
    expect(deal.stages.map((s) => [s.key, s.targetDate])).toEqual(defaultStageTargets(deal.acceptedAt, 'cash').map((t) => [t.key, t.targetDate]));
    expect(deal.stages.map((s) => s.key)).not.toContain('mortgageOffer');
    expect(deal.stages[0]).toMatchObject({ label: 'Memorandum of sale sent', owner: 'sourcer', doneAt: null, current: true });
    expect(deal.stages.every((s) => ['green', 'amber', 'red'].includes(s.rag))).toBe(true);
    expect(await statusOf(property.id)).toBe('Under Offer');

    const board = await api<{ columns: DealBoardColumn[] }>('/deals', { token: admin.token });
    expect(board.body.columns.map((c) => c.key)).toEqual(dealStageKeys);
    const card = board.body.columns[0]!.deals.find((d) => d.id === dealId);
    expect(card).toMatchObject({ investor: 'Test investor', stage: 'memorandumOfSale', daysInStage: 0 });
    expect((await detail(dealId)).body.deal).toMatchObject({ investorId: buyer.userId, column: 'memorandumOfSale', daysInStage: 0, feePence: 285_000 });
    const history = await api<{ items: { action: string }[] }>(`/audit/deal/${dealId}`, { token: admin.token });
    expect(history.body.items.map((e) => e.action)).toEqual(['deal opened']);
  });

  it('takes a buyer funding by mortgage through the mortgage offer, which an admin may mark skipped; exchange cannot be', async () => {
    const { dealId } = await dealFor('mortgage');
    const deal = (await detail(dealId)).body.deal;
    expect(deal.financing).toBe('mortgage');
    expect(deal.stages.map((s) => s.key)).toContain('mortgageOffer');
    for (const stage of ['memorandumOfSale', 'solicitorsInstructed', 'searchesOrdered', 'surveyAndValuation'])
      expect((await done(dealId, stage)).status).toBe(200);
    const skipped = await progress(dealId, 'mortgageOffer', { action: 'skip', expectedVersion: await versionOf(dealId) });
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
    expect(skipped.body.deal.stages.find((s) => s.key === 'mortgageOffer')).toMatchObject({ rag: 'done', doneAt: null });
    expect(skipped.body.deal.currentStage).toBe('enquiriesAnswered');
    await done(dealId, 'enquiriesAnswered');
    const refused = await progress(dealId, 'exchange', { action: 'skip', expectedVersion: await versionOf(dealId) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Exchange cannot be skipped: no purchase completes without it.');
  });
});

describe('moving stages', () => {
  it('moves them in order only: another stage, a stage done already or a stale version is a 409 with the reason', async () => {
    const { dealId } = await dealFor();
    const early = await progress(dealId, 'searchesOrdered', { action: 'done', expectedVersion: await versionOf(dealId) });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Memorandum of sale sent comes first: stages move forward in order.');

    const version = await versionOf(dealId);
    const moved = await progress(dealId, 'memorandumOfSale', { action: 'done', expectedVersion: version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.deal).toMatchObject({ version: version + 1, column: 'solicitorsInstructed', currentStage: 'solicitorsInstructed' });
    expect(moved.body.deal.stages[0]!.doneAt).toEqual(expect.any(String));

    const stale = await progress(dealId, 'solicitorsInstructed', { action: 'done', expectedVersion: version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_WRITE');
    const back = await done(dealId, 'memorandumOfSale');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Memorandum of sale sent is done already: stages do not move back.');

    const board = (await api<{ columns: DealBoardColumn[] }>('/deals', { token: admin.token })).body.columns;
    expect(board.find((c) => c.key === 'solicitorsInstructed')!.deals.map((d) => d.id)).toContain(dealId);
    expect(board.find((c) => c.key === 'memorandumOfSale')!.deals.map((d) => d.id)).not.toContain(dealId);
    const entries = (await detail(dealId)).body.entries;
    expect(entries.map((e) => [e.kind, e.stage, e.text])).toEqual([['stageDone', 'memorandumOfSale', 'Memorandum of sale sent: done']]);
  });

  it('lets exactly one of 20 simultaneous moves on the same version through; the others are 409, none a 5xx', async () => {
    const { dealId } = await dealFor();
    const version = await versionOf(dealId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => progress(dealId, 'memorandumOfSale', { action: 'done', expectedVersion: version })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 200 && s < 300)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const after = (await detail(dealId)).body;
    expect(after.deal.version).toBe(version + 1);
    expect(after.entries.filter((e) => e.kind === 'stageDone')).toHaveLength(1);
  });

  it('refuses a stage or an action not in the table, and a target date that is not a date, with a 400', async () => {
    const { dealId } = await dealFor();
    const expectedVersion = await versionOf(dealId);
    const unknown = await progress(dealId, 'valuation', { action: 'done', expectedVersion });
    expect(unknown.status).toBe(400);
    expect((await progress(dealId, 'memorandumOfSale', { action: 'undo', expectedVersion })).status).toBe(400);
    const targets = (body: unknown) => api<Answer<{ deal: DealCard }>>(`/deals/${dealId}/targets`, { method: 'PATCH', token: admin.token, body });
    expect((await targets({ expectedVersion, targets: [{ key: 'exchange', targetDate: '2026-02-30' }] })).status).toBe(400);
    const noMortgage = await targets({ expectedVersion, targets: [{ key: 'mortgageOffer', targetDate: '2026-12-01' }] });
    expect(noMortgage.status).toBe(400);
    expect(noMortgage.body.message).toMatch(/no stage 'Mortgage offer'/);
    const moved = await targets({ expectedVersion, targets: [{ key: 'exchange', targetDate: '2030-01-15' }] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.deal.stages.find((s) => s.key === 'exchange')!.targetDate).toBe('2030-01-15');
    expect((await detail(dealId)).body.entries.map((e) => e.text)).toEqual(['Targets moved: Exchange to 2030-01-15']);
  });
});

describe('notes', () => {
  it('are added and listed, and cannot be changed or deleted (there is no route)', async () => {
    const { dealId } = await dealFor();
    const added = await api<Answer<{ entry: DealEntry }>>(`/deals/${dealId}/notes`, {
      method: 'POST',
      token: admin.token,
      body: { text: 'Seller’s agent chased for the draft contract.' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await api(`/deals/${dealId}/notes`, { method: 'POST', token: admin.token, body: { text: '  ' } })).status).toBe(400);
    expect((await api(`/deals/missing-deal/notes`, { method: 'POST', token: admin.token, body: { text: 'Nothing here' } })).status).toBe(404);
    const entryPath = `/deals/${dealId}/notes/${added.body.entry.id}`;
    for (const method of ['DELETE', 'PUT', 'PATCH']) expect((await api(entryPath, { method, token: admin.token, body: { text: 'x' } })).status).toBe(404);
    expect((await api(`/deals/${dealId}/notes`, { method: 'DELETE', token: admin.token })).status).toBe(404);
    const entries = (await detail(dealId)).body.entries;
    expect(entries).toEqual([expect.objectContaining({ id: added.body.entry.id, kind: 'note', text: 'Seller’s agent chased for the draft contract.' })]);
  });

  it('an entry written once (the erasure’s on an open deal): of 20 writers at once, exactly one adds it', async () => {
    const { dealId } = await dealFor();
    const { addDealEntry } = await import('../../functions/src/sales/db/deals');
    const { INVESTOR_ERASED } = await import('../../functions/src/sales/deals/on-erasure');
    const actor = { id: 'member-erasure', email: null, name: 'Account erasure' };
    const added = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addDealEntry(
          { id: `erased-${i}`, dealId, kind: 'investorErased', at: new Date().toISOString(), by: { id: actor.id, name: actor.name }, text: INVESTOR_ERASED },
          { actor, action: 'investor’s account erased' },
          { once: 'investorErased' },
        ),
      ),
    );
    expect(added.filter(Boolean)).toHaveLength(1);
    expect((await detail(dealId)).body.entries.filter((e) => e.kind === 'investorErased')).toHaveLength(1);
  });
});

describe('the investor', () => {
  it('gives their solicitor; sees only their own deals (404 for another’s) and no admin route (403)', async () => {
    const { dealId, buyer } = await dealFor();
    const other = await createTestUser('investor', 'approved');
    const solicitor = {
      firm: 'Conveyors LLP',
      contactName: 'Sam Lee',
      email: ' Sam@Conveyors.example ',
      phone: '+44 20 7946 0000',
      address: '1 Law Street, Leeds',
    };
    const put = (user: TestUser, body: unknown) => api<Answer<{ deal: MyDeal }>>(`/me/deals/${dealId}/solicitor`, { method: 'PUT', token: user.token, body });
    const version = (await api<{ deal: MyDeal }>(`/me/deals/${dealId}`, { token: buyer.token })).body.deal.version;
    expect((await put(buyer, { expectedVersion: version, solicitor: { ...solicitor, email: 'not-an-email' } })).status).toBe(400);
    expect((await put(other, { expectedVersion: version, solicitor })).status).toBe(404);
    const given = await put(buyer, { expectedVersion: version, solicitor });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.deal.buyerSolicitor).toEqual({ ...solicitor, email: 'sam@conveyors.example' });

    expect((await api(`/me/deals/${dealId}`, { token: other.token })).status).toBe(404);
    expect((await api<{ items: MyDeal[] }>('/me/deals', { token: other.token })).body.items).toEqual([]);
    for (const [method, path, body] of [
      ['GET', '/deals', undefined],
      ['GET', `/deals/${dealId}`, undefined],
      ['POST', `/deals/${dealId}/stages/memorandumOfSale`, { action: 'done', expectedVersion: version + 1 }],
      ['POST', `/deals/${dealId}/notes`, { text: 'Mine' }],
      ['PATCH', `/deals/${dealId}/targets`, { expectedVersion: version + 1, targets: [{ key: 'exchange', targetDate: '2030-01-01' }] }],
      ['POST', `/deals/${dealId}/fall-through`, { reason: 'survey', feeDecision: 'keep', expectedVersion: version + 1 }],
    ] as const)
      expect((await api(path, { method, token: buyer.token, ...(body ? { body } : {}) })).status, `${method} ${path}`).toBe(403);
    expect((await detail(dealId)).body.entries.map((e) => e.kind)).toEqual(['solicitorSet']);

    // The member's copy of their data holds their deal, with the solicitor they gave.
    const exported = await api<{ deals: { id: string; status: string; buyerSolicitor: unknown }[] }>('/me/export', { token: buyer.token });
    expect(exported.body.deals).toEqual([expect.objectContaining({ id: dealId, status: 'open', buyerSolicitor: given.body.deal.buyerSolicitor })]);
    expect((await api<{ deals: unknown[] }>('/me/export', { token: other.token })).body.deals).toEqual([]);
  });
});

describe('ending a deal', () => {
  it('not by cancelling its accepted reservation on Reservations: a 409 pointing to the fall-through, the deal and listing unchanged', async () => {
    const { dealId, property } = await dealFor();
    const version = (await reservationRow(dealId)).version;
    const cancel = await api<Answer<object>>(`/reservations/${dealId}/cancel`, {
      method: 'POST',
      token: admin.token,
      body: { expectedVersion: version, reason: 'The buyer pulled out' },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(
      'This reservation was accepted and has its deal: record a fall-through on the deal’s page (Admin Tools, Deals) to end both.',
    );
    expect((await detail(dealId)).body.deal.status).toBe('open');
    expect((await reservationRow(dealId)).status).toBe('accepted');
    expect(await statusOf(property.id)).toBe('Under Offer');
  });

  it('by a fall-through: the reason recorded, the reservation cancelled and the listing Available to reserve again', async () => {
    const { dealId, property } = await dealFor();
    const end = (body: object) => api<Answer<{ deal: DealCard }>>(`/deals/${dealId}/fall-through`, { method: 'POST', token: admin.token, body });
    const expectedVersion = await versionOf(dealId);
    expect((await end({ reason: 'weather', feeDecision: 'keep', expectedVersion })).status).toBe(400);
    expect((await end({ reason: 'survey', feeDecision: 'maybe', expectedVersion })).status).toBe(400);
    const vague = await end({ reason: 'other', feeDecision: 'keep', expectedVersion });
    expect(vague.status).toBe(409);
    expect(vague.body.message).toBe('Write what happened (at least 5 characters).');

    const ended = await end({ reason: 'survey', note: 'Subsidence found', feeDecision: 'refund', expectedVersion });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.deal).toMatchObject({
      status: 'fellThrough',
      column: 'fellThrough',
      currentStage: null,
      fallThrough: { reason: 'survey', reasonLabel: 'Survey', note: 'Subsidence found', feeDecision: 'refund' },
    });
    expect(await statusOf(property.id)).toBe('Available');
    expect((await reservationRow(dealId)).status).toBe('cancelled');
    const next = await createTestUser('investor', 'approved');
    expect((await api(`/properties/${property.id}/reservations`, { method: 'POST', token: next.token })).status).toBe(201);
    const again = await end({ reason: 'survey', feeDecision: 'keep', expectedVersion: expectedVersion + 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This deal fell through.');
    const board = (await api<{ columns: DealBoardColumn[] }>('/deals', { token: admin.token })).body.columns;
    expect(board.flatMap((c) => c.deals.map((d) => d.id))).not.toContain(dealId);
    expect((await detail(dealId)).body.entries.map((e) => e.text)).toEqual(['Fell through: Survey (Subsidence found); the fee is to be refunded']);
  });

  it('by a fall-through with a waiting list: the first in line gets a hold, an email and an alert; nobody else is told', async () => {
    const { dealId, property } = await dealFor();
    const [next, searcher] = await Promise.all([createTestUser('investor', 'approved'), searcherFor(property)]);
    expect((await api(`/properties/${property.id}/waiting-list`, { method: 'POST', token: next.token })).status).toBe(201);

    const ended = await fallThroughOf(dealId, { reason: 'mortgage', feeDecision: 'keep' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(await statusOf(property.id)).toBe('Available');
    const mine = (await api<MyReservations>('/me/reservations', { token: next.token })).body;
    expect(mine.reservations).toEqual([expect.objectContaining({ propertyId: property.id, status: 'held' })]);
    expect(mine.waitingList).toEqual([]);
    const bell = (await api<{ items: Alert[] }>('/me/alerts', { token: next.token })).body.items;
    expect(bell.filter((a) => a.propertyId === property.id).map((a) => a.kind)).toEqual(['reservationOffered']);
    await eventually(
      async () =>
        (await sesStore()).some((e) => e.destination.to.includes(next.email) && e.subject === `Reserved for you: ${property.title}`) ? true : undefined,
      'the offer email',
    );
    // No 'back to Available' event was stored, so the matched-alerts engine has nothing to tell the searcher.
    expect(await listingEventKinds(property.id)).toEqual(['published']);
    expect(await backToAvailableAlerts(searcher, property.id)).toEqual([]);
    expect((await api(`/properties/${property.id}/reservations`, { method: 'POST', token: searcher.token })).body.code).toBe('LISTING_RESERVED');
  });

  it("by a fall-through with nobody waiting: the 'back to Available' event, and the investors whose searches match alerted", async () => {
    const { dealId, property } = await dealFor();
    const searcher = await searcherFor(property);
    const ended = await fallThroughOf(dealId, { reason: 'chain', feeDecision: 'refund' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(await statusOf(property.id)).toBe('Available');
    expect(await listingEventKinds(property.id)).toEqual(['published', 'backToAvailable']);
    const [alert] = await eventually(async () => {
      const alerts = await backToAvailableAlerts(searcher, property.id);
      return alerts.length ? alerts : undefined;
    }, 'the back-to-Available alert');
    expect(alert).toMatchObject({ kind: 'backToAvailable', title: property.title });
    // The fee the admin decided to refund is due on the reservation, for the admin's refund step.
    expect((await reservationRow(dealId)).payment).toMatchObject({ status: 'refundDue', refundReason: 'The sale fell through: chain' });
  });

  it('with its reservation: cancelled by the investor inside 14 days, the deal falls through in the same write', async () => {
    const { buyer, dealId } = await dealFor();
    const cancelled = await api(`/me/reservations/${dealId}/cancel`, {
      method: 'POST',
      token: buyer.token,
      body: { expectedVersion: (await reservationRow(dealId)).version },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await detail(dealId)).body.deal).toMatchObject({
      status: 'fellThrough',
      fallThrough: { reason: 'buyerWithdrew', note: 'Cancelled within the 14-day cancellation period', feeDecision: 'refund' },
    });
    const open = (await api<{ columns: DealBoardColumn[] }>('/deals', { token: admin.token })).body.columns.flatMap((c) => c.deals.map((d) => d.id));
    expect(open).not.toContain(dealId);
  });

  it('by completion: the listing Sold, the deal in the investor’s portfolio and the buyer checks’ five-year retention clock started', async () => {
    const { dealId, property, buyer } = await dealFor();
    const stages = (await detail(dealId)).body.deal.stages.map((s) => s.key);
    for (const stage of stages) {
      const moved = await done(dealId, stage);
      expect(moved.status, `${stage}: ${JSON.stringify(moved.body)}`).toBe(200);
    }
    const deal = (await api<{ deal: MyDeal }>(`/me/deals/${dealId}`, { token: buyer.token })).body.deal;
    expect(deal).toMatchObject({ status: 'completed', currentStage: null, rag: 'done', completedAt: expect.any(String) });
    expect(await statusOf(property.id)).toBe('Sold');
    const { getBuyerCheck } = await import('../../functions/src/compliance/db/buyer-checks');
    const check = (await getBuyerCheck(buyer.userId))!;
    expect(check.relationshipEndedAt).toEqual(expect.any(String));
    expect(new Date(check.retainUntil!).getUTCFullYear() - new Date(check.relationshipEndedAt!).getUTCFullYear()).toBe(5);
    expect((await done(dealId, 'completion')).body.message).toBe('This deal has completed.');
    const history = await api<{ items: { action: string }[] }>(`/audit/property/${property.id}`, { token: admin.token });
    expect(history.body.items.map((e) => e.action)).toContain('deal completed');
  });
});

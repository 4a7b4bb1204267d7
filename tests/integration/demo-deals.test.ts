import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/domain/property';
import type { DealBoard, MyDeal } from '@shared/views/deal';
import type { ListingHold, MyReservations } from '@shared/views/reservation';
import { demoReservations, listingStatusAfter } from '../../infra/local/seed/deals';
import { api, createTestUser, demo, signIn, type TestUser } from '../support/stack';

/**
 * The seed's demo reservation and deals as the stack serves them (infra/local/seed/deals.ts): each listing in the status
 * the reservation and deal rules give it, the demo investor's hold, deals and portfolio, and the admins' board. Read
 * only, as every file treats the seeded data.
 */

let investorToken: string;
let adminToken: string;
let other: TestUser;
beforeAll(async () => {
  [investorToken, adminToken, other] = await Promise.all([
    signIn(demo.investor.email, demo.investor.password).then((t) => t.accessToken),
    signIn(demo.admin.email, demo.admin.password).then((t) => t.accessToken),
    createTestUser('investor', 'approved'),
  ]);
});

describe('the demo reservation and deals', () => {
  it('leave each listing Reserved, Under Offer or Sold as the rules do', async () => {
    for (const spec of demoReservations) {
      const { property } = (await api<{ property: Property }>(`/properties/${spec.listingId}`, { token: adminToken })).body;
      expect(property.status, spec.listingId).toBe(listingStatusAfter(spec));
      const { hold } = (await api<{ hold: ListingHold | null }>(`/properties/${spec.listingId}/hold`, { token: other.token })).body;
      const expected = spec.kind === 'held' ? 'held' : spec.stagesDone === 'all' ? null : 'accepted';
      expect(hold?.status ?? null, spec.listingId).toBe(expected);
    }
  });

  it('give the demo investor a hold waiting for its fee, a deal due soon and a completed one analysed from their scenario', async () => {
    const { reservations } = (await api<MyReservations>('/me/reservations', { token: investorToken })).body;
    const held = reservations.find((r) => r.id === demoReservations.find((spec) => spec.kind === 'held')!.id)!;
    expect(held.status).toBe('held');
    expect(held.steps.map((step) => [step.key, step.done])).toEqual([
      ['checks', true],
      ['agreement', true],
      ['fee', false],
    ]);

    const { items } = (await api<{ items: MyDeal[] }>('/me/deals', { token: investorToken })).body;
    const mine = demoReservations.filter((spec) => spec.kind === 'deal' && spec.buyer === 'investor').map((spec) => items.find((d) => d.id === spec.id)!);
    expect(mine.map((deal) => [deal.status, deal.rag])).toEqual([
      ['open', 'amber'],
      ['completed', 'done'],
    ]);
    const completed = mine[1]!;
    expect(completed.completedAt).toEqual(expect.any(String));
    expect(completed.analysisAtAcceptance).toMatchObject({
      source: 'savedScenario',
      scenarioName: 'Five-year fix at 4.6%',
      inputs: { price: completed.pricePence / 100, mortgageRatePercent: 4.6 },
    });
    expect(mine[0]!.analysisAtAcceptance).toMatchObject({ source: 'startingAssumptions', scenarioName: null });
  });

  it("put the open deals on the admins' board, in four columns", async () => {
    const { columns } = (await api<DealBoard>('/deals', { token: adminToken })).body;
    const columnOf = new Map(columns.flatMap((column) => column.deals.map((deal) => [deal.id, column.key] as const)));
    const open = demoReservations.filter((spec) => spec.kind === 'deal' && spec.stagesDone !== 'all');
    expect(new Set(open.map((spec) => columnOf.get(spec.id))).size).toBe(4);
    for (const spec of open) expect(columnOf.get(spec.id), spec.id).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { defaultReservationSettings } from '@shared/contract/reservation-settings';
import { ID_PATTERN } from '@shared/domain/common';
import { propertyInputSchema } from '@shared/domain/property';
import type { Deal } from '@shared/rules/deal';
import { dealRag } from '@shared/rules/deal-rag';
import { currentStage, defaultStageTargets } from '@shared/rules/deal-stages';
import { transitionDeal } from '@shared/rules/deal-status';
import { transition } from '@shared/rules/reservation-status';
import { signedAgreement } from '../builders/reservation';
import {
  acceptedAt,
  demoDealEntries,
  demoFundsSources,
  demoReservation,
  demoReservations,
  listingStatusAfter,
  progressedDeal,
  signedAt,
  type DemoDeal,
  type DemoReservationSpec,
} from './deals';
import { demoDealListings, seedProperties } from './properties';

const now = new Date('2026-12-01T15:00:00.000Z');
const settings = defaultReservationSettings;
const deals = demoReservations.filter((spec): spec is DemoDeal => spec.kind === 'deal');

const reservationOf = (spec: DemoReservationSpec) => ({
  ...demoReservation(spec, { investorId: `user-${spec.buyer}`, pricePence: 10_000_000, settings, now }),
  agreement: signedAgreement(signedAt(spec, now), 'A Buyer'),
});

/** The deal an acceptance opens (as open-deal.ts's newDeal makes it), moved on as the spec says. */
function dealOf(spec: DemoDeal): Deal {
  const at = acceptedAt(spec, now).toISOString();
  const financing = demoFundsSources[spec.buyer] === 'cash' ? 'cash' : 'mortgage';
  const stages = defaultStageTargets(at, financing);
  const opened: Deal = {
    ...{ id: spec.id, propertyId: spec.listingId, investorId: spec.buyer, status: 'open', financing, acceptedAt: at, pricePence: 10_000_000 },
    feeTerms: settings.sourcingFee,
    stages,
    column: stages[0]!.key,
    columnSince: at,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  return progressedDeal(opened, spec, now);
}

describe('the demo reservations and deals', () => {
  it('each have a listing of their own, apart from the listings tests choose from, seeded Available', () => {
    const ids = demoReservations.map((spec) => spec.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(demoReservations.map((spec) => spec.listingId).sort()).toEqual(demoDealListings.map((p) => p.id).sort());
    for (const { id, input } of demoDealListings) {
      expect(
        seedProperties.some((p) => p.id === id),
        id,
      ).toBe(false);
      expect(input).toMatchObject({ isPublished: true, status: 'Available' });
      expect(() => propertyInputSchema.parse(input), id).not.toThrow();
    }
  });

  it('give the demo investor a hold, a deal due soon and a completed one, and the board cards in four columns', () => {
    const mine = demoReservations.filter((spec) => spec.buyer === 'investor');
    expect(mine.map((spec) => (spec.kind === 'held' ? 'held' : dealRag(dealOf(spec).stages, now)))).toEqual(['held', 'amber', 'done']);
    const columns = deals.map((spec) => dealOf(spec)).filter((deal) => deal.status === 'open');
    expect(new Set(columns.map((deal) => deal.column)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(columns.map((deal) => dealRag(deal.stages, now)))).toEqual(new Set(['green', 'amber', 'red']));
  });

  it('leave the hold as the reservation rules have it: signed, the fee unpaid, so it cannot be accepted nor has it lapsed; its listing stays Available (Reserved)', () => {
    const held = demoReservations.find((spec) => spec.kind === 'held')!;
    const reservation = reservationOf(held);
    expect(transition(reservation, { kind: 'accept', buyerChecksCleared: true })).toMatchObject({ allowed: false, reason: expect.stringMatching(/fee/i) });
    expect(transition(reservation, { kind: 'lapse', now }).allowed).toBe(false);
    expect(reservation.createdAt < reservation.agreement.signedAt!).toBe(true);
    expect(listingStatusAfter(held)).toBe('Available');
  });

  it('accept only what the rules accept, and leave each deal and its listing in a state the deal rules reach', () => {
    for (const spec of deals) {
      const reservation = reservationOf(spec);
      expect(transition(reservation, { kind: 'accept', buyerChecksCleared: true }).allowed, spec.id).toBe(true);
      const deal = dealOf(spec);
      const done = deal.stages.filter((s) => s.doneAt).map((s) => s.doneAt!);
      expect(done, spec.id).toEqual([...done].sort());
      for (const at of done) expect(at > deal.acceptedAt && at <= now.toISOString(), `${spec.id} ${at}`).toBe(true);
      if (deal.status === 'completed') {
        expect(currentStage(deal.stages)).toBeUndefined();
        expect(deal).toMatchObject({ column: 'completed', completedAt: done.at(-1), columnSince: done.at(-1) });
        expect(transitionDeal(deal, { kind: 'fallThrough', reason: 'chain' }).allowed).toBe(false);
        expect(listingStatusAfter(spec)).toBe('Sold');
      } else {
        expect(deal.column).toBe(currentStage(deal.stages)!.key);
        expect(deal.columnSince).toBe(done.at(-1) ?? deal.acceptedAt);
        expect(listingStatusAfter(spec)).toBe('Under Offer');
      }
    }
  });

  it("leave each deal's trail: its solicitor, each stage done and the completion", () => {
    const completed = dealOf(deals.find((spec) => spec.stagesDone === 'all')!);
    const entries = demoDealEntries(completed, { id: 'admin', name: 'Alex Admin' }, () => 'entry');
    expect(entries.map((e) => e.kind)).toEqual(['solicitorSet', ...completed.stages.map(() => 'stageDone'), 'completed']);
    expect(entries.at(-1)).toMatchObject({ at: completed.completedAt, text: 'Completed: the listing is Sold' });
  });
});

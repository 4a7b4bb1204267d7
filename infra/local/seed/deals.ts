import type { ReservationSettings } from '@shared/contract/reservation-settings';
import type { FundsSource } from '@shared/domain/buyer-check';
import type { Conveyancer, DealEntry } from '@shared/domain/deal';
import type { PropertyStatus } from '@shared/domain/property-values';
import type { Reservation } from '@shared/domain/reservation';
import type { Deal } from '@shared/rules/deal';
import { currentStage, dealStage } from '@shared/rules/deal-stages';
import { londonDate } from '@shared/rules/london-date';
import { addWorkingDays } from '@shared/rules/working-days';
import { buildReservation } from '../builders/reservation';
import { demoAccounts, demoBuyers, type DemoAccount } from './accounts';

/**
 * The demo's reservation and deals, dated back from the moment the seed runs, so a newcomer finds My reservations,
 * My deals and the Deals board in use: the demo investor holds one listing (agreement signed, fee unpaid) and has a
 * deal due within days and a completed one (their portfolio, analysed from a scenario they saved), and three other
 * investors have deals at other stages. Written by seed/deal-seeding.ts through the db modules, as the API writes them.
 */

export type DemoBuyer = 'investor' | keyof typeof demoBuyers;

export const demoBuyerAccount = (buyer: DemoBuyer): DemoAccount => (buyer === 'investor' ? demoAccounts.investor : demoBuyers[buyer]);

/** How each buyer pays, as their buyer checks say (a deal's financing follows it: functions/src/sales/deals/open-deal.ts). */
export const demoFundsSources: Record<DemoBuyer, FundsSource> = { investor: 'mortgage', olivia: 'cash', tom: 'mortgage', sana: 'both' };

interface DemoSpec {
  /** The reservation's id, and the deal's (a deal's id is its reservation's): fixed, so a rerun finds it. */
  id: string;
  /** One of seed/properties.ts's demoDealListings. */
  listingId: string;
  buyer: DemoBuyer;
}

/** A hold the investor is still working through: the agreement signed, the fee not paid yet. */
export interface DemoHold extends DemoSpec {
  kind: 'held';
  reservedDaysAgo: number;
  signedDaysAgo: number;
}

/** An accepted reservation and its deal, its first `stagesDone` stages done ('all': completed). */
export interface DemoDeal extends DemoSpec {
  kind: 'deal';
  acceptedDaysAgo: number;
  stagesDone: number | 'all';
  /** When the last stage was done, for a completed deal. */
  completedDaysAgo?: number;
  /** The current stage's target as an admin moved it, in days from the seed's day: within 3 is 'Due soon', before today 'Late'. */
  currentTargetInDays?: number;
  solicitor?: Conveyancer;
  /** A scenario the buyer saved of the listing before reserving it, from which the deal's analysis starts. */
  scenario?: { name: string; savedDaysBeforeReserving: number; depositPercent: number; mortgageRatePercent: number };
}

export type DemoReservationSpec = DemoHold | DemoDeal;

const solicitor = (firm: string, contactName: string, email: string, address: string): Conveyancer => ({
  firm,
  contactName,
  email,
  phone: '0113 496 0500',
  address,
});

export const demoReservations: readonly DemoReservationSpec[] = [
  { kind: 'held', id: '62c18efd-4382-4404-9f5c-e204e0d44798', listingId: 'prop-hull-terrace-19', buyer: 'investor', reservedDaysAgo: 1, signedDaysAgo: 0 },
  {
    kind: 'deal',
    id: '175d1ed3-f27d-4d87-8a5a-433d2425c542',
    listingId: 'prop-beverley-terrace-20',
    buyer: 'investor',
    acceptedDaysAgo: 26,
    stagesDone: 2,
    currentTargetInDays: 2,
    solicitor: solicitor('Minster Conveyancing LLP', 'Rachel Ainsley', 'rachel.ainsley@minster-law.example', '4 North Bar Within, Beverley HU17 8AP'),
  },
  {
    kind: 'deal',
    id: '63e45644-f08b-46c7-a760-a87425ac17af',
    listingId: 'prop-leeds-semi-21',
    buyer: 'investor',
    acceptedDaysAgo: 160,
    stagesDone: 'all',
    // Today: the board's 'Completed this month' counts it whatever day of the month the seed runs.
    completedDaysAgo: 0,
    solicitor: solicitor('Aire Property Lawyers', 'Daniel Frost', 'd.frost@aire-law.example', '12 Park Square East, Leeds LS1 2LH'),
    scenario: { name: 'Five-year fix at 4.6%', savedDaysBeforeReserving: 6, depositPercent: 25, mortgageRatePercent: 4.6 },
  },
  { kind: 'deal', id: 'f0fdba48-339d-4bb0-a552-141c07b42764', listingId: 'prop-sheffield-terrace-22', buyer: 'olivia', acceptedDaysAgo: 1, stagesDone: 1 },
  {
    kind: 'deal',
    id: '8fdf1c41-aa44-4d18-92dc-e99ca36c9ac2',
    listingId: 'prop-york-terrace-23',
    buyer: 'tom',
    acceptedDaysAgo: 45,
    stagesDone: 3,
    currentTargetInDays: -4,
    solicitor: solicitor('Ouse Valley Solicitors', 'Helen Marsh', 'helen.marsh@ousevalley.example', '3 Museum Street, York YO1 7DJ'),
  },
  {
    kind: 'deal',
    id: '0b8975cd-0711-4496-87a9-87ccb257672c',
    listingId: 'prop-manchester-semi-24',
    buyer: 'sana',
    acceptedDaysAgo: 100,
    stagesDone: 6,
    solicitor: solicitor('Deansgate Law', 'Imran Qureshi', 'imran@deansgate-law.example', '200 Deansgate, Manchester M3 3NW'),
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const before = (at: Date, days: number): Date => new Date(at.getTime() - days * DAY_MS);

/** The listing's status once the seed has written the spec, as the reservation and deal rules leave it. */
export const listingStatusAfter = (spec: DemoReservationSpec): PropertyStatus =>
  spec.kind === 'held' ? 'Available' : spec.stagesDone === 'all' ? 'Sold' : 'Under Offer';

/** When the reservation was made: a deal's three days before its acceptance. */
export const reservedAt = (spec: DemoReservationSpec, now: Date): Date =>
  spec.kind === 'held' ? before(now, spec.reservedDaysAgo) : before(now, spec.acceptedDaysAgo + 3);

export const acceptedAt = (spec: DemoDeal, now: Date): Date => before(now, spec.acceptedDaysAgo);

/**
 * The reservation as it was before any acceptance, its agreement not yet recorded (the seed signs it): held for the
 * settings' working days, and for a deal its fee paid by bank transfer the day after it was made.
 */
export function demoReservation(
  spec: DemoReservationSpec,
  p: { investorId: string; pricePence: number; settings: ReservationSettings; now: Date },
): Reservation {
  const at = reservedAt(spec, p.now);
  return buildReservation({
    id: spec.id,
    propertyId: spec.listingId,
    investorId: p.investorId,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    heldUntil: addWorkingDays(at, p.settings.holdWorkingDays).toISOString(),
    pricePence: p.pricePence,
    feeTerms: p.settings.sourcingFee,
    reservationFeePence: p.settings.reservationFeePence,
    ...(spec.kind === 'deal'
      ? {
          payment: {
            method: 'bank' as const,
            status: 'paid' as const,
            amountPence: p.settings.reservationFeePence,
            // The reference My reservations asks the investor to quote.
            reference: `RES-${spec.id.slice(0, 8).toUpperCase()}`,
            paidAt: new Date(at.getTime() + DAY_MS).toISOString(),
          },
        }
      : {}),
  });
}

/** When the buyer signed the agreement: an hour after reserving, or the spec's day for a hold. */
export const signedAt = (spec: DemoReservationSpec, now: Date): string =>
  (spec.kind === 'held'
    ? new Date(Math.min(before(now, spec.signedDaysAgo).getTime(), now.getTime() - HOUR_MS))
    : new Date(reservedAt(spec, now).getTime() + HOUR_MS)
  ).toISOString();

/**
 * The deal as the acceptance opened it (`opened`: open-deal.ts's newDeal), moved on as the admins would have moved it:
 * its first stages done in order (each on its target day, or earlier so none is in the future), the current stage's
 * target moved, the buyer's solicitor given; all of them done, it completed.
 */
export function progressedDeal(opened: Deal, spec: DemoDeal, now: Date): Deal {
  const count = spec.stagesDone === 'all' ? opened.stages.length : spec.stagesDone;
  const completedAt = spec.stagesDone === 'all' ? before(now, spec.completedDaysAgo ?? 1) : undefined;
  const latest = completedAt ?? new Date(now.getTime() - HOUR_MS);
  let stages = opened.stages.map((stage, i) => {
    if (i >= count) return stage;
    const onTarget = Date.parse(`${stage.targetDate}T11:00:00.000Z`);
    return { ...stage, doneAt: new Date(Math.min(onTarget, latest.getTime() - (count - 1 - i) * DAY_MS)).toISOString() };
  });
  const current = currentStage(stages);
  if (current && spec.currentTargetInDays !== undefined) {
    const targetDate = londonDate(new Date(now.getTime() + spec.currentTargetInDays * DAY_MS));
    stages = stages.map((stage) => (stage === current ? { ...stage, targetDate } : stage));
  }
  const lastDone = stages[count - 1]?.doneAt;
  const since = lastDone ?? opened.acceptedAt;
  return {
    ...opened,
    stages,
    ...(completedAt ? { status: 'completed' as const, column: 'completed' as const, completedAt: lastDone! } : { column: currentStage(stages)!.key }),
    columnSince: since,
    ...(spec.solicitor ? { buyerSolicitor: spec.solicitor } : {}),
  };
}

/** The deal's trail as the admins' moves would have left it: each stage done, the buyer's solicitor given, the completion. */
export function demoDealEntries(deal: Deal, by: DealEntry['by'], newId: () => string): DealEntry[] {
  const entry = (kind: DealEntry['kind'], at: string, text: string, stage?: string): DealEntry => ({
    id: newId(),
    dealId: deal.id,
    kind,
    at,
    by,
    text,
    ...(stage ? { stage } : {}),
  });
  const done = deal.stages.flatMap((stage) => (stage.doneAt ? [entry('stageDone', stage.doneAt, `${dealStage(stage.key).label}: done`, stage.key)] : []));
  const solicitorAt = new Date(Date.parse(deal.acceptedAt) + HOUR_MS).toISOString();
  return [
    ...(deal.buyerSolicitor ? [entry('solicitorSet', solicitorAt, `Buyer's solicitor: ${deal.buyerSolicitor.firm} (${deal.buyerSolicitor.contactName})`)] : []),
    ...done,
    ...(deal.completedAt ? [entry('completed', deal.completedAt, 'Completed: the listing is Sold')] : []),
  ];
}

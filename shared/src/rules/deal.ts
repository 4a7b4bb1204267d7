import * as z from '../core/zod';
import { id, version } from '../domain/common';
import { feeDecisions, type Conveyancer, type FeeDecision } from '../domain/deal';
import type { Property } from '../domain/property';
import type { SourcingFeeTerms } from '../domain/reservation';
import type { AnalysisAtAcceptance } from './analysis-at-acceptance';
import { dealStageKeys, type DealFinancing, type DealStageKey, type DealStageProgress } from './deal-stages';
import { fallThroughReasons, type DealStatus, type FallThroughReason } from './deal-status';
import { yieldDisplay } from './yield';

/**
 * A deal as stored, in the rules' terms (its stages from deal-stages.ts, its status and fall-through from
 * deal-status.ts), and the admin's requests that move it. Its id is the accepted reservation's. Money is integer pence.
 */

export interface DealFallThrough {
  reason: FallThroughReason;
  note?: string;
  /** What the signed sourcing agreement says happens to the fee, as the admin decided it. */
  feeDecision: FeeDecision;
  at: string;
}

/** The listing's figures when the offer was accepted, kept with the deal for the investor's portfolio (the listing changes later). */
export interface ListingAtAcceptance {
  /** The rent it was let at, a month; null when not let. */
  monthlyRentPence: number | null;
  /** The yield the listing showed ('Yield' as stated, or 'Potential Yield' from the achievable rent); null when on request. */
  yield: { label: string; percent: number } | null;
}

export function listingAtAcceptance(property: Pick<Property, 'currentRent' | 'yield' | 'achievableMarketRent' | 'price'>): ListingAtAcceptance {
  const shown = yieldDisplay(property);
  return {
    monthlyRentPence: property.currentRent && property.currentRent > 0 ? Math.round(property.currentRent * 100) : null,
    yield: shown.kind === 'onRequest' ? null : { label: shown.label, percent: shown.percent },
  };
}

/** The board's column a deal is in: its current stage while open, else how it ended. */
export type DealColumn = DealStageKey | Exclude<DealStatus, 'open'>;

export interface Deal {
  /** The accepted reservation's id. */
  id: string;
  propertyId: string;
  investorId: string;
  status: DealStatus;
  financing: DealFinancing;
  acceptedAt: string;
  /** Snapshots of the reservation: the agreed price and the sourcing fee's terms. */
  pricePence: number;
  feeTerms: SourcingFeeTerms;
  /** Absent on deals opened before it was kept. */
  listingAtAcceptance?: ListingAtAcceptance;
  /** The deal analysis at the agreed price on the day of the acceptance, never recomputed; absent on deals opened before it was kept. */
  analysisAtAcceptance?: AnalysisAtAcceptance;
  stages: DealStageProgress[];
  /** The board's column and since when the deal is in it (the stage before closed, or the acceptance). */
  column: DealColumn;
  columnSince: string;
  buyerSolicitor?: Conveyancer;
  fallThrough?: DealFallThrough;
  completedAt?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

// ---- what callers send ---------------------------------------------------------------------------

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const calendarDate = z.string().check(z.refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD'));
const stageKey = z.enum(dealStageKeys as [DealStageKey, ...DealStageKey[]], { error: `Not a stage: one of ${dealStageKeys.join(', ')}` });

export const dealStageParams = z.object({ id, stage: stageKey });

export const progressDealSchema = z.object({ action: z.enum(['done', 'skip'], { error: "Choose 'done' or 'skip'" }), expectedVersion: version });

export const dealTargetsSchema = z.object({
  expectedVersion: version,
  targets: z.array(z.object({ key: stageKey, targetDate: calendarDate })).check(z.minLength(1, 'Give at least one target'), z.maxLength(dealStageKeys.length)),
});

export const fallThroughSchema = z.object({
  reason: z.enum(fallThroughReasons, { error: `Choose why the deal fell through: ${fallThroughReasons.join(', ')}` }),
  note: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'Keep the note under 2,000 characters'))),
  feeDecision: z.enum(feeDecisions, { error: "Choose whether the fee is refunded or kept: 'refund' or 'keep'" }),
  expectedVersion: version,
});

import type { DealScenario } from '@shared/domain/deal-scenario';
import type { Property } from '@shared/domain/property';
import type { Reservation } from '@shared/domain/reservation';
import { analysisAtAcceptance } from '@shared/rules/analysis-at-acceptance';
import { listingAtAcceptance, type Deal } from '@shared/rules/deal';
import { buysAsCompany, listingDealPrefill } from '@shared/rules/deal-prefill';
import { defaultStageTargets, type DealFinancing } from '@shared/rules/deal-stages';
import type { AuditContext } from '../../db/audit';
import { getBuyerCheck } from '../../compliance/db/buyer-checks';
import { dealCreationSteps } from '../db/deals';
import { latestDealScenario } from '../../catalogue/db/latest-deal-scenario';
import { getProfile } from '../../members/db/profiles';
import type { AlsoWrite } from '../db/reservations';

// The deal an accepted reservation opens, apart from deals.ts: the reservations' acceptance imports it, and deals.ts imports the
// reservations' module (a fall-through cancels the reservation), so neither import closes a circle.

/**
 * How the buyer pays, from their buyer checks' source of funds: cash only is a cash purchase; a mortgage, both, or no
 * answer is taken as a mortgage, whose stage an admin marks skipped if none is needed.
 */
async function financingOf(investorId: string): Promise<DealFinancing> {
  return (await getBuyerCheck(investorId))?.part.fundsSource === 'cash' ? 'cash' : 'mortgage';
}

/** What the deal's analysis at acceptance starts from, besides the listing: whether the buyer buys as a company, and their latest scenario of it. */
export interface BuyerAnalysis {
  company: boolean;
  scenario?: DealScenario | undefined;
}

/** The buyer's profile and their latest saved scenario of the listing. */
async function buyerAnalysisOf(investorId: string, propertyId: string): Promise<BuyerAnalysis> {
  const [profile, scenario] = await Promise.all([getProfile(investorId), latestDealScenario(investorId, propertyId)]);
  return { company: buysAsCompany(profile), scenario };
}

/** What the deal an acceptance opens is read from, besides the reservation and the listing: how the buyer pays, and their analysis. */
export async function acceptanceFacts(investorId: string, propertyId: string): Promise<{ financing: DealFinancing; buyer: BuyerAnalysis }> {
  const [financing, buyer] = await Promise.all([financingOf(investorId), buyerAnalysisOf(investorId, propertyId)]);
  return { financing, buyer };
}

export function newDeal(reservation: Reservation, financing: DealFinancing, property?: Property, buyer: BuyerAnalysis = { company: false }): Deal {
  const acceptedAt = reservation.acceptedAt ?? reservation.updatedAt;
  const stages = defaultStageTargets(acceptedAt, financing);
  return {
    id: reservation.id,
    propertyId: reservation.propertyId,
    investorId: reservation.investorId,
    status: 'open',
    financing,
    acceptedAt,
    pricePence: reservation.pricePence,
    feeTerms: reservation.feeTerms,
    ...(property
      ? {
          listingAtAcceptance: listingAtAcceptance(property),
          analysisAtAcceptance: analysisAtAcceptance({
            prefill: { ...listingDealPrefill(property), company: buyer.company },
            scenario: buyer.scenario,
            pricePence: reservation.pricePence,
            acceptedAt,
          }),
        }
      : {}),
    stages,
    column: stages[0]!.key,
    columnSince: acceptedAt,
    createdAt: reservation.updatedAt,
    updatedAt: reservation.updatedAt,
    version: 1,
  };
}

/**
 * The deal an acceptance creates in its own transaction (on condition there is none), with default stage targets, the
 * listing's figures and the deal analysis at the agreed price (the investor's latest saved scenario of the listing, else
 * the starting assumptions the calculator shows them).
 */
export async function dealOnAcceptance(investorId: string, audit: AuditContext, property: Property): Promise<AlsoWrite> {
  const { financing, buyer } = await acceptanceFacts(investorId, property.id);
  return (tx, next) => dealCreationSteps(tx, newDeal(next, financing, property, buyer), { ...audit, action: 'deal opened' });
}

import type { Conveyancer, DealEntry } from '../domain/deal';
import type { AnalysisAtAcceptance } from '../rules/analysis-at-acceptance';
import type { Deal, DealColumn, DealFallThrough, ListingAtAcceptance } from '../rules/deal';
import {
  averageDaysPerStage,
  completedInMonth,
  daysInStage,
  fallThroughSummary,
  LOOK_BACK_MONTHS,
  lookBackStart,
  pipelineByStage,
  type BoardDeal,
  type FallThroughSummary,
  type StageDuration,
  type StagePipeline,
} from '../rules/deal-board';
import { dealRag, stageRag, type DealRag } from '../rules/deal-rag';
import { londonDate } from '../rules/london-date';
import { currentStage, dealStage, type DealFinancing, type DealStageKey, type DealStageOwner } from '../rules/deal-stages';
import { fallThroughReasonLabels, transitionDeal, type DealStatus } from '../rules/deal-status';
import { sourcingFeeNetPence } from '../rules/sourcing-fee';

/** A deal's stage as the timeline and the board show it, its RAG judged on the day it is read in London. */
export interface DealStageView {
  key: DealStageKey;
  label: string;
  owner: DealStageOwner;
  targetDate: string;
  doneAt: string | null;
  skippedAt: string | null;
  rag: DealRag;
  current: boolean;
}

/** What the investor sees of their deal: the timeline, their solicitor, how it ended. */
export interface MyDeal {
  id: string;
  version: number;
  propertyId: string;
  propertyTitle: string | null;
  status: DealStatus;
  financing: DealFinancing;
  acceptedAt: string;
  pricePence: number;
  /** The listing's figures when the offer was accepted (the portfolio's); null on deals opened before they were kept. */
  listingAtAcceptance: ListingAtAcceptance | null;
  /** The deal analysis as stored at the acceptance (the portfolio's); null on deals opened before it was kept. */
  analysisAtAcceptance: AnalysisAtAcceptance | null;
  stages: DealStageView[];
  /** The first stage neither done nor skipped; null once the deal has ended. */
  currentStage: DealStageKey | null;
  /** The worst RAG of the open stages ('done' when none is open). */
  rag: DealRag;
  buyerSolicitor: Conveyancer | null;
  completedAt: string | null;
  fallThrough: { reason: DealFallThrough['reason']; reasonLabel: string; at: string } | null;
}

/** The admin's card and detail: the investor, the board's column, days in it and the fee the deal earns (not the investor's analysis: the board lists hundreds). */
export interface DealCard extends Omit<MyDeal, 'fallThrough' | 'analysisAtAcceptance'> {
  investorId: string;
  investorName: string | null;
  investorEmail: string | null;
  column: DealColumn;
  columnSince: string;
  /** Calendar days in the current stage; null once the deal has ended. */
  daysInStage: number | null;
  /** The sourcing fee net of VAT, as the reservation's terms give it on the agreed price. */
  feePence: number;
  fallThrough: (DealFallThrough & { reasonLabel: string }) | null;
}

/**
 * An open deal as its card on the board shows it, with what the filters and its menu need: hundreds are read at once,
 * so nothing more (the deal's page reads the whole DealCard).
 */
export interface BoardCard {
  id: string;
  version: number;
  propertyTitle: string | null;
  /** The investor's name, else their email; null when their profile is gone. */
  investor: string | null;
  /** The current stage: the column the card is in. */
  stage: DealStageKey;
  /** Who the current stage waits on. */
  owner: DealStageOwner;
  /** The worst RAG of the open stages. */
  rag: DealRag;
  /** Calendar days in the current stage. */
  daysInStage: number;
  /** The moves the rules allow on the current stage: the stage done (on to `next`, or completing the deal when null) or skipped. */
  canMarkDone: boolean;
  canSkip: boolean;
  next: DealStageKey | null;
}

/** The sourcer's board: the open deals, one column per stage of the table in order (empty ones too). */
export interface DealBoardColumn {
  key: DealStageKey;
  label: string;
  deals: BoardCard[];
}

/**
 * The figures above the board: the open deals by stage, the completions of the month, and over the last
 * `lookBackMonths` months the stages' durations and the deals that ended (the fall-throughs among them).
 */
export interface DealBoardFigures {
  pipeline: StagePipeline[];
  completedThisMonth: number;
  lookBackMonths: number;
  averageDaysPerStage: StageDuration[];
  fallThrough: FallThroughSummary;
}

/** What the board reads: its open deals by column and the figures above it. */
export interface DealBoard {
  columns: DealBoardColumn[];
  figures: DealBoardFigures;
}

export interface DealDetail {
  deal: DealCard;
  /** The deal's notes and changes, oldest first: never changed or deleted. */
  entries: DealEntry[];
}

export function dealStageViews(deal: Pick<Deal, 'stages' | 'acceptedAt'>, now: Date): DealStageView[] {
  const current = currentStage(deal.stages);
  const acceptedOn = londonDate(deal.acceptedAt);
  return deal.stages.map((stage) => ({
    key: stage.key,
    label: dealStage(stage.key).label,
    owner: stage.owner,
    targetDate: stage.targetDate,
    doneAt: stage.doneAt ?? null,
    skippedAt: stage.skippedAt ?? null,
    rag: stageRag(stage, now, acceptedOn),
    current: stage === current,
  }));
}

export function myDealView(deal: Deal, propertyTitle: string | null, now: Date): MyDeal {
  const open = deal.status === 'open';
  return {
    id: deal.id,
    version: deal.version,
    propertyId: deal.propertyId,
    propertyTitle,
    status: deal.status,
    financing: deal.financing,
    acceptedAt: deal.acceptedAt,
    pricePence: deal.pricePence,
    listingAtAcceptance: deal.listingAtAcceptance ?? null,
    analysisAtAcceptance: deal.analysisAtAcceptance ?? null,
    stages: dealStageViews(deal, now),
    currentStage: open ? (currentStage(deal.stages)?.key ?? null) : null,
    rag: open ? dealRag(deal.stages, now, londonDate(deal.acceptedAt)) : 'done',
    buyerSolicitor: deal.buyerSolicitor ?? null,
    completedAt: deal.completedAt ?? null,
    fallThrough: deal.fallThrough
      ? { reason: deal.fallThrough.reason, reasonLabel: fallThroughReasonLabels[deal.fallThrough.reason], at: deal.fallThrough.at }
      : null,
  };
}

export function dealCard(deal: Deal, propertyTitle: string | null, investor: { name: string | null; email: string | null }, now: Date): DealCard {
  const open = deal.status === 'open';
  const { analysisAtAcceptance: _analysis, ...mine } = myDealView(deal, propertyTitle, now);
  return {
    ...mine,
    investorId: deal.investorId,
    investorName: investor.name,
    investorEmail: investor.email,
    column: deal.column,
    columnSince: deal.columnSince,
    daysInStage: open ? (daysInStage(deal, now) ?? null) : null,
    feePence: sourcingFeeNetPence(deal.feeTerms, deal.pricePence),
    fallThrough: deal.fallThrough ? { ...deal.fallThrough, reasonLabel: fallThroughReasonLabels[deal.fallThrough.reason] } : null,
  };
}

/** The card of an open deal on the board; undefined for a deal with no stage open (an ended one). */
export function boardCard(deal: Deal, propertyTitle: string | null, investor: { name: string | null; email: string | null }, now: Date): BoardCard | undefined {
  const current = deal.status === 'open' ? currentStage(deal.stages) : undefined;
  if (!current) return undefined;
  const at = now.toISOString();
  const next = deal.stages[deal.stages.indexOf(current) + 1];
  return {
    id: deal.id,
    version: deal.version,
    propertyTitle,
    investor: investor.name ?? investor.email,
    stage: current.key,
    owner: current.owner,
    rag: dealRag(deal.stages, now, londonDate(deal.acceptedAt)),
    daysInStage: daysInStage(deal, now) ?? 0,
    canMarkDone: transitionDeal(deal, { kind: 'completeStage', key: current.key, at }).allowed,
    canSkip: transitionDeal(deal, { kind: 'skipStage', key: current.key, at }).allowed,
    next: next?.key ?? null,
  };
}

/**
 * The board's figures as the rules of deal-board.ts count them on the day `now`, from the open deals and the deals
 * that ended in the look-back (lookBackStart: older ones would not count, and need not be read).
 */
export function dealBoardFigures(deals: readonly Deal[], now: Date): DealBoardFigures {
  const board: BoardDeal[] = deals.map((deal) => ({
    ...deal,
    // An ended deal's column (completed or fell through) is since its end.
    ...(deal.status === 'open' ? {} : { endedAt: deal.columnSince }),
    feePence: sourcingFeeNetPence(deal.feeTerms, deal.pricePence),
  }));
  const since = lookBackStart(now);
  return {
    pipeline: pipelineByStage(board),
    completedThisMonth: completedInMonth(board, now),
    lookBackMonths: LOOK_BACK_MONTHS,
    averageDaysPerStage: averageDaysPerStage(board, since),
    fallThrough: fallThroughSummary(board, since),
  };
}

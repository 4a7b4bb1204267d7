import { stageRag } from './deal-rag';
import type { DealStageOwner, DealStageProgress } from './deal-stages';
import type { DealStatus } from './deal-status';
import { daysBetween, londonDate, type IsoDate } from './london-date';

/**
 * The daily chaser: each owner is emailed at most once per calendar day in London what is due within 3 days or late
 * on their open deals (amber or red, deal-rag.ts); the admins get one summary of every owner's.
 */

/** Whether an owner last chased at `lastChasedAt` (ISO date-time, none yet: undefined) may be chased at `now`. */
export const chaserDue = (lastChasedAt: string | undefined, now: Date): boolean => !lastChasedAt || daysBetween(londonDate(lastChasedAt), londonDate(now)) > 0;

/**
 * The day a chaser sent at `now` is claimed for: one claim per owner per day, so an owner claimed on this day is not
 * chased again until chaserDue says so (the two agree: deal-chaser.test.ts).
 */
export const chaserDay = (now: Date): IsoDate => londonDate(now);

/** The stages of one deal a chaser lists: not done or skipped, due within 3 days or late; only `owner`'s when given (the admins' summary lists all). */
export function chaserStages<T extends DealStageProgress>(deal: { status: DealStatus; stages: readonly T[] }, now: Date, owner?: DealStageOwner): T[] {
  if (deal.status !== 'open') return [];
  return deal.stages.filter((stage) => (owner === undefined || stage.owner === owner) && ['amber', 'red'].includes(stageRag(stage, now)));
}

/** What a chaser needs of a deal. */
export interface ChaserDeal {
  investorId: string;
  status: DealStatus;
  stages: readonly DealStageProgress[];
  buyerSolicitor?: { email: string };
}

/** One deal in a chaser, with the stages it lists (in the deal's order). */
export interface ChaserEntry<D extends ChaserDeal> {
  deal: D;
  stages: DealStageProgress[];
}

/** Who is chased about what on one day. */
export interface ChaserLetters<D extends ChaserDeal> {
  /** By investor id: their own stages on their deals. */
  investors: Map<string, ChaserEntry<D>[]>;
  /** By the buyer's solicitor's email, lower-cased: the solicitor's stages on the deals that name them. */
  solicitors: Map<string, ChaserEntry<D>[]>;
  /** For the admins: every owner's stages (the sourcer's, and a solicitor's not yet named, are chased only here). */
  summary: ChaserEntry<D>[];
}

function add<D extends ChaserDeal>(letters: Map<string, ChaserEntry<D>[]>, key: string, entry: ChaserEntry<D>) {
  if (entry.stages.length === 0) return;
  letters.set(key, [...(letters.get(key) ?? []), entry]);
}

/** Sorts the open deals' due and late stages into each owner's chaser and the admins' summary. */
export function chaserLetters<D extends ChaserDeal>(deals: readonly D[], now: Date): ChaserLetters<D> {
  const letters: ChaserLetters<D> = { investors: new Map(), solicitors: new Map(), summary: [] };
  for (const deal of deals) {
    const stages = chaserStages(deal, now);
    if (stages.length === 0) continue;
    letters.summary.push({ deal, stages });
    add(letters.investors, deal.investorId, { deal, stages: stages.filter((s) => s.owner === 'investor') });
    const solicitor = deal.buyerSolicitor?.email.trim().toLowerCase();
    if (solicitor) add(letters.solicitors, solicitor, { deal, stages: stages.filter((s) => s.owner === 'solicitor') });
  }
  return letters;
}

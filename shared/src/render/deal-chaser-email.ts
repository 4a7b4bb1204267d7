import { toOneLine } from '../core/single-line';
import { AMBER_WITHIN_DAYS } from '../rules/deal-rag';
import { dealStage, type DealStageOwner, type DealStageProgress } from '../rules/deal-stages';
import { daysBetween, type IsoDate } from '../rules/london-date';
import { escapeHtml } from './share-meta';

/**
 * The daily chaser's email (functions/src/sales/deals/chasers.ts): to an investor or a buyer's solicitor, what is due within
 * 3 days or late on their deals; to each admin, one summary of every owner's, the sourcer's own among them.
 */

export type ChaserAudience = 'investor' | 'solicitor' | 'admins';

export interface ChaserEmailDeal {
  propertyTitle: string;
  /** The admins' summary names the investor and the buyer's solicitor's firm (null: not given yet). */
  investorName?: string | null;
  solicitorFirm?: string | null;
  stages: readonly Pick<DealStageProgress, 'key' | 'owner' | 'targetDate'>[];
}

export interface ChaserEmail {
  subject: string;
  text: string;
  html: string;
}

const longDate = (date: IsoDate) =>
  new Date(`${date}T12:00:00.000Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** 'late: due 30 November 2026, 1 day ago', 'due today (1 December 2026)', 'due 3 December 2026, in 2 days'. */
export function dueText(targetDate: IsoDate, today: IsoDate): string {
  const left = daysBetween(today, targetDate);
  if (left < 0) return `late: due ${longDate(targetDate)}, ${days(-left)} ago`;
  if (left === 0) return `due today (${longDate(targetDate)})`;
  return `due ${longDate(targetDate)}, in ${days(left)}`;
}

function ownerText(owner: DealStageOwner, deal: ChaserEmailDeal): string {
  if (owner === 'sourcer') return 'the sourcer';
  if (owner === 'investor') return deal.investorName ? `the investor, ${toOneLine(deal.investorName)}` : 'the investor';
  return deal.solicitorFirm ? `the buyer's solicitor, ${toOneLine(deal.solicitorFirm)}` : "the buyer's solicitor (not given yet)";
}

function countText(deals: readonly ChaserEmailDeal[], today: IsoDate): string {
  const stages = deals.flatMap((d) => d.stages);
  const late = stages.filter((s) => daysBetween(today, s.targetDate) < 0).length;
  const due = stages.length - late;
  return [late ? `${late} late` : '', due ? `${due} due` : ''].filter(Boolean).join(', ');
}

const openings: Record<ChaserAudience, string> = {
  investor: `These steps of your purchases are due within ${AMBER_WITHIN_DAYS} days or late. If you have done one already, tell us and we will mark it done.`,
  solicitor: `You are named as the buyer's solicitor on these purchases. These steps are due within ${AMBER_WITHIN_DAYS} days or late.`,
  admins: `Every stage due within ${AMBER_WITHIN_DAYS} days or late on the open deals, with who it is waiting on.`,
};

const closings: Record<ChaserAudience, string> = {
  investor: 'You get this email once a day while a step of your deals is due or late. Turn off Deal reminders in your profile, Account Info: ',
  solicitor: 'You get this email once a day while a step you act on is due or late. To stop it, ask the sourcer to take your details off the deal.',
  admins: 'Move them on in the portal, Admin Tools, Deals: ',
};

/** The email of one owner (or one admin's summary) on `today`, the London date it is sent. */
export function dealChaserEmail(audience: ChaserAudience, deals: readonly ChaserEmailDeal[], options: { today: IsoDate; link?: string }): ChaserEmail {
  const counts = countText(deals, options.today);
  const subject =
    audience === 'admins'
      ? `Deals summary: ${counts} on ${deals.length} deal${deals.length === 1 ? '' : 's'}`
      : `Deal deadlines: ${counts} on ${deals.length === 1 ? toOneLine(deals[0]!.propertyTitle) : `${deals.length} purchases`}`;
  const blocks = deals.map((deal) => ({
    title: toOneLine(deal.propertyTitle),
    lines: deal.stages.map(
      (stage) =>
        `${dealStage(stage.key).label}: ${dueText(stage.targetDate, options.today)}${audience === 'admins' ? `, waiting on ${ownerText(stage.owner, deal)}` : ''}`,
    ),
  }));
  const closing = `${closings[audience]}${audience === 'solicitor' ? '' : (options.link ?? '')}`;
  const text = [openings[audience], ...blocks.map((b) => [b.title, ...b.lines.map((l) => `- ${l}`)].join('\n')), `--\n${closing}`].join('\n\n') + '\n';
  const html = [
    `<p>${escapeHtml(openings[audience])}</p>`,
    ...blocks.map((b) => `<h3>${escapeHtml(b.title)}</h3><ul>${b.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`),
    `<p>${escapeHtml(closings[audience])}${options.link && audience !== 'solicitor' ? `<a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a>` : ''}</p>`,
  ].join('');
  return { subject, text, html };
}

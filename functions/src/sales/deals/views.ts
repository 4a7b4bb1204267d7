import type { Deal } from '@shared/rules/deal';
import { dealStages } from '@shared/rules/deal-stages';
import { ERASED_MEMBER } from '@shared/rules/erasure';
import { lookBackStart } from '@shared/rules/deal-board';
import {
  boardCard,
  dealBoardFigures,
  dealCard,
  myDealView,
  type BoardCard,
  type DealBoard,
  type DealCard,
  type DealDetail,
  type MyDeal,
} from '@shared/views/deal';
import { clock } from '../../clock';
import { listDealEntries, listDealsInColumn } from '../db/deals';
import { getProfileNames, type ProfileName } from '../../members/db/profile-names';
import { getProfile } from '../../members/db/profiles';
import { getPropertyTitles } from '../../catalogue/db/property-titles';

type Person = ProfileName;
// A deal's investor has a profile until their erasure deletes it; the deal itself is kept (member-data.ts).
const erased: Person = { name: ERASED_MEMBER, email: null };

/** The titles of the deals' listings (one batch read of their ids and titles only: the board names hundreds). */
const titles = (deals: readonly Deal[]): Promise<Map<string, string>> => getPropertyTitles(deals.map((d) => d.propertyId));

export async function myDealViews(deals: readonly Deal[]): Promise<MyDeal[]> {
  const byId = await titles(deals);
  const now = clock();
  return deals.map((deal) => myDealView(deal, byId.get(deal.propertyId) ?? null, now));
}

export async function myDealViewOf(deal: Deal): Promise<MyDeal> {
  const [view] = await myDealViews([deal]);
  return view!;
}

function cardsOf(deals: readonly Deal[], byId: Map<string, string>, people: Map<string, Person>): DealCard[] {
  const now = clock();
  return deals.map((deal) => dealCard(deal, byId.get(deal.propertyId) ?? null, people.get(deal.investorId) ?? erased, now));
}

export async function dealCardOf(deal: Deal): Promise<DealCard> {
  const [byId, profile] = await Promise.all([titles([deal]), getProfile(deal.investorId)]);
  const people = new Map<string, Person>(profile ? [[deal.investorId, { name: profile.fullName ?? null, email: profile.email ?? null }]] : []);
  return cardsOf([deal], byId, people)[0]!;
}

export async function dealDetailOf(deal: Deal): Promise<DealDetail> {
  const [card, entries] = await Promise.all([dealCardOf(deal), listDealEntries(deal.id)]);
  return { deal: card, entries };
}

/** The columns the figures read beside the board's: the ended deals. */
const endedColumns = ['completed', 'fellThrough'] as const;

/**
 * The board: one Query of gsi1 per stage, and one per ending for the deals ended in the figures' look-back only
 * (lookBackStart), in parallel; then batch reads of the open deals' listing titles and investors' names. The ended
 * deals only count in the figures.
 */
export async function dealBoard(): Promise<DealBoard> {
  const now = clock();
  const since = lookBackStart(now);
  const [columns, ended] = await Promise.all([
    Promise.all(dealStages.map((stage) => listDealsInColumn(stage.key))),
    Promise.all(endedColumns.map((column) => listDealsInColumn(column, since))),
  ]);
  const open = columns.flat();
  const [byId, people] = await Promise.all([titles(open), getProfileNames(open.map((deal) => deal.investorId))]);
  const cardOf = (deal: Deal) => boardCard(deal, byId.get(deal.propertyId) ?? null, people.get(deal.investorId) ?? erased, now);
  return {
    columns: dealStages.map((stage, i) => ({
      key: stage.key,
      label: stage.label,
      deals: columns[i]!.map(cardOf).filter((card): card is BoardCard => card !== undefined),
    })),
    figures: dealBoardFigures([...open, ...ended.flat()], now),
  };
}

import type { DealEntry } from '@shared/domain/deal';
import type { Deal, DealColumn } from '@shared/rules/deal';
import { auditStep, type AuditContext } from '../../db/audit';
import { dealEntity } from '../../db/entities/deal';
import { dealEntryEntity } from '../../db/entities/deal-entry';
import { throttleEntity } from '../../db/entities/throttle';
import { applied } from '../../db/errors';
import { retryingConflicts } from '../../db/conflicts';
import { createWriteTransaction } from '../../db/electrodb';
import { portal, type WriteEntities, type WriteStep } from '../../db/service';
import { updateVersioned, type Patch } from '../../db/versioned';

/**
 * Deals and their entries (shared/src/domain/deal.ts). A deal is created in its reservation's acceptance, on
 * condition it does not exist; every change goes through `updateDeal` (a stale version is a 409, the audit event in
 * the same transaction) with its entries, which are created on condition they do not exist and never changed.
 */

/**
 * The deal's entities as a transaction's callback receives them. They are not in service.ts's set, which every bundle
 * carries: ElectroDB commits any entity's step into a transaction (its callback is handed the same entity objects).
 */
const dealEntities = { deal: dealEntity, dealEntry: dealEntryEntity, throttle: throttleEntity };
type DealWrites = Parameters<Parameters<typeof createWriteTransaction<typeof dealEntities, unknown, readonly WriteStep[]>>[1]>[0];
const dx = dealEntities as unknown as DealWrites;

const optionalFields = ['buyerSolicitor', 'fallThrough', 'completedAt', 'listingAtAcceptance', 'analysisAtAcceptance'] as const;

const fromItem = (item: Record<string, unknown>): Deal => {
  const present = Object.fromEntries(optionalFields.filter((key) => item[key] !== undefined && item[key] !== null).map((key) => [key, item[key]]));
  return {
    id: String(item.dealId),
    propertyId: String(item.propertyId),
    investorId: String(item.investorId),
    status: item.status as Deal['status'],
    financing: item.financing as Deal['financing'],
    acceptedAt: String(item.acceptedAt),
    pricePence: Number(item.pricePence),
    feeTerms: item.feeTerms as Deal['feeTerms'],
    stages: item.stages as Deal['stages'],
    column: item.column as DealColumn,
    columnSince: String(item.columnSince),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    version: Number(item.version),
    ...present,
  } as Deal;
};

type StoredDeal = Extract<Parameters<typeof dealEntity.put>[0], { dealId: string }>;
const toItem = ({ id, ...deal }: Deal) =>
  Object.fromEntries(Object.entries({ dealId: id, ...deal }).filter(([, value]) => value !== undefined && value !== null)) as unknown as StoredDeal;

type StoredEntry = Extract<Parameters<typeof dealEntryEntity.create>[0], { dealId: string }>;
const entryItem = ({ id, ...entry }: DealEntry) => ({ entryId: id, ...entry }) as unknown as StoredEntry;

export async function getDeal(id: string): Promise<Deal | undefined> {
  const { data } = await dealEntity.get({ dealId: id }).go({ consistent: true });
  return data ? fromItem(data as Record<string, unknown>) : undefined;
}

/** An investor's deals, newest accepted first. */
export async function listInvestorDeals(investorId: string): Promise<Deal[]> {
  const { data } = await dealEntity.query.byInvestor({ investorId }).go({ pages: 'all', order: 'desc' });
  return data.map((item) => fromItem(item as Record<string, unknown>));
}

/**
 * The deals in one column of the board, longest there first (one Query of gsi1); with `since` (an ISO date-time), only
 * those in it since then, by a key condition on the index's sort key: for an ended column, the deals ended since.
 */
export async function listDealsInColumn(column: DealColumn, since?: string): Promise<Deal[]> {
  const query = dealEntity.query.byColumn({ column });
  const { data } = await (since ? query.gte({ columnSince: since }) : query).go({ pages: 'all' });
  return data.map((item) => fromItem(item as Record<string, unknown>));
}

/**
 * The deals that ended (completed or fell through) before `before`, oldest end first: one Query per ending on gsi1 with a
 * key condition on the index's sort key (the ending date), never a Scan; the retention job's read.
 */
export async function listDealsEndedBefore(before: string): Promise<Deal[]> {
  const ended = await Promise.all(
    (['completed', 'fellThrough'] as const).map((column) => dealEntity.query.byColumn({ column }).lt({ columnSince: before }).go({ pages: 'all' })),
  );
  return ended.flatMap(({ data }) => data.map((item) => fromItem(item as Record<string, unknown>)));
}

/** A deal's entries, oldest first. */
export async function listDealEntries(dealId: string): Promise<DealEntry[]> {
  const { data } = await dealEntryEntity.query.byDeal({ dealId }).go({ pages: 'all', consistent: true });
  return data.map((item) => ({
    id: item.entryId,
    dealId: item.dealId,
    kind: item.kind as DealEntry['kind'],
    at: item.at,
    by: item.by as DealEntry['by'],
    text: String(item.text),
    ...(item.stage ? { stage: item.stage as DealEntry['stage'] } : {}),
  }));
}

const entrySteps = (entries: readonly DealEntry[]): WriteStep[] => entries.map((entry) => dx.dealEntry.create(entryItem(entry)).commit());

/** The deal's creation (on condition it does not exist) with its audit event, as steps of another write's transaction. */
export const dealCreationSteps = (tx: WriteEntities, deal: Deal, audit: AuditContext): WriteStep[] => [
  dx.deal.create(toItem(deal)).commit(),
  auditStep(tx, audit, { targetType: 'deal', targetId: deal.id, before: null, after: deal }),
];

/** The next version of `current` with `patch`, as `updateVersioned` makes it: for a deal written in another record's transaction. */
export const nextDeal = (current: Deal, patch: Patch<Deal>, at: string): Deal => ({ ...current, ...patch, updatedAt: at, version: current.version + 1 });

/** The deal saved as `next` on condition it is still at `expectedVersion`, with its audit event and entries, as steps of another write. */
export const dealChangeSteps = (tx: WriteEntities, current: Deal, next: Deal, audit: AuditContext, entries: readonly DealEntry[]): WriteStep[] => [
  dx.deal
    .put(toItem(next))
    .where(({ version }, { eq }) => eq(version, current.version))
    .commit(),
  auditStep(tx, audit, { targetType: 'deal', targetId: next.id, before: current, after: next }),
  ...entrySteps(entries),
];

/**
 * The one update of a deal: versioned, audited, with its entries and `also` in the same transaction. Two admins moving
 * the same deal at once may cancel each other's transactions (TransactionConflict): the update is tried again from a
 * fresh read, which answers a 409 when the other one landed.
 */
export async function updateDeal(
  id: string,
  patch: Patch<Deal>,
  expectedVersion: number,
  { audit, entries = [], also }: { audit: AuditContext; entries?: readonly DealEntry[]; also?: (tx: WriteEntities, next: Deal) => WriteStep[] },
): Promise<Deal> {
  return retryingConflicts(() =>
    updateVersioned<Deal>(
      'deal',
      { id, patch, expectedVersion, audit },
      {
        load: getDeal,
        parse: (record) => record as Deal,
        writes: (tx, next, expected) => [
          dx.deal
            .put(toItem(next))
            .where(({ version }, { eq }) => eq(version, expected))
            .commit(),
          ...entrySteps(entries),
          ...(also ? also(tx, next) : []),
        ],
      },
    ),
  );
}

/** How long a `once` claim is remembered: longer than any retry of the job that writes the entry. */
const ENTRY_CLAIM_SECONDS = 7 * 24 * 3600;

/**
 * Adds an entry to an existing deal with its audit event; false when the deal is gone. With `once` (a name for what
 * the entry records), a claim on that name is created in the same transaction, so of two writers at once only one adds it.
 */
export function addDealEntry(entry: DealEntry, audit: AuditContext, { once }: { once?: string } = {}): Promise<boolean> {
  return applied(
    portal.transaction
      .write((tx) => [
        dx.deal
          .check({ dealId: entry.dealId })
          .where(({ dealId }, { exists }) => exists(dealId))
          .commit(),
        ...(once
          ? [
              dx.throttle
                .create({ bucket: `deal-entry#${entry.dealId}#${once}`, count: 1, expiresAt: Math.floor(Date.now() / 1000) + ENTRY_CLAIM_SECONDS })
                .commit(),
            ]
          : []),
        ...entrySteps([entry]),
        auditStep(tx, audit, { targetType: 'deal', targetId: entry.dealId, before: null, after: { note: entry.text } }),
      ])
      .go(),
  );
}

import { emptyBuyerCheck, type BuyerCheck } from '@shared/domain/buyer-check';
import { auditStep, type AuditContext } from '../../db/audit';
import { auditEventEntity } from '../../db/entities/audit-event';
import { buyerCheckEntity } from '../../db/entities/buyer-check';
import { applied, MemberGoneError } from '../../db/errors';
import { memberChecks } from '../../members/db/member-writes';
import { portal, type WriteEntities, type WriteStep } from '../../db/service';
import { updateVersioned, type Patch } from '../../db/versioned';

/**
 * A buyer's checks (Money Laundering Regulations 2017 reg. 27, 28, 33, 35; docs/architecture.md section 14): one record
 * per member, read by id, listed by one Query of gsi1. Every change goes through `updateVersioned` (409 on a stale
 * version, the audit event in the same transaction); the buyer's own changes also hold only while their profile
 * exists and no erasure of theirs has started (member-writes.ts).
 */

type Item = NonNullable<Awaited<ReturnType<ReturnType<typeof buyerCheckEntity.get>['go']>>['data']>;

const fromItem = (item: Item): BuyerCheck => {
  const record = item as unknown as Record<string, unknown>;
  const optional = <K extends keyof BuyerCheck>(key: K) => (record[key] === undefined || record[key] === null ? {} : { [key]: record[key] as BuyerCheck[K] });
  return {
    id: item.buyerId,
    version: item.version,
    createdAt: String(record.createdAt),
    updatedAt: item.updatedAt,
    part: (record.part as BuyerCheck['part']) ?? { individuals: [] },
    evidence: (record.evidence as BuyerCheck['evidence']) ?? [],
    screenings: (record.screenings as BuyerCheck['screenings']) ?? [],
    identityChecks: (record.identityChecks as BuyerCheck['identityChecks']) ?? [],
    pendingApprovals: (record.pendingApprovals as BuyerCheck['pendingApprovals']) ?? [],
    ...optional('detailsChangedAt'),
    ...optional('risk'),
    ...optional('clearance'),
    ...optional('registerDiscrepancies'),
    ...optional('relationshipEndedAt'),
    ...optional('retainUntil'),
    ...optional('ofsiReports'),
  };
};

type StoredItem = Extract<Parameters<typeof buyerCheckEntity.put>[0], { buyerId: string }>;

/** The record as stored: the list version it was last screened against kept beside it for the re-screening job. */
const toItem = (check: BuyerCheck) => {
  const versions = [...new Set(check.screenings.map((s) => s.listVersion))];
  const { id, ...rest } = check;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return { buyerId: id, ...defined, ...(versions.length === 1 ? { screenedListVersion: versions[0] } : {}) } as unknown as StoredItem;
};

export async function getBuyerCheck(id: string): Promise<BuyerCheck | undefined> {
  const { data } = await buyerCheckEntity.get({ buyerId: id }).go({ consistent: true });
  return data ? fromItem(data) : undefined;
}

/** Every buyer's record (admin list, jobs). */
export async function listBuyerChecks(): Promise<BuyerCheck[]> {
  const { data } = await buyerCheckEntity.query.all({}).go({ pages: 'all' });
  return data.map(fromItem);
}

/** The records not screened against `listVersion` (some never screened, or against an older list). */
export async function listBuyerChecksNotScreenedAgainst(listVersion: string): Promise<BuyerCheck[]> {
  const { data } = await buyerCheckEntity.query
    .all({})
    .where(({ screenedListVersion }, { ne, notExists }) => `${notExists(screenedListVersion)} OR ${ne(screenedListVersion, listVersion)}`)
    .go({ pages: 'all' });
  return data.map(fromItem);
}

/**
 * The records that may be past their retention (reg. 40(3), (5)): a recorded end over five years ago, or no end recorded
 * and no change for five years (checks that never led to a reservation; the job asks whether any did,
 * rules/retention.ts buyerCheckDeletableFrom).
 */
export async function listBuyerChecksPastRetention(now: string, idleSince: string): Promise<BuyerCheck[]> {
  const { data } = await buyerCheckEntity.query
    .all({})
    .where(({ retainUntil, updatedAt }, { lte, notExists }) => `${lte(retainUntil, now)} OR (${notExists(retainUntil)} AND ${lte(updatedAt, idleSince)})`)
    .go({ pages: 'all' });
  return data.map(fromItem);
}

/**
 * The member's record, made empty (version 0) when they have none yet: a member's own first save, or an admin's first
 * step. Of two first calls at once, one creates it. `asMember`: only while the member's profile exists and no
 * erasure of theirs has started.
 */
export async function ensureBuyerCheck(id: string, { asMember }: { asMember: boolean }, at = new Date().toISOString()): Promise<BuyerCheck> {
  const existing = await getBuyerCheck(id);
  if (existing) return existing;
  const created = emptyBuyerCheck(id, at);
  const steps = (tx: WriteEntities) => [...(asMember ? memberChecks(tx, id) : []), tx.buyerCheck.create(toItem(created)).commit()];
  const done = await applied(portal.transaction.write((tx) => steps(tx)).go());
  if (done) return created;
  const concurrent = await getBuyerCheck(id);
  if (concurrent) return concurrent;
  throw new MemberGoneError();
}

/** The one update of a buyer's record: `updateVersioned` with its audit event, and the member checks for their own changes. */
export function updateBuyerCheck(
  id: string,
  patch: Patch<BuyerCheck>,
  expectedVersion: number,
  { audit, asMember }: { audit: AuditContext; asMember: boolean },
): Promise<BuyerCheck> {
  return updateVersioned<BuyerCheck>(
    'buyerCheck',
    { id, patch, expectedVersion, audit },
    {
      load: getBuyerCheck,
      parse: (record) => record as BuyerCheck,
      writes: (tx, next, expected) => [
        ...(asMember ? memberChecks(tx, id) : []),
        tx.buyerCheck
          .put(toItem(next))
          .where(({ version }, { eq }) => eq(version, expected))
          .commit(),
      ],
      refusal: (codes) => (asMember && codes.slice(0, 2).includes('ConditionalCheckFailed') ? new MemberGoneError() : undefined),
    },
  );
}

/**
 * A reservation's acceptance starts a new business relationship (MLR 2017 reg. 40: the five-year clock runs from the end
 * of a relationship, so an earlier end no longer counts). Steps of the acceptance's transaction: `check`, read as
 * cleared, is still the stored version, and an end recorded on it is cleared with the audit event, on that version.
 */
export function relationshipStartSteps(tx: WriteEntities, check: BuyerCheck, audit: AuditContext, at: string): WriteStep[] {
  if (!check.relationshipEndedAt && !check.retainUntil) {
    return [
      tx.buyerCheck
        .check({ buyerId: check.id })
        .where(({ version }, { eq }) => eq(version, check.version))
        .commit(),
    ];
  }
  const { relationshipEndedAt: _ended, retainUntil: _retain, ...live } = check;
  const next: BuyerCheck = { ...live, version: check.version + 1, updatedAt: at };
  return [
    tx.buyerCheck
      .put(toItem(next))
      .where(({ version }, { eq }) => eq(version, check.version))
      .commit(),
    auditStep(tx, audit, { targetType: 'buyerCheck', targetId: check.id, before: check, after: next }),
  ];
}

/** Deletes the record and the audit events about it (the retention job, after reg. 40's five years). */
export async function deleteBuyerCheck(id: string): Promise<number> {
  const { data: events } = await auditEventEntity.query.byTarget({ targetType: 'buyerCheck', targetId: id }).go({ pages: 'all' });
  for (const event of events) await auditEventEntity.delete({ targetType: event.targetType, targetId: event.targetId, at: event.at, id: event.id }).go();
  await buyerCheckEntity.delete({ buyerId: id }).go();
  return events.length + 1;
}

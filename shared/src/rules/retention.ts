/**
 * How long personal data is kept (UK GDPR storage limitation). DynamoDB's TTL deletes each item once the epoch
 * seconds in its `expires_at` attribute have passed; the privacy notice quotes these numbers.
 */

/** An interest registration that never became an account is deleted this long after its last change. */
export const REGISTRATION_RETENTION_MONTHS = 24;
/** A record of who opened a document (a signed link issued) is deleted this long after it was issued. */
export const DOCUMENT_OPEN_RETENTION_MONTHS = 24;

/** The registration status that means an account was made from it: then it is kept as long as the account. */
export const ACCOUNT_CREATED = 'account_created';

/** Epoch seconds `months` calendar months after an ISO time (the value DynamoDB TTL reads). */
export function expiresAfterMonths(fromIso: string, months: number): number {
  const at = new Date(fromIso);
  if (Number.isNaN(at.getTime())) throw new Error(`Not a time: ${fromIso}`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return Math.floor(at.getTime() / 1000);
}

/** When a registration changed at `changedAt` with this status expires: never while it is the record of an account. */
export const registrationExpiry = (status: string, changedAt: string): number | undefined =>
  status === ACCOUNT_CREATED ? undefined : expiresAfterMonths(changedAt, REGISTRATION_RETENTION_MONTHS);

/** When a document-open record made at `at` expires. */
export const documentOpenExpiry = (at: string): number => expiresAfterMonths(at, DOCUMENT_OPEN_RETENTION_MONTHS);

/**
 * A buyer's due-diligence records (the buyer checks, their evidence and screening results) are kept five years from
 * the end of the business relationship, then deleted (Money Laundering Regulations 2017 reg. 40(3)-(5)); until the
 * relationship ends they are kept. An erasure request inside that window keeps them (UK GDPR Art. 17(3)(b)).
 */
export const BUYER_CHECK_RETENTION_YEARS = 5;

/** The day a buyer's check records may be deleted, for a relationship that ended at `endedAt` (ISO time). */
export const buyerCheckRetainUntil = (endedAt: string): string => yearsAfter(endedAt, BUYER_CHECK_RETENTION_YEARS);

/**
 * When a buyer's check records may be deleted (undefined: not while a relationship may be under way), so the daily
 * deletion reaches every record, reg. 40(5) requiring the personal data deleted once the period has passed:
 * - a relationship that ended (a reservation or deal ended, or the holder erased): five years from that end (`retainUntil`);
 * - checks that never led to a reservation: no relationship began, and none is expected once the buyer and the
 *   sourcer stopped working on them (a clearance lapses after a year unused). The end is their last change (`updatedAt`,
 *   moved on by every step of the buyer or an admin), the last day they served towards a relationship, and they are
 *   kept five years from it as the relationship's would be;
 * - a buyer with a reservation and no end recorded (held or accepted): kept, their reservation's end sets it.
 */
export function buyerCheckDeletableFrom(
  check: { retainUntil?: string; updatedAt: string },
  { hadReservation }: { hadReservation: boolean },
): string | undefined {
  if (check.retainUntil) return check.retainUntil;
  return hadReservation ? undefined : yearsAfter(check.updatedAt, BUYER_CHECK_RETENTION_YEARS);
}

/** The last change before which a record with no end recorded may be past its period (the deletion job's Query filter). */
export const idleBuyerCheckCutoff = (now: string): string => yearsAfter(now, -BUYER_CHECK_RETENTION_YEARS);

/**
 * A deal's records (the deal with its stages and the buyer's solicitor, its trail, messages and documents) are the
 * record of the transaction, which the same regulation (MLR 2017 reg. 40(2)(b), (3)) has kept five years from the
 * transaction's completion or, within a business relationship, from the relationship's end; a claim about the purchase
 * or the fee needs them too (UK GDPR Art. 17(3)(e)). An erasure keeps them; once the period has passed, reg. 40(5) has
 * the personal data in them deleted, which the daily deleteExpiredDeals job does.
 */
export const DEAL_RECORD_RETENTION_YEARS = 5;

/** The day until which, at least, a deal that ended (completed or fell through) at `endedAt` keeps its records. */
export const dealRecordsKeptUntil = (endedAt: string): string => yearsAfter(endedAt, DEAL_RECORD_RETENTION_YEARS);

/** A deal as far as its retention reads it: how it stands, and its end as recorded on it. */
export interface DealEnding {
  status: string;
  completedAt?: string;
  fallThrough?: { at: string };
  /** Since when the deal is in its board column: for an ended deal, its end. */
  columnSince: string;
}

/** When the deal completed or fell through, as recorded on it; undefined while it is open. */
export const dealEndedAt = (deal: DealEnding): string | undefined =>
  deal.status === 'open' ? undefined : (deal.completedAt ?? deal.fallThrough?.at ?? deal.columnSince);

/** Whether a deal's records may be deleted at `now`: it ended, and the period from its end has passed. An open deal never. */
export function dealRecordsDeletable(deal: DealEnding, now: string): boolean {
  const endedAt = dealEndedAt(deal);
  return endedAt !== undefined && dealRecordsKeptUntil(endedAt) <= now;
}

/** The end before which a deal may be past its period at `now` (the deletion job's key condition on the ending date). */
export const dealRecordsCutoff = (now: string): string => yearsAfter(now, -DEAL_RECORD_RETENTION_YEARS);

function yearsAfter(fromIso: string, years: number): string {
  const at = new Date(fromIso);
  if (Number.isNaN(at.getTime())) throw new Error(`Not a time: ${fromIso}`);
  at.setUTCFullYear(at.getUTCFullYear() + years);
  return at.toISOString();
}

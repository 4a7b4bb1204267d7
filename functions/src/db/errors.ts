import { oversizedField, RECORD_TOO_LARGE_MESSAGE } from '@shared/rules/record-size';

/** Thrown when a conditional write finds the record changed (or gone) since the caller read it. */
export class StaleWriteError extends Error {
  constructor(entity: string) {
    super(`This ${entity} was changed by someone else. Reload it and try again.`);
    this.name = 'StaleWriteError';
  }
}

/** A write transaction DynamoDB cancelled for a reason other than a failed condition (throttling, a conflicting transaction). */
export class TransactionCancelledError extends Error {
  constructor(readonly cancellationCodes: readonly string[]) {
    super(`DynamoDB cancelled the transaction: ${cancellationCodes.join(', ')}`);
    this.name = 'TransactionCancelledError';
  }
}

/** A record too large for one DynamoDB item (rules/record-size.ts), checked before anything is written: `field` is its largest. */
export class RecordTooLargeError extends Error {
  constructor(readonly field: string) {
    super(RECORD_TOO_LARGE_MESSAGE);
    this.name = 'RecordTooLargeError';
  }
}

/** Refuses a record that would not fit in one item, before any write. */
export function assertFitsInItem(record: object): void {
  const field = oversizedField(record);
  if (field) throw new RecordTooLargeError(field);
}

/** A list's `page` parameter that no page of that list answered with (edited, or from another list). */
export class StalePageError extends Error {
  constructor() {
    super('This list changed while it was being read. Reload the page.');
    this.name = 'StalePageError';
  }
}

/**
 * A write under a member's keys refused because the member is being erased, or is gone (member-writes.ts): the API
 * answers it as it answers a member whose profile is gone.
 */
export class MemberGoneError extends Error {
  constructor() {
    super('This account has been erased, or is being erased.');
    this.name = 'MemberGoneError';
  }
}

/** What an admin reads when a listing change would take a held listing off the market (properties.ts, listingHoldGuard). */
export const LISTING_HELD_MESSAGE = 'This listing is held by a reservation; cancel the reservation first.';

/**
 * A change of a listing's status, publication or existence refused because a reservation holds it: the condition on the
 * listing's reservation lock, in the change's own transaction, failed (HTTP 409).
 */
export class ListingHeldError extends Error {
  constructor() {
    super(LISTING_HELD_MESSAGE);
    this.name = 'ListingHeldError';
  }
}

export class DuplicateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DuplicateError';
  }
}

/** A write DynamoDB refused because its condition failed (ElectroDB keeps the SDK error as `cause`). */
const isConditionalCheckFailure = (error: unknown): boolean => {
  const text = error instanceof Error ? `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
};

/** What an ElectroDB write transaction's `go()` answers: cancelled transactions resolve rather than throw. */
interface TransactionResult {
  canceled: boolean;
  data: readonly { code?: string }[];
}
const isTransactionResult = (value: unknown): value is TransactionResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { canceled?: unknown }).canceled === 'boolean' &&
  Array.isArray((value as { data?: unknown }).data);

/**
 * Runs a conditional write (any ElectroDB `go()`: create, put, patch, upsert or a write transaction) and answers
 * undefined when it was applied, or else what DynamoDB said about each step ('None' for a step that was fine;
 * a single write whose condition failed is one 'ConditionalCheckFailed'). Any other failure is thrown.
 */
export async function cancellationReasons(write: Promise<unknown>): Promise<readonly string[] | undefined> {
  let result: unknown;
  try {
    result = await write;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return ['ConditionalCheckFailed'];
    throw error;
  }
  if (!isTransactionResult(result) || !result.canceled) return undefined;
  return result.data.map((item) => item.code ?? 'None');
}

/**
 * Runs a conditional write and tells whether its conditions held. A failed condition (a thrown
 * ConditionalCheckFailed, or a transaction cancelled with a ConditionalCheckFailed reason) is `false`; any
 * other failure, including a transaction cancelled for another reason (a conflicting transaction,
 * throttling), is thrown as a real error.
 */
export async function applied(write: Promise<unknown>): Promise<boolean> {
  const codes = await cancellationReasons(write);
  if (!codes) return true;
  if (codes.includes('ConditionalCheckFailed')) return false;
  throw new TransactionCancelledError(codes);
}

/**
 * The one mapping of failed conditions to domain errors: runs the write and, when a condition failed,
 * throws `conflict(codes)` (a StaleWriteError for a versioned update, a DuplicateError for a create; `codes`
 * says which step of a transaction failed, for a write with a refusal of its own).
 */
export async function conditionalWrite(write: Promise<unknown>, conflict: (codes: readonly string[]) => Error): Promise<void> {
  const codes = await cancellationReasons(write);
  if (!codes) return;
  if (codes.includes('ConditionalCheckFailed')) throw conflict(codes);
  throw new TransactionCancelledError(codes);
}

export const staleWrite = (entity: string) => () => new StaleWriteError(entity);
export const duplicate = (message: string) => () => new DuplicateError(message);

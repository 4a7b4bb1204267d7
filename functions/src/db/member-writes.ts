import { itemCountEntity } from './entities/item-count';
import { MemberGoneError, TransactionCancelledError } from './errors';
import { portal, type WriteEntities, type WriteStep } from './service';

/**
 * Every write that can create an item under a member's keys (member-data.ts) goes through `writeAsMember`: one
 * transaction that holds only while the member's profile exists and no erasure of theirs has started. An erasure
 * writes its marker before it deletes anything and the profile goes before it ends, so a write either lands before
 * the marker (and the erasure's sweep finds it) or is refused: nothing lands once an erasure has begun, and nothing
 * after it. A refusal is a MemberGoneError.
 */
export const memberChecks = (tx: WriteEntities, userId: string): WriteStep[] => [
  tx.profile
    .check({ id: userId })
    .where(({ id }, { exists }) => exists(id))
    .commit(),
  tx.memberErasure
    .check({ memberId: userId })
    .where(({ memberId }, { notExists }) => notExists(memberId))
    .commit(),
];

const ATTEMPTS = 10;

interface TransactionResult {
  canceled: boolean;
  data: readonly { code?: string }[];
}

/**
 * Runs `steps` in one transaction with the member checks: true when written, false when one of the steps' own
 * conditions failed. Transactions on the same item at once cancel each other (TransactionConflict; a member's
 * parallel creates all move one counter): those are run again after a random pause.
 */
export async function writeAsMember(userId: string, steps: (tx: WriteEntities) => WriteStep[]): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const result = (await portal.transaction.write((tx) => [...memberChecks(tx, userId), ...steps(tx)]).go()) as unknown as TransactionResult;
    if (!result.canceled) return true;
    // One reason per step, in order: the member checks come first.
    const codes = result.data.map((item) => item.code ?? 'None');
    if (codes.slice(0, 2).includes('ConditionalCheckFailed')) throw new MemberGoneError();
    if (codes.includes('ConditionalCheckFailed')) return false;
    const conflict = codes.every((code) => code === 'None' || code === 'TransactionConflict');
    if (!conflict || attempt >= ATTEMPTS) throw new TransactionCancelledError(codes);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** Math.min(attempt, 5)));
  }
}

/** What a member keeps a bounded number of, each with its counter (`itemCount`). */
export type CountedKind = 'savedSearch' | 'dealScenario';

/**
 * Writes the member's counter of `kind` when they have none yet (their items saved before it was kept), from
 * `countItems`, a consistent Query of those items. No create or delete of the kind can commit without the counter,
 * so the items counted cannot change before it is written; of two first writes at once, one is written.
 */
async function ensureCounter(userId: string, kind: CountedKind, countItems: () => Promise<number>): Promise<void> {
  const { data } = await itemCountEntity.get({ userId, kind }).go({ consistent: true });
  if (data) return;
  const count = await countItems();
  await writeAsMember(userId, (tx) => [tx.itemCount.create({ userId, kind, count }).commit()]);
}

/** Creates an item of `kind` with one added to the member's counter, on condition they keep fewer than `limit`: false at the limit. */
export async function createCounted(
  userId: string,
  kind: CountedKind,
  { limit, countItems }: { limit: number; countItems: () => Promise<number> },
  create: (tx: WriteEntities) => WriteStep,
): Promise<boolean> {
  await ensureCounter(userId, kind, countItems);
  return writeAsMember(userId, (tx) => [
    create(tx),
    tx.itemCount
      .update({ userId, kind })
      .add({ count: 1 })
      .where(({ count }, { lt }) => lt(count, limit))
      .commit(),
  ]);
}

/** Deletes an item of `kind` (`remove` must hold only while it exists) with one taken off the member's counter: false when there was none. */
export async function deleteCounted(
  userId: string,
  kind: CountedKind,
  countItems: () => Promise<number>,
  remove: (tx: WriteEntities) => WriteStep,
): Promise<boolean> {
  await ensureCounter(userId, kind, countItems);
  return writeAsMember(userId, (tx) => [
    remove(tx),
    tx.itemCount
      .update({ userId, kind })
      .add({ count: -1 })
      .where(({ count }, { exists }) => exists(count))
      .commit(),
  ]);
}

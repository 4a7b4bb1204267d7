import { itemCountEntity } from '../../db/entities/item-count';
import { memberErasureEntity } from '../../db/entities/member-erasure';
import { profileEntity } from '../../db/entities/profile';
import { retryingConflicts } from '../../db/conflicts';
import { MemberGoneError, TransactionCancelledError } from '../../db/errors';
import { portal, type WriteEntities, type WriteStep } from '../../db/service';

const noErasureOf = (tx: WriteEntities, userId: string): WriteStep =>
  tx.memberErasure
    .check({ memberId: userId })
    .where(({ memberId }, { notExists }) => notExists(memberId))
    .commit();

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
  noErasureOf(tx, userId),
];

/**
 * The member may act now: their profile approved and no erasure of theirs started (as a signed-in caller must be,
 * http/caller.ts). A write made for them by someone else (a hold offered from the waiting list) holds only while so.
 */
export const activeMemberChecks = (tx: WriteEntities, userId: string): WriteStep[] => [
  tx.profile
    .check({ id: userId })
    .where(({ accessStatus }, { eq }) => eq(accessStatus, 'approved'))
    .commit(),
  noErasureOf(tx, userId),
];

/** Whether `activeMemberChecks` hold for the member now (two consistent GetItems): to choose whom to write for. */
export async function isActiveMember(userId: string): Promise<boolean> {
  const [profile, erasure] = await Promise.all([
    profileEntity.get({ id: userId }).go({ consistent: true }),
    memberErasureEntity.get({ memberId: userId }).go({ consistent: true }),
  ]);
  return profile.data?.accessStatus === 'approved' && !erasure.data;
}

interface TransactionResult {
  canceled: boolean;
  data: readonly { code?: string }[];
}

/**
 * Runs `steps` in one transaction with the member checks: true when written, false when one of the steps' own
 * conditions failed. Transactions on the same item at once cancel each other (TransactionConflict; a member's
 * parallel creates all move one counter): those are run again (conflicts.ts).
 */
export const writeAsMember = (userId: string, steps: (tx: WriteEntities) => WriteStep[]): Promise<boolean> =>
  retryingConflicts(async () => {
    const result = (await portal.transaction.write((tx) => [...memberChecks(tx, userId), ...steps(tx)]).go()) as unknown as TransactionResult;
    if (!result.canceled) return true;
    // One reason per step, in order: the member checks come first.
    const codes = result.data.map((item) => item.code ?? 'None');
    if (codes.slice(0, 2).includes('ConditionalCheckFailed')) throw new MemberGoneError();
    if (codes.includes('ConditionalCheckFailed')) return false;
    throw new TransactionCancelledError(codes);
  });

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

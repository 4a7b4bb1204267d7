import { accountEmailEntity } from '../../db/entities/account-email';
import { applied } from '../../db/errors';
import type { WriteEntities, WriteStep } from '../../db/service';

/**
 * A claim that was never completed or released is older than any request can run (API Gateway stops
 * waiting at 29 s): its request died between the steps, and another attempt may take the address over.
 */
const STALE_CLAIM_MS = 60_000;

const key = (email: string) => email.trim().toLowerCase();

/** Claims the address for one Create Account request; false when an account (or another request) holds it. */
export function claimAccountEmail(email: string, claimId: string, now = Date.now()): Promise<boolean> {
  const staleBefore = new Date(now - STALE_CLAIM_MS).toISOString();
  return applied(
    accountEmailEntity
      .put({ email: key(email), claimId, claimedAt: new Date(now).toISOString() })
      .where(({ email: claimed, userId, claimedAt }, { notExists, lt }) => `${notExists(claimed)} OR (${notExists(userId)} AND ${lt(claimedAt, staleBefore)})`)
      .go(),
  );
}

/** The profile's create transaction completes the claim: only while this request still holds it. */
export const completeAccountEmailStep = (tx: WriteEntities, email: string, claimId: string, userId: string): WriteStep =>
  tx.accountEmail
    .patch({ email: key(email) })
    .set({ userId })
    .where(({ claimId: holder }, { eq }) => eq(holder, claimId))
    .commit();

/** Frees the address after a failed attempt (only this request's claim, never a completed one). */
export async function releaseAccountEmail(email: string, claimId: string): Promise<void> {
  await applied(
    accountEmailEntity
      .delete({ email: key(email) })
      .where(({ claimId: holder, userId }, { eq, notExists }) => `${eq(holder, claimId)} AND ${notExists(userId)}`)
      .go(),
  );
}

import { agreementSigningEntity } from '../../db/entities/agreement-signing';
import { applied } from '../../db/errors';

/** How long a claim holds: longer than rendering, storing and recording one signed copy takes. */
const CLAIM_SECONDS = 60;

/**
 * Claims the recording of a signature of the reservation's agreement, on condition no claim younger than CLAIM_SECONDS
 * exists: of several signatures sent at once, one renders and stores its signed copy and the others are refused at
 * once, rather than each storing a copy the versioned write then rejects. Answers the claim's time, or undefined.
 */
export async function claimSigning(reservationId: string, now: Date): Promise<string | undefined> {
  const claimedAt = now.toISOString();
  const stale = new Date(now.getTime() - CLAIM_SECONDS * 1000).toISOString();
  const claimed = await applied(
    agreementSigningEntity
      .put({ reservationId, claimedAt, expiresAt: Math.floor(now.getTime() / 1000) + CLAIM_SECONDS })
      .where(({ claimedAt: held }, { notExists, lt }) => `${notExists(held)} OR ${lt(held, stale)}`)
      .go(),
  );
  return claimed ? claimedAt : undefined;
}

/** Ends this claim (a signature recorded, or refused), leaving a newer one alone. */
export async function releaseSigning(reservationId: string, claimedAt: string): Promise<void> {
  await applied(
    agreementSigningEntity
      .delete({ reservationId })
      .where(({ claimedAt: held }, { eq }) => eq(held, claimedAt))
      .go(),
  );
}

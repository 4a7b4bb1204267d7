import { clock } from '../../clock';
import { listLocksHeldUntil } from '../db/reservation-locks';
import { settlePurchasesOnErasure } from '../../members/erasure/purchases-on-erasure';
import { jobHandler } from '../../observability/job-handler';
import { logger } from '../../observability/powertools';
import { lapseExpiredHolds } from './reservations';

/**
 * The hold-expiry job: lapses the holds past their deadline and offers each listing to the next on its waiting list.
 * One Query of the holds past their deadline (a range of gsi1, soonest first), never a Scan; safe to run twice at once.
 */
export async function expireHolds(): Promise<{ lapsed: number; skipped: number }> {
  const result = await lapseExpiredHolds(await listLocksHeldUntil(clock().toISOString()));
  if (result.lapsed) logger.info('holds lapsed', result);
  return result;
}

/**
 * What the job is asked to do: its schedule's sweep, or (queued by a member's erasure) cancel that member's open holds
 * and tell their open deals (functions/src/members/erasure/purchases-on-erasure.ts).
 */
export type HoldsEvent = { sweep?: string } | { cancelHoldsOf: string };

export async function runHoldsJob(event: HoldsEvent): Promise<object> {
  if ('cancelHoldsOf' in event && typeof event.cancelHoldsOf === 'string') return settlePurchasesOnErasure(event.cancelHoldsOf);
  return expireHolds();
}

export const handler = jobHandler(runHoldsJob);

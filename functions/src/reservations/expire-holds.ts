import { checkClock } from '../buyer-checks/clock';
import { listLocksHeldUntil } from '../db/reservation-locks';
import { jobHandler } from '../observability/job-handler';
import { logger } from '../observability/powertools';
import { lapseExpiredHolds } from './reservations';

/**
 * The hold-expiry job: lapses the holds past their deadline and offers each listing to the next on its waiting list.
 * One Query of the holds past their deadline (a range of gsi1, soonest first), never a Scan; safe to run twice at once.
 */
export async function expireHolds(): Promise<{ lapsed: number; skipped: number }> {
  const result = await lapseExpiredHolds(await listLocksHeldUntil(checkClock().toISOString()));
  if (result.lapsed) logger.info('holds lapsed', result);
  return result;
}

export const handler = jobHandler(expireHolds);

import { jobs } from '@shared/contract/jobs';
import { jobHandler } from '../../observability/job-handler';
import { sendQueuedEmails } from './digest';
import { fanOut } from './fan-out';
import { sendDueDealMessageBatches } from '../../sales/deals/message-batches';
import { sendDueInstantBatches } from './instant-batches';

/** Queued by a property write (functions/src/alerts/emails/announce.ts). */
export interface FanOutEvent {
  propertyId: string;
  eventId: string;
}

const isFanOut = (event: unknown): event is FanOutEvent =>
  typeof event === 'object' && event !== null && typeof (event as FanOutEvent).eventId === 'string' && typeof (event as FanOutEvent).propertyId === 'string';

/** The frequent run's event (jobs.ts `frequentRun`): send the Instant batches now due. */
const isInstantSweep = (event: unknown): boolean =>
  typeof event === 'object' && event !== null && (event as { sweep?: unknown }).sweep === jobs.alerts.frequentRun.event.sweep;

/**
 * The alerts job. Queued with a listing event: matches the listing to every approved investor, stores their alerts and
 * opens the Instant investors' batches. Run every minute by its frequent run: sends each Instant batch whose window
 * has closed, one email per investor, and the admins' batched emails of investors' deal messages (functions/src/sales/deals/message-batches.ts). Run by its daily schedule (EventBridge on AWS, a timer or `npm run digest` locally):
 * sends the Daily digests.
 */
export const handler = jobHandler(async (event: FanOutEvent | Record<string, unknown>) => {
  if (isFanOut(event)) return fanOut(event.propertyId, event.eventId);
  if (isInstantSweep(event)) {
    const instant = await sendDueInstantBatches();
    return { ...instant, dealMessages: await sendDueDealMessageBatches() };
  }
  return sendQueuedEmails({ frequency: 'daily' });
});

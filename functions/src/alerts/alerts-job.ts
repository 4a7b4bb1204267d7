import { jobHandler } from '../observability/job-handler';
import { sendQueuedEmails } from './digest';
import { fanOut } from './fan-out';

/** Queued by a property write (functions/src/alerts/announce.ts). */
export interface FanOutEvent {
  propertyId: string;
  eventId: string;
}

const isFanOut = (event: unknown): event is FanOutEvent =>
  typeof event === 'object' && event !== null && typeof (event as FanOutEvent).eventId === 'string' && typeof (event as FanOutEvent).propertyId === 'string';

/**
 * The alerts job. Queued with a listing event: matches the listing to every approved investor, stores their alerts and
 * sends the Instant emails at once. Run by its daily schedule (EventBridge on AWS, a timer or `npm run digest` locally):
 * sends the Daily digests.
 */
export const handler = jobHandler(async (event: FanOutEvent | Record<string, unknown>) => {
  if (!isFanOut(event)) return sendQueuedEmails({ frequency: 'daily' });
  const result = await fanOut(event.propertyId, event.eventId);
  return { ...result, instantEmails: result.instant.length ? await sendQueuedEmails({ frequency: 'instant', userIds: result.instant }) : null };
});

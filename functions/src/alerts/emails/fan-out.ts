import type { Alert, ListingEvent } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import { alertMatch } from '@shared/rules/alert-matching';
import { orderedPhotos } from '@shared/rules/images';
import { searchHaystack } from '@shared/rules/property-filters';
import { isListable } from '@shared/rules/visibility';
import { yieldDisplay } from '@shared/rules/yield';
import { alertSettingsOf, approvedInvestors, createAlert, queueForEmail, setAlerted } from '../db/alerts';
import { openInstantBatches } from './instant-batches';
import { getListingEvent } from '../db/listing-events';
import { getProperty } from '../../catalogue/db/properties';
import { allSavedSearches } from '../db/saved-searches';
import { count } from '../../observability/metrics';
import { logger } from '../../observability/powertools';

export interface FanOutResult {
  /** Investors the listing matched. */
  matched: number;
  /** Alerts stored by this run (fewer than matched when a run before it stored some). */
  created: number;
  /** Instant investors' batches this run opened (the others' alerts joined a batch already open). */
  batchesOpened: number;
  skipped?: 'no event' | 'not listable' | 'not available';
}

/** A few writes at a time: each is a small conditional put, and one event may match thousands of investors. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>, size = 24): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** The alert one investor gets about one event, as the inbox and the email show it. */
export function alertOf(event: ListingEvent, property: Property, userId: string, match: Alert['match']): Alert {
  const shownYield = yieldDisplay(property);
  return {
    userId,
    eventId: event.id,
    propertyId: property.id,
    kind: event.kind,
    title: property.title,
    photo: orderedPhotos(property.imageUrl, property.photos)[0] ?? null,
    price: event.price,
    previousPrice: event.previousPrice,
    yield: 'percent' in shownYield ? shownYield.percent : null,
    match,
    createdAt: event.at,
    readAt: null,
    emailedAt: null,
  };
}

/** The approved investors a listing matches, and why each: one Query of the profiles' status index and one of the saved searches. */
export async function matchInvestors(listing: Property): Promise<{ investors: number; matches: { userId: string; match: Alert['match'] }[] }> {
  const [investors, searches] = await Promise.all([approvedInvestors(), allSavedSearches()]);
  const haystack = searchHaystack(listing);
  const matches = investors.flatMap((investor) => {
    const match = alertMatch(listing, searches.get(investor.id) ?? [], investor, haystack);
    return match ? [{ userId: investor.id, match }] : [];
  });
  return { investors: investors.length, matches };
}

/**
 * Fans one listing event out to per-investor alerts (docs/architecture.md section 10). Safe to run twice: each alert is a
 * conditional put keyed by (investor, event), the email queue entry is keyed the same way and the listing's figure is
 * set, not added. Reads by Query only: the approved profiles by their status index, the saved searches by theirs.
 */
export async function fanOut(propertyId: string, eventId: string): Promise<FanOutResult> {
  const [event, property] = await Promise.all([getListingEvent(propertyId, eventId), getProperty(propertyId)]);
  if (!event || !property) return { matched: 0, created: 0, batchesOpened: 0, skipped: 'no event' };
  // Unpublished or Withdrawn since the event: investors cannot open it, so nobody hears of it.
  if (!isListable(property)) return { matched: 0, created: 0, batchesOpened: 0, skipped: 'not listable' };
  // Sold or Under Contract since the event: nothing an investor could act on.
  if (property.status !== 'Available') return { matched: 0, created: 0, batchesOpened: 0, skipped: 'not available' };
  const listing = { ...property, price: event.price };

  const { investors, matches } = await matchInvestors(listing);
  const settings = await alertSettingsOf(matches.map((m) => m.userId));

  // Queued before the alerts exist: a run that stops between the two is repeated whole, and the digest skips alerts already emailed.
  // Each entry names the request that queued this job, so the email sent later can be traced back to the admin's change.
  const correlationId = logger.getCorrelationId();
  const causedBy = typeof correlationId === 'string' ? { causedBy: correlationId } : {};
  await queueForEmail(
    matches.flatMap(({ userId }) => {
      const frequency = settings.get(userId)!.frequency;
      return frequency === 'off' ? [] : [{ userId, eventId: event.id, frequency, ...causedBy }];
    }),
  );
  let created = 0;
  await inParallel(matches, async ({ userId, match }) => {
    if (await createAlert(alertOf(event, listing, userId, match))) created++;
  });
  // After the alerts exist, so a batch's sender finds them; for a rerun too, in case the run before it stopped here.
  const batchesOpened = await openInstantBatches(matches.filter(({ userId }) => settings.get(userId)!.frequency === 'instant').map((m) => m.userId));
  await setAlerted(propertyId, eventId, matches.length);
  if (created) count('alertsCreated', { kind: event.kind }, created);
  logger.info('listing event fanned out', { propertyId, eventId, kind: event.kind, investors, matched: matches.length, created });
  return { matched: matches.length, created, batchesOpened };
}

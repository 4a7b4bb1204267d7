import { paths, portalUrl } from '@shared/contract/paths';
import type { Alert, AlertKind } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import type { Reservation } from '@shared/domain/reservation';
import { londonDayGB } from '@shared/rules/en-gb';
import { londonClock } from '@shared/rules/london-date';
import { orderedPhotos } from '@shared/rules/images';
import { escapeHtml } from '@shared/render/share-meta';
import { yieldDisplay } from '@shared/rules/yield';
import { sendEmail } from '../../email';
import { createAlert } from '../../alerts/db/alerts';
import { getProfile } from '../../members/db/profiles';
import { logger } from '../../observability/powertools';
import { siteOrigin } from '../../site-origin';

/** An alert's id sorts by time (as a listing event's) and is fixed by what it is about, so telling twice stores one alert. */
const alertId = (at: string, about: string) => `${at.replace(/\D/g, '').slice(0, 17)}-${about.replace(/[^a-z0-9]/g, '').slice(0, 12)}`;

function alertAbout(kind: AlertKind, property: Property, userId: string, at: string, about: string): Alert {
  const shownYield = yieldDisplay(property);
  return {
    userId,
    eventId: alertId(at, about),
    propertyId: property.id,
    kind,
    title: property.title,
    photo: orderedPhotos(property.imageUrl, property.photos)[0] ?? null,
    price: property.price,
    previousPrice: null,
    yield: 'percent' in shownYield ? shownYield.percent : null,
    match: { via: 'waitingList' },
    createdAt: at,
    readAt: null,
    emailedAt: null,
  };
}

/** A hold's end as the investor reads it on a UK clock: '19/06/2026 at 00:30 UK time'. */
const deadline = (iso: string) => `${londonDayGB(iso)} at ${londonClock(iso)} UK time`;

/**
 * Tells the investor the listing is held for them now (the hold before theirs ended): an alert in the bell and an email.
 * Sent once: only the run whose transaction started the hold calls it, and the alert is a conditional put.
 */
export async function tellOffered(hold: Reservation, property: Property): Promise<void> {
  await createAlert(alertAbout('reservationOffered', property, hold.investorId, hold.createdAt, hold.id));
  const profile = await getProfile(hold.investorId);
  if (!profile?.email) return;
  const link = portalUrl(await siteOrigin(), paths.propertyDetail(property.id));
  const text = [
    `Good news: "${property.title}" is now reserved for you, from the waiting list.`,
    `The hold runs until ${deadline(hold.heldUntil)}. Complete your buyer checks, sign the sourcing agreement and pay the reservation fee before then: ${link}`,
  ].join('\n\n');
  await sendEmail({
    to: profile.email,
    subject: `Reserved for you: ${property.title}`,
    text,
    html: text
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(''),
  }).catch((error: unknown) => logger.error('could not email the waiting list offer', { reservationId: hold.id, error: error as Error }));
}

/** Tells a listing's waiting list it went Under Offer (an alert each; a retry stores no second one). */
export async function tellUnderOffer(accepted: Reservation, property: Property, waiting: readonly string[]): Promise<void> {
  const at = accepted.acceptedAt ?? accepted.updatedAt;
  await Promise.all(waiting.map((userId) => createAlert(alertAbout('underOffer', property, userId, at, accepted.id))));
}

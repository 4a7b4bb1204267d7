import * as z from '../core/zod';
import { id, isoDateTime, money } from './common';

/** What happened to a listing that investors hear about (first publish, a price fall, back to Available). */
export const listingEventKinds = ['published', 'priceReduced', 'backToAvailable'] as const;
export type ListingEventKind = (typeof listingEventKinds)[number];

export const listingEventSchema = z.object({
  id,
  propertyId: id,
  kind: z.enum(listingEventKinds),
  price: money,
  /** The price before a fall (priceReduced only). */
  previousPrice: z.nullable(money),
  actorId: z.string(),
  at: isoDateTime,
});
export type ListingEvent = z.infer<typeof listingEventSchema>;

/** What an alert can be about: a listing event, or the investor's place on a listing's waiting list. */
export const alertKinds = [
  ...listingEventKinds,
  /** The hold before theirs ended: the listing is held for them now (functions/src/reservations). */
  'reservationOffered',
  /** A listing whose waiting list they are on was accepted for another investor: it is Under Offer. */
  'underOffer',
] as const;
export type AlertKind = (typeof alertKinds)[number];

/** Why an alert came: one of their saved searches (by name), their requirements, or their place on the waiting list. */
export const alertMatchSchema = z.union([
  z.object({ via: z.literal('savedSearch'), searchId: id, searchName: z.string() }),
  z.object({ via: z.literal('requirements') }),
  z.object({ via: z.literal('waitingList') }),
]);
export type AlertMatch = z.infer<typeof alertMatchSchema>;

/** One investor's alert about one listing event; its id is the event id, so a retry never makes a second one. */
export const alertSchema = z.object({
  userId: id,
  eventId: id,
  propertyId: id,
  kind: z.enum(alertKinds),
  title: z.string(),
  photo: z.nullable(z.string()),
  price: money,
  previousPrice: z.nullable(money),
  yield: z.nullable(z.number()),
  match: alertMatchSchema,
  createdAt: isoDateTime,
  readAt: z.nullable(isoDateTime),
  emailedAt: z.nullable(isoDateTime),
});
export type Alert = z.infer<typeof alertSchema>;

/** How an investor hears by email (Daily by default). */
export const digestFrequencies = ['instant', 'daily', 'off'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];
export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = 'daily';
export const digestFrequencyLabels: Record<DigestFrequency, string> = { instant: 'Instant', daily: 'Daily', off: 'Off' };

/** A price the listing had until `until`, kept on the record so a fall can be shown for 30 days. */
export const priceChangeSchema = z.object({ price: money, until: isoDateTime });
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** The inbox's one change: mark one alert read, or all, and/or set the email choice. */
export const updateMyAlertsSchema = z
  .object({ read: z.optional(z.union([z.literal('all'), id])), frequency: z.optional(z.enum(digestFrequencies)) })
  .check(z.refine((v) => v.read !== undefined || v.frequency !== undefined, 'Mark alerts read or choose the email frequency'));

/** The signed token of a one-click unsubscribe link (RFC 8058). */
export const unsubscribeQuery = z.object({ token: z.string().check(z.minLength(10), z.maxLength(400)) });

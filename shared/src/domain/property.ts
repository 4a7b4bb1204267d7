import * as z from '../core/zod';
import { id, isoDateTime, longText, money, oneLine, shortText, version } from './common';
import { priceChangeSchema } from './alert';
import { httpsUrl, storageKeyPrefixes, storedFileOrHttpsUrl } from '../core/fields';
import { comparableTypes, epcRatings } from './property-values';
import { descriptorOf, fieldsWhere, type FieldDescriptor, type FieldKind, type FieldsOfKind, type PropertyField, type PropertyFields } from './property-fields';

/** Where a monthly rent can come from (rules/monthly-rent.ts picks one). */
export const rentSources = ['current', 'units', 'achievable', 'rentalReview'] as const;
export type RentSource = (typeof rentSources)[number];
/** The sources a property card cannot see: it stores the rent the rule took from them (see propertyCardSchema). */
export const recordOnlyRentSources = ['units', 'rentalReview'] as const satisfies readonly RentSource[];

/** A photo: a key under property-images/ (variants under `{key}/{preset}.jpg`) or an https:// image (fields.ts). */
const image = storedFileOrHttpsUrl(storageKeyPrefixes.propertyImages);
/** A document: a key in the private documents bucket, or an https:// link. */
const document = storedFileOrHttpsUrl(storageKeyPrefixes.propertyDocuments);

export const rentalUnitSchema = z.object({ unitName: shortText, rental: money });
export const epcUnitSchema = z.object({ unitName: shortText, rating: z.enum(epcRatings), documentUrl: z.nullable(document) });
export const comparableSchema = z.object({
  id,
  imageUrl: z.nullable(image),
  link: z.nullable(httpsUrl),
  type: z.enum(comparableTypes),
  title: shortText,
  price: z.nullable(money),
  rental: z.nullable(money),
  postcode: z.nullable(shortText),
  address: z.nullable(shortText),
});

/** The fields whose record schema is written by hand below; every other plain field's follows from its kind. */
const byHand = {
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200), oneLine()),
  yearBuilt: z.nullable(z.int().check(z.gte(1000), z.lte(2100))),
  googleMapsLink: z.nullable(z.string().check(z.maxLength(5_000))),
  /** Stored as entered: '0' and '00' mean no band and are hidden. */
  councilTaxBand: z.nullable(z.string().check(z.trim(), z.maxLength(2), oneLine())),
};

const plainKinds = ['text', 'longText', 'number', 'money', 'choice', 'check', 'link', 'document'] as const satisfies readonly FieldKind[];
type PlainField = Exclude<FieldsOfKind<(typeof plainKinds)[number]>, keyof typeof byHand>;

/** What a plain field stores (`required` ones are never null). */
type KindValue<F> = F extends { kind: 'choice'; options: readonly (infer O)[] }
  ? O
  : F extends { kind: 'number' | 'money' }
    ? number
    : F extends { kind: 'check' }
      ? boolean
      : string;
type Stored<F> = F extends { required: true } | { kind: 'check' } ? KindValue<F> : KindValue<F> | null;

function storedSchema(d: FieldDescriptor): z.ZodMiniType {
  const value = (() => {
    switch (d.kind) {
      case 'text':
        return d.required
          ? z.string().check(z.trim(), z.minLength(1), z.maxLength(d.max ?? 200), oneLine())
          : z.string().check(z.trim(), z.maxLength(d.max ?? 200), oneLine());
      case 'longText':
        return longText;
      case 'number':
        return (d.whole ? z.int() : z.number()).check(z.gte(0), z.lte(d.max ?? Number.MAX_SAFE_INTEGER));
      case 'money':
        return money;
      case 'choice':
        return z.enum(d.options as readonly [string, ...string[]]);
      case 'check':
        return z.boolean();
      case 'link':
        return httpsUrl;
      case 'document':
        return document;
      default:
        throw new Error(`A ${d.kind} field has no plain schema`);
    }
  })();
  if (d.required === true || d.kind === 'check') return value;
  // Listings stored before the material information was asked for have no answer: missing reads as not answered.
  return d.section === 'materialInformation' || d.missingIsNull ? z._default(z.nullable(value), null) : z.nullable(value);
}

const plainShape = Object.fromEntries(
  fieldsWhere((d, field) => (plainKinds as readonly string[]).includes(d.kind) && !(field in byHand)).map((field) => [
    field,
    storedSchema(descriptorOf(field)),
  ]),
) as { [F in PlainField]: z.ZodMiniType<Stored<PropertyFields[F]>, Stored<PropertyFields[F]>> };

/** Everything an admin edits; the app's camelCase shape (storage is snake_case, see case.ts). Plain fields from property-fields.ts. */
export const propertyInputSchema = z.object({
  ...plainShape,
  ...byHand,
  /** Image keys (or absolute URLs); variants live under `{key}/{preset}.jpg`. The first is the main image. */
  imageUrl: z.nullable(image),
  photos: z.array(image).check(z.maxLength(50)),
  amenities: z.array(shortText).check(z.maxLength(100)),
  /** Calculated from current rent and price (read-only in the form). */
  yield: z.nullable(z.number().check(z.gte(0), z.lte(1_000))),
  potentialYield: z.nullable(z.number().check(z.gte(0), z.lte(1_000))),
  epcRating: z.nullable(z.enum(epcRatings)),
  rentalUnits: z.array(rentalUnitSchema).check(z.maxLength(200)),
  epcUnits: z.array(epcUnitSchema).check(z.maxLength(200)),
  comparables: z.array(comparableSchema).check(z.maxLength(50)),
  isPublished: z._default(z.boolean(), false),
  areaInsightId: z.nullable(id),
});

export const propertySchema = z.extend(propertyInputSchema, {
  id,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version,
  /** When it was first published: a later republish is not news (rules/alert-matching.ts). Set by the server, never by the form. */
  firstPublishedAt: z.optional(z.nullable(isoDateTime)),
  /** Its earlier prices, newest first, so a fall can show as 'Reduced' for 30 days. Set by the server. */
  priceHistory: z.optional(z.array(priceChangeSchema).check(z.maxLength(20))),
});

/** The record fields a property card shows or the dashboard filters on. */
export const propertyCardFields = [
  'id',
  'title',
  'price',
  'location',
  'address',
  'postcode',
  'city',
  'bedrooms',
  'featured',
  'propertyType',
  'status',
  'yield',
  'currentRent',
  'achievableMarketRent',
  'areaInsightId',
  'createdAt',
  'isPublished',
] as const satisfies readonly (keyof Property)[];

/**
 * A property card: what the investor list returns, not the full record. `photos` has the main image first;
 * `summary` is the spec's summary text, cut to what three lines can show (the full texts stay searchable
 * through the search index route); `rent` is the monthly rent the one rule (rules/monthly-rent.ts) chose, carried
 * only when it comes from fields a card does not hold (unit rents, rental review text): each card must stay
 * under 1 KB, and otherwise the rule gives the same answer from the card's own fields.
 */
export const propertyCardSchema = z.extend(
  z.pick(propertySchema, Object.fromEntries(propertyCardFields.map((f) => [f, true])) as { [K in (typeof propertyCardFields)[number]]: true }),
  {
    photos: z.array(image).check(z.maxLength(51)),
    summary: z.string(),
    rent: z.optional(z.object({ source: z.enum(recordOnlyRentSources), pcm: z.number() })),
    /** The price before the latest change when that change was a fall (the card shows 'Reduced' for 30 days after it). */
    reducedFrom: z.optional(priceChangeSchema),
  },
);

export type PropertyInput = z.infer<typeof propertyInputSchema>;
export type Property = z.infer<typeof propertySchema>;
export type PropertyCard = z.infer<typeof propertyCardSchema>;
export type RentalUnit = z.infer<typeof rentalUnitSchema>;
export type EpcUnit = z.infer<typeof epcUnitSchema>;
export type Comparable = z.infer<typeof comparableSchema>;

type SeededField = { [F in PropertyField]: PropertyFields[F] extends { seed: unknown } ? F : never }[PropertyField];

/** The demo seed's value of every field a listing may leave out (a fresh list each time). */
export const seedDefaults = (): Pick<PropertyInput, SeededField> =>
  Object.fromEntries(
    fieldsWhere((d) => d.seed !== undefined).map((field) => {
      const value = descriptorOf(field).seed;
      return [field, Array.isArray(value) ? [] : value];
    }),
  ) as unknown as Pick<PropertyInput, SeededField>;

import * as z from '../core/zod';
import { isSingleLine, SINGLE_LINE_MESSAGE } from '../core/single-line';
import { oneLine } from '../domain/common';
import { orderedPhotos } from '../rules/images';
import { formPotentialYield, formYield, MAX_YIELD_PERCENT, paidMonthlyRent, YIELD_TOO_HIGH_MESSAGE } from '../rules/form-yield';
import { conditionalFields, fieldApplies, isMultiUnit, type ConditionalField } from '../rules/field-visibility';
import { mapEmbedUrl } from '../rules/map-embed';
import { numberOrZero } from '../rules/number-input';
import { HTTPS_URL_MESSAGE, isHttpsUrl, isStorageKey, STORED_FILE_MESSAGE } from '../core/safe-url';
import { storageKeyPrefixes } from '../core/fields';
import { type Property, type PropertyInput } from '../domain/property';
import { comparableTypes, councilTaxBands, epcRatings, type PropertyType } from '../domain/property-values';
import {
  descriptorOf,
  fieldsWhere,
  messageLabel,
  type FieldDescriptor,
  type FieldKind,
  type PropertyField,
  type PropertyFields,
} from '../domain/property-fields';

/**
 * The Add / Edit Property form (spec admin-and-content: 'Add / Edit Property', sections 3, 4, 5), as ONE
 * schema used by the browser (react-hook-form's resolver) and by the API (POST and PUT /properties): what
 * the form holds goes in, what the record stores comes out.
 *
 * - Number inputs: empty or non-numeric becomes 0 (rules/number-input.ts); the required ones (price,
 *   bedrooms, current rent unless multi-unit) must be answered.
 * - Conditional fields (rules/field-visibility.ts: refinements with field paths, then a normalising step):
 *   rental units only for Block of Flats and Mixed Commercial (current rent then not required); freehold
 *   title only for Freehold; lease remaining (required), ground rent, service charge and the lease documents
 *   only for Leasehold; service-charge documents for all but Freehold. Values of a field that does not
 *   apply are dropped, never stored.
 * - Links are https only (core/safe-url.ts, the one link rule); photos and documents are https links or keys
 *   the upload stored under the photo or the document prefix (a document's key is never a photo);
 *   googleMapsLink only a Google Maps embed (the detail page's rule, rules/map-embed.ts).
 * - Yield and potential yield are not inputs: `toPropertyInput` computes them from rent and price.
 * - Every message tells the admin what to do; none echoes a pattern.
 */

/** The new form's defaults beyond each field's own (its descriptor's `formDefault`). */
export const propertyFormDefaults = {
  firstEpcUnit: 'Main Property',
  isPublished: false,
} as const;

const MAPS_MESSAGE = "Paste the embed code from Google Maps (Share, then 'Embed a map'), or leave it empty";

// ---- building blocks -------------------------------------------------------------------------------

/** Optional text: trimmed; empty becomes null. */
const optionalText = (max: number, label: string, lines: 'one' | 'many' = 'one') =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: `${label} must be text` })
          .check(z.trim(), z.maxLength(max, `${label}: use at most ${max.toLocaleString('en-GB')} characters`), ...(lines === 'one' ? [oneLine()] : [])),
      ),
    ),
    z.transform((v) => (v ? v : null)),
  );

/** Text a person must give. */
const requiredText = (max: number, missing: string, label: string) =>
  z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, missing), z.maxLength(max, `${label}: use at most ${max.toLocaleString('en-GB')} characters`), oneLine());

/** A choice from a list, or none ('' from an unanswered select becomes null). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.pipe(
    z.optional(z.nullable(z.union([z.enum(options), z.literal('')], { error: message }))),
    z.transform((v): T[number] | null => (v ? v : null)),
  );

/** What a number input may send: the number, or the typed text. */
const numberLike = z.union([z.number(), z.string()]);

/** A number input (spec section 5: empty or non-numeric becomes 0), within bounds. */
const numberInput = (checks: z.core.$ZodCheck<number>[]) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(numberLike)),
      z.transform((v) => numberOrZero(v)),
    ),
    z.number().check(...checks),
  );

/**
 * A number input that must be answered (typed text that is not a number still counts as 0). Missing is
 * reported by a transform, not a union's error: form resolvers report a union's first branch message instead.
 */
const requiredNumber = (missing: string, checks: z.core.$ZodCheck<number>[]) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(numberLike)),
      z.transform((v, payload) => {
        if (v === null || v === undefined) {
          payload.issues.push({ code: 'custom', message: missing, input: v });
          return z.NEVER;
        }
        return numberOrZero(v);
      }),
    ),
    z.number().check(...checks),
  );

/**
 * A number kept as entered when given (null when not): the current rent, which multi-unit types may leave out, and a
 * lease's ground rent and service charge, where 0 is the answer 'none'.
 */
const nullableNumberInput = (checks: z.core.$ZodCheck<number>[]) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(numberLike)),
      z.transform((v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? null : numberOrZero(v))),
    ),
    z.nullable(z.number().check(...checks)),
  );

const atLeast0 = (label: string) => z.gte(0, `${label} cannot be negative`);
const atMost = (max: number, label: string) => z.lte(max, `${label} must be at most ${max.toLocaleString('en-GB')}`);
const wholeNumber = (label: string) => z.refine<number>((v) => Number.isInteger(v), `${label} must be a whole number`);
const pounds = (label: string) => [atLeast0(label), atMost(1_000_000_000, label)];

/** An https link, or none. */
const optionalLink = z
  .pipe(
    z.optional(z.nullable(z.string({ error: HTTPS_URL_MESSAGE }).check(z.trim(), z.maxLength(2_000, 'Use a link of at most 2,000 characters')))),
    z.transform((v) => (v ? v : null)),
  )
  .check(z.refine((v) => v === null || isHttpsUrl(v), HTTPS_URL_MESSAGE));

/** An uploaded file's key under `prefixes`, or an https link. */
const isFileReference = (prefixes: readonly string[]) => (v: string) => isStorageKey(v, prefixes) || isHttpsUrl(v);

/** A document: an uploaded document's key or an https link, or none. */
const optionalDocument = z
  .pipe(
    z.optional(z.nullable(z.string({ error: STORED_FILE_MESSAGE }).check(z.trim(), z.maxLength(2_000, 'Use a link of at most 2,000 characters')))),
    z.transform((v) => (v ? v : null)),
  )
  .check(z.refine((v) => v === null || isFileReference(storageKeyPrefixes.propertyDocuments)(v), STORED_FILE_MESSAGE));

// ---- the list items ---------------------------------------------------------------------------------

/** A unit's name may be left out: the detail page then calls it 'Unit N' (spec, Energy rating per unit). */
const unitName = z.pipe(
  z.optional(
    z.nullable(z.string({ error: 'Enter the unit name as text' }).check(z.trim(), z.maxLength(200, 'Unit name: use at most 200 characters'), oneLine())),
  ),
  z.transform((v) => v ?? ''),
);

export const rentalUnitFormSchema = z.object({
  unitName,
  rental: numberInput(pounds('Monthly rent')),
});

export const epcUnitFormSchema = z.object({
  unitName,
  rating: optionalChoice(epcRatings, 'Choose an EPC rating from A to G'),
  documentUrl: optionalDocument,
});

export const comparableFormSchema = z.object({
  /** Kept from the stored comparable; a new one gets an id on save. */
  id: z.optional(z.string().check(z.maxLength(64))),
  type: z.enum(comparableTypes, { error: 'Choose recently sold, on the market or recently let' }),
  title: requiredText(200, 'Enter a title for the comparable', 'Title'),
  imageUrl: optionalLink,
  link: optionalLink,
  price: numberInput(pounds('Price')),
  rental: numberInput(pounds('Monthly rent')),
  postcode: optionalText(10, 'Postcode'),
  address: optionalText(200, 'Address'),
});

// ---- the form ---------------------------------------------------------------------------------------

const longTextField = (label: string) => optionalText(20_000, label, 'many');

/** The form schema of a plain field, from its descriptor (domain/property-fields.ts). */
function formSchemaOf(d: FieldDescriptor): z.ZodMiniType {
  const label = messageLabel(d);
  const numberChecks = () => [atLeast0(label), atMost(d.max ?? 1_000_000_000, label), ...(d.whole ? [wholeNumber(label)] : [])];
  const schema = (() => {
    switch (d.kind) {
      case 'text':
        return d.required === true
          ? requiredText(d.max ?? 200, d.requiredMessage ?? `Enter the ${label.toLowerCase()}`, label)
          : optionalText(d.max ?? 200, label);
      case 'longText':
        return longTextField(label);
      case 'number':
      case 'money':
        return d.required === true ? requiredNumber(d.requiredMessage ?? `Enter the ${label.toLowerCase()}`, numberChecks()) : numberInput(numberChecks());
      case 'choice': {
        const options = d.options as readonly [string, ...string[]];
        const message = d.choiceMessage ?? `Choose the ${label.toLowerCase()} from the list`;
        return d.required === true ? z.enum(options, { error: message }) : optionalChoice(options, message);
      }
      case 'check':
        return z.boolean();
      case 'link':
        return optionalLink;
      case 'document':
        return optionalDocument;
      default:
        throw new Error(`A ${d.kind} field has no plain form schema`);
    }
  })();
  const fallback = d.formDefault ?? (d.kind === 'check' ? false : undefined);
  return fallback === undefined ? schema : z._default(schema, fallback as never);
}

/** The fields whose form schema is written by hand below (their descriptors say `custom.schema`). */
const byHand = {
  yearBuilt: numberInput([atLeast0('Year built'), atMost(2100, 'Year built'), wholeNumber('Year built')]).check(
    z.refine((v) => v === 0 || v >= 1000, 'Enter a four-digit year, or leave it empty'),
  ),
  /** A list, or the comma-separated text of the form's input. */
  amenities: z
    .pipe(
      z.optional(z.union([z.array(z.string()), z.string()], { error: 'Enter the amenities separated by commas' })),
      z.transform((v) => [...new Set((typeof v === 'string' ? v.split(',') : (v ?? [])).map((a) => a.trim()).filter(Boolean))]),
    )
    .check(
      z.refine((list) => list.length <= 100, 'Enter at most 100 amenities'),
      z.refine((list) => list.every((a) => a.length <= 200), 'Keep each amenity under 200 characters'),
      z.refine((list) => list.every(isSingleLine), `Amenities: ${SINGLE_LINE_MESSAGE.toLowerCase()}`),
    ),
  googleMapsLink: z
    .pipe(
      z.optional(z.nullable(z.string({ error: MAPS_MESSAGE }).check(z.trim(), z.maxLength(5_000, 'The map embed code is too long: paste only the iframe')))),
      z.transform((v) => (v ? v : null)),
    )
    .check(z.refine((v) => v === null || mapEmbedUrl(v) !== null, MAPS_MESSAGE)),
  /** An area insight's url_slug (the server checks it exists), or none. */
  areaInsightsLink: z.pipe(
    z.optional(
      z.nullable(z.string({ error: 'Choose an area from the list, or none' }).check(z.trim(), z.maxLength(120, 'Choose an area from the list, or none'))),
    ),
    z.transform((v) => (v ? v : null)),
  ),
  currentRent: nullableNumberInput(pounds('Current rent')),
  groundRent: nullableNumberInput(pounds('Ground rent')),
  serviceCharge: nullableNumberInput(pounds('Service charge')),
  returnOnCapitalInvestment: numberInput([
    z.gte(0, 'Return on capital must be between 0 and 100'),
    z.lte(100, 'Return on capital must be between 0 and 100'),
    z.refine<number>((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Use at most one decimal place for the return on capital'),
  ]),
  councilTaxBand: optionalChoice(councilTaxBands, 'Choose a council tax band from A to H'),
  rentalUnits: z._default(z.array(rentalUnitFormSchema).check(z.maxLength(200, 'Add at most 200 rental units')), []),
  epcUnits: z._default(z.array(epcUnitFormSchema).check(z.maxLength(200, 'Add at most 200 EPC units')), []),
  /** The photos in display order: the first is the main image. */
  photos: z._default(
    z
      .array(z.string().check(z.trim(), z.refine(isFileReference(storageKeyPrefixes.propertyImages), STORED_FILE_MESSAGE)))
      .check(z.maxLength(50, 'Add at most 50 photos')),
    [],
  ),
  comparables: z._default(z.array(comparableFormSchema).check(z.maxLength(50, 'Add at most 50 comparables')), []),
} satisfies Record<CustomSchemaField, z.ZodMiniType>;

/** The fields the form edits: every field with a form section. */
type FormField = { [F in PropertyField]: PropertyFields[F] extends { section: string } ? F : never }[PropertyField];
type CustomSchemaField = { [F in FormField]: PropertyFields[F] extends { custom: { schema: true } } ? F : never }[FormField];
type PlainFormField = Exclude<FormField, CustomSchemaField>;

/** What a plain field's form schema gives: number inputs give 0 when empty; required fields are never null. */
type FormOutputOf<D> = D extends { kind: 'number' | 'money' }
  ? number
  : D extends { kind: 'check' }
    ? boolean
    : D extends { kind: 'choice'; options: readonly (infer O)[] }
      ? D extends { required: true }
        ? O
        : O | null
      : D extends { required: true }
        ? string
        : string | null;

type PlainFormShape = { [F in PlainFormField]: z.ZodMiniType<FormOutputOf<PropertyFields[F]>, unknown> };

/**
 * Every field of spec section 3 an admin edits (not the calculated yields, the id or the timestamps), in the form's
 * order (the error summary lists problems in this order).
 */
export const propertyFormShape = Object.fromEntries(
  fieldsWhere((d) => d.section !== undefined).map((field) => [field, field in byHand ? byHand[field as CustomSchemaField] : formSchemaOf(descriptorOf(field))]),
) as PlainFormShape & typeof byHand;

type FormObjectOutput = z.output<z.ZodMiniObject<typeof propertyFormShape>>;

type Sink = z.core.$RefinementCtx<FormObjectOutput>;

/**
 * The conditional rules (spec 'Add / Edit Property'), each reported on the field an admin must change. They run
 * even when other fields are still wrong (so the error summary lists everything at once), hence the care
 * with values that may not have parsed.
 */
function checkConditionalRules(v: FormObjectOutput, ctx: Sink): void {
  // A number field that did not parse still holds what was sent (its own issue is already reported).
  const parsed = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  if (!isMultiUnit(v.propertyType) && (v.currentRent === null || v.currentRent === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['currentRent'], message: 'Enter the current monthly rent (0 if vacant)', input: v.currentRent });
  }
  if (fieldApplies('leaseRemaining', v) && !(parsed(v.leaseRemaining) > 0)) {
    ctx.addIssue({ code: 'custom', path: ['leaseRemaining'], message: 'Enter the years remaining on the lease', input: v.leaseRemaining });
  }
  const price = parsed(v.price);
  const rentalUnits = fieldApplies('rentalUnits', v) && Array.isArray(v.rentalUnits) ? v.rentalUnits.map((unit) => ({ rental: parsed(unit?.rental) })) : [];
  const yields = [
    formYield(paidMonthlyRent({ currentRent: parsed(v.currentRent), rentalUnits }), price),
    formPotentialYield(parsed(v.achievableMarketRent), price),
  ];
  if (yields.some((percent) => percent > MAX_YIELD_PERCENT)) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: YIELD_TOO_HIGH_MESSAGE, input: v.price });
  }
  (Array.isArray(v.epcUnits) ? v.epcUnits : []).forEach((unit, index) => {
    if (unit && !unit.rating && unit.documentUrl) {
      ctx.addIssue({ code: 'custom', path: ['epcUnits', index, 'rating'], message: 'Choose an EPC rating from A to G', input: unit.rating });
    }
  });
}

/** Run the conditional rules whenever the value is an object at all. */
const conditionalRules = z.superRefine<FormObjectOutput>(checkConditionalRules, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});

/** What the record stores from a checked form: the values of fields that do not apply dropped, lists tidied. */
function normalise(v: FormObjectOutput) {
  const dropped = Object.fromEntries(
    (Object.keys(conditionalFields) as ConditionalField[])
      .filter((field) => !fieldApplies(field, v))
      .map((field) => [field, field === 'rentalUnits' ? [] : null]),
  ) as Partial<Pick<FormObjectOutput, ConditionalField>>;
  const { photos, epcUnits, comparables, yearBuilt, ...rest } = v;
  const ratedUnits = epcUnits
    .filter((unit) => unit.rating !== null)
    .map((unit) => ({ unitName: unit.unitName, rating: unit.rating!, documentUrl: unit.documentUrl }));
  return {
    ...rest,
    ...dropped,
    yearBuilt: yearBuilt === 0 ? null : yearBuilt,
    imageUrl: photos[0] ?? null,
    photos,
    epcUnits: ratedUnits,
    /** The headline rating is the first unit's (the form edits ratings per unit). */
    epcRating: ratedUnits[0]?.rating ?? null,
    comparables: comparables.map((c) => ({
      id: c.id || globalThis.crypto.randomUUID(),
      type: c.type,
      title: c.title,
      imageUrl: c.imageUrl,
      link: c.link,
      price: c.price > 0 ? c.price : null,
      rental: c.rental > 0 ? c.rental : null,
      postcode: c.postcode,
      address: c.address,
    })),
  };
}

/** The form: what the browser validates and what both property routes accept. */
export const propertyFormSchema = z.pipe(z.object(propertyFormShape).check(conditionalRules), z.transform(normalise));

/** A client-chosen property id: a canonical lower-case UUID (what crypto.randomUUID() gives). */
export const PROPERTY_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST /properties: the form plus whether to publish ('Publish Property' or 'Save as Draft'). */
export const createPropertyBodySchema = z.pipe(
  z
    .object({
      ...propertyFormShape,
      isPublished: z._default(z.boolean({ error: 'Say whether to publish the property' }), propertyFormDefaults.isPublished),
      /**
       * The new property's id, chosen by the form before it uploads photos and documents (their keys live
       * under it). Canonical lower-case UUIDs only; an id already taken answers 409, never an overwrite.
       */
      id: z.optional(z.string().check(z.regex(PROPERTY_ID_PATTERN, 'The property id must be a lower-case UUID'))),
    })
    .check(conditionalRules),
  z.transform(({ id, isPublished, ...v }) => ({ ...normalise(v), isPublished, ...(id ? { id } : {}) })),
);

/** PUT /properties/{id}: the form plus the version the admin opened (a stale one gets 409). The published flag is kept as it is. */
export const updatePropertyBodySchema = z.pipe(
  z
    .object({
      ...propertyFormShape,
      expectedVersion: z.int({ error: 'Reload the property and try again' }).check(z.gte(0, 'Reload the property and try again')),
    })
    .check(conditionalRules),
  z.transform((v) => ({ ...normalise(v), expectedVersion: v.expectedVersion })),
);

/** What the form holds (its inputs). */
export type PropertyFormInput = z.input<typeof propertyFormSchema>;
/** What a checked form gives: the record's editable fields. */
export type PropertyFormOutput = z.output<typeof propertyFormSchema>;

/**
 * The record's input from a checked form: yield and potential yield calculated here (never taken from the
 * client), the published flag and the area insight's id decided by the caller.
 */
export function toPropertyInput(
  form: PropertyFormOutput,
  { isPublished, areaInsightId }: { isPublished: boolean; areaInsightId: string | null },
): PropertyInput {
  const { epcUnits, ...fields } = form;
  return {
    ...fields,
    epcUnits,
    yield: formYield(paidMonthlyRent(form), form.price),
    potentialYield: formPotentialYield(form.achievableMarketRent, form.price),
    isPublished,
    areaInsightId,
  };
}

/** The form's starting values for a new property (spec: county, tenancy type, tenure, one EPC unit, unpublished). */
export const newPropertyForm = (): PropertyFormValues => ({
  ...emptyForm(),
  ...(Object.fromEntries(
    fieldsWhere((d) => d.formDefault !== undefined).map((field) => [field, descriptorOf(field).formDefault]),
  ) as Partial<PropertyFormValues>),
  epcUnits: [{ unitName: propertyFormDefaults.firstEpcUnit, rating: '', documentUrl: '' }],
});

/**
 * How the form holds each field: 'text' as text ('' = none; choices as their value, '' = none), 'number' as a
 * number (null = not answered yet), 'check' as a boolean; 'list' fields are converted one by one below. The
 * form's value type, its empty values and a record's values are derived from this, from the fields' kinds.
 */
const holdingOf = {
  text: 'text',
  longText: 'text',
  choice: 'text',
  link: 'text',
  document: 'text',
  number: 'number',
  money: 'number',
  check: 'check',
  list: 'list',
} as const satisfies Partial<Record<FieldKind, 'text' | 'number' | 'check' | 'list'>>;
type FormValueKinds = { [F in FormField]: (typeof holdingOf)[PropertyFields[F]['kind'] & keyof typeof holdingOf] };
const formValueKinds = Object.fromEntries(
  fieldsWhere((d) => d.section !== undefined).map((field) => [field, holdingOf[descriptorOf(field).kind as keyof typeof holdingOf]]),
) as FormValueKinds;

type ScalarField = { [F in keyof FormValueKinds]: FormValueKinds[F] extends 'list' ? never : F }[keyof FormValueKinds];
interface ScalarKindValues {
  text: string;
  number: number | null;
  check: boolean;
}
type ScalarFormValues = { [F in ScalarField]: ScalarKindValues[FormValueKinds[F]] };

/** The record's editable fields the form does not hold: calculated on saving, or decided by the caller. */
type NotInForm = 'yield' | 'potentialYield' | 'imageUrl' | 'epcRating' | 'isPublished' | 'areaInsightId';
type FieldMissingFromForm = Exclude<keyof PropertyInput, keyof FormValueKinds | NotInForm>;
// A record field the form neither holds nor leaves out on purpose does not compile: its name is the error.
const everyRecordFieldInForm: [FieldMissingFromForm] extends [never] ? true : FieldMissingFromForm = true;
void everyRecordFieldInForm;

const scalarFields = (Object.keys(formValueKinds) as (keyof FormValueKinds)[]).filter((f): f is ScalarField => formValueKinds[f] !== 'list');

/** The values the form edits (see formValueKinds); amenities as comma-separated text. */
export interface PropertyFormValues extends Omit<ScalarFormValues, 'propertyType'> {
  propertyType: PropertyType | '';
  amenities: string;
  rentalUnits: { unitName: string; rental: number | null }[];
  epcUnits: { unitName: string; rating: string; documentUrl: string }[];
  photos: string[];
  comparables: {
    id?: string;
    type: string;
    title: string;
    imageUrl: string;
    link: string;
    price: number | null;
    rental: number | null;
    postcode: string;
    address: string;
  }[];
}

const emptyValues: ScalarKindValues = { text: '', number: null, check: false };

function emptyForm(): PropertyFormValues {
  const scalars = Object.fromEntries(scalarFields.map((field) => [field, emptyValues[formValueKinds[field]]])) as unknown as ScalarFormValues;
  return { ...scalars, propertyType: '', amenities: '', rentalUnits: [], epcUnits: [], photos: [], comparables: [] };
}

const s = (v: string | null | undefined): string => v ?? '';

/** The form's values for a stored property (edit). A headline EPC rating without units becomes the first unit. */
export function propertyToForm(p: Property): PropertyFormValues {
  const scalars = Object.fromEntries(
    scalarFields.map((field) => [field, formValueKinds[field] === 'text' ? s(p[field] as string | null) : p[field]]),
  ) as unknown as ScalarFormValues;
  const epcUnits = p.epcUnits.length
    ? p.epcUnits.map((u) => ({ unitName: u.unitName, rating: u.rating, documentUrl: s(u.documentUrl) }))
    : [{ unitName: propertyFormDefaults.firstEpcUnit, rating: s(p.epcRating), documentUrl: '' }];
  return {
    ...scalars,
    propertyType: p.propertyType,
    councilTaxBand: (councilTaxBands as readonly string[]).includes(p.councilTaxBand ?? '') ? s(p.councilTaxBand) : '',
    amenities: p.amenities.join(', '),
    rentalUnits: p.rentalUnits.map((u) => ({ unitName: u.unitName, rental: u.rental })),
    epcUnits,
    photos: orderedPhotos(p.imageUrl, p.photos),
    comparables: p.comparables.map((c) => ({
      id: c.id,
      type: c.type,
      title: c.title,
      imageUrl: s(c.imageUrl),
      link: s(c.link),
      price: c.price,
      rental: c.rental,
      postcode: s(c.postcode),
      address: s(c.address),
    })),
  };
}

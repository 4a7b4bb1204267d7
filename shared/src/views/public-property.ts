import * as z from '../core/zod';
import { id } from '../domain/common';
import type { EpcUnit, Property, RentalUnit } from '../domain/property';
import { propertyArea } from '../rules/property-area';
import { descriptorOf, fieldsWhere, type PropertyField, type PropertyFields } from '../domain/property-fields';

/**
 * The public property payload (spec admin-and-content, section 3 'Public property payload'): what
 * GET /public/properties/{id} may return to anyone holding a shared link. Whitelists, never blacklists:
 * a field is public only when its descriptor (domain/property-fields.ts) says so.
 *
 * The spec names the fields as the original app read them (some snake_case); here they are the app's
 * camelCase names of the same fields. `id` is added: it is in the shared link already.
 */

/**
 * The sneak peek (/public-property/{id}): limited details, never the address, no documents. Not `title`
 * either: the admin form labels it Property Address, so the peek narrows the spec's 'Public property payload'
 * (admin-and-content section 3) to keep the address for members;
 * the peek carries `area` (town and postcode district, rules/property-area.ts) instead.
 */
export const peekFields = fieldsWhere((d) => d.audience.public === 'peek') as PublicField<'peek'>[];

/** The full public view (/public-property-full/{id}): the sneak peek plus these. */
export const fullOnlyFields = fieldsWhere((d) => d.audience.public === 'full') as PublicField<'full'>[];

type PublicField<V extends PublicView> = { [F in PropertyField]: PropertyFields[F]['audience']['public'] extends V ? F : never }[PropertyField];

export const fullFields = [...peekFields, ...fullOnlyFields];

/**
 * Fields of the full view that hold keys in the private documents bucket. The API replaces each key with
 * a short-lived signed URL (see functions/src/catalogue/public/public-property.ts); absolute URLs pass unchanged.
 */
export const publicDocumentFields = fullOnlyFields.filter((field) => descriptorOf(field).kind === 'document') as PublicDocumentField[];
type PublicDocumentField = { [F in PublicField<'full'>]: PropertyFields[F]['kind'] extends 'document' ? F : never }[PublicField<'full'>];

export type PublicView = 'peek' | 'full';
export const publicViews = ['peek', 'full'] as const satisfies readonly PublicView[];

export type PublicPropertyPeek = Pick<Property, (typeof peekFields)[number]> & {
  /** 'Hull, HU5': the town and postcode district (rules/property-area.ts), or null. */
  area: string | null;
};
export type PublicPropertyFull = Pick<Property, (typeof fullFields)[number]> & {
  rentalUnits: RentalUnit[];
  epcUnits: EpcUnit[];
};
export type PublicProperty = PublicPropertyPeek | PublicPropertyFull;

function pick<K extends keyof Property>(property: Property, keys: readonly K[]): Pick<Property, K> {
  const out = {} as Pick<Property, K>;
  for (const key of keys) out[key] = property[key];
  return out;
}

/** The sneak-peek payload of a property: only the whitelisted fields and the area. */
export const toPublicPeek = (property: Property): PublicPropertyPeek => ({ ...pick(property, peekFields), area: propertyArea(property) });

/** The full public payload: the whitelisted fields, with units reduced to their listed sub-fields. */
export function toPublicFull(property: Property): PublicPropertyFull {
  const payload = pick(property, fullFields);
  return {
    ...payload,
    rentalUnits: property.rentalUnits.map(({ unitName, rental }) => ({ unitName, rental })),
    epcUnits: property.epcUnits.map(({ unitName, rating, documentUrl }) => ({ unitName, rating, documentUrl })),
  };
}

export function toPublicProperty(property: Property, view: 'peek'): PublicPropertyPeek;
export function toPublicProperty(property: Property, view: 'full'): PublicPropertyFull;
export function toPublicProperty(property: Property, view: PublicView): PublicProperty;
export function toPublicProperty(property: Property, view: PublicView): PublicProperty {
  return view === 'full' ? toPublicFull(property) : toPublicPeek(property);
}

/** True for a full-view payload (it carries the full view's keys, e.g. address, even when null). */
export const isFullPayload = (payload: PublicProperty): payload is PublicPropertyFull => 'address' in payload;

/** A public link's view: a peek unless the link is to the full view. */
export const publicPropertyQuery = z.object({ view: z._default(z.enum(publicViews), 'peek') });
export const sharePropertyParams = z.object({ id, view: z.enum(publicViews) });

import * as z from '../core/zod';
import { propertySchema, type Property } from '../domain/property';
import { propertyStatuses } from '../domain/property-values';
import { EMAIL_REQUIRED, notificationAudiences } from '../domain/property-notification';

/**
 * Property Management (spec 'Property Management (admin)', sections 4, 7): the table's compact rows, the
 * inline changes an admin makes from the table, and the property notifications (three webhooks).
 */

/** The record fields one management row is made of (stored as its own small item beside the record). */
export const propertyRowSourceFields = [
  'id',
  'title',
  'headline',
  'location',
  'address',
  'postcode',
  'price',
  'propertyType',
  'type',
  'status',
  'isPublished',
  'featured',
  'createdAt',
  'version',
  'imageUrl',
  'photos',
] as const satisfies readonly (keyof Property)[];

type RowSource = Pick<Property, (typeof propertyRowSourceFields)[number]>;

/**
 * One row of the management table. `mainPhoto` is the main image's stored key (or absolute URL), which the
 * browser turns into the thumbnail variant's URL with `photoUrl(imageBaseUrl, key, 'thumbnail')`.
 */
export type PropertyRow = Omit<RowSource, 'imageUrl' | 'photos'> & { mainPhoto: string | null };

type RowField = Exclude<(typeof propertyRowSourceFields)[number], 'imageUrl' | 'photos'>;
const rowFields = propertyRowSourceFields.filter((field): field is RowField => field !== 'imageUrl' && field !== 'photos');

/** The row of a property: only the row's fields, whatever else the record holds. */
export function propertyRowOf(source: RowSource): PropertyRow {
  const fields = Object.fromEntries(rowFields.map((field) => [field, source[field]])) as Pick<RowSource, RowField>;
  return { ...fields, mainPhoto: source.imageUrl ?? source.photos[0] ?? null };
}

/** A stored row, checked when read back. */
export const propertyRowSchema = z.extend(z.pick(propertySchema, Object.fromEntries(rowFields.map((field) => [field, true])) as { [K in RowField]: true }), {
  mainPhoto: z.nullable(z.string()),
});

/** PATCH /properties/{id}: the inline status select, publish switch and featured toggle (one at a time or together). */
export const patchPropertySchema = z
  .object({
    expectedVersion: z.int().check(z.gte(0)),
    status: z.optional(z.enum(propertyStatuses)),
    isPublished: z.optional(z.boolean()),
    featured: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.status !== undefined || v.isPublished !== undefined || v.featured !== undefined, 'Change the status, publish state or featured flag'),
  );
export type PatchPropertyInput = z.infer<typeof patchPropertySchema>;

/** What the audit trail calls an inline change, e.g. 'property published', 'status set to Sold'. */
export function patchAction(patch: Omit<PatchPropertyInput, 'expectedVersion'>): string {
  const parts: string[] = [];
  if (patch.isPublished !== undefined) parts.push(patch.isPublished ? 'property published' : 'property unpublished');
  if (patch.status !== undefined) parts.push(`status set to ${patch.status}`);
  if (patch.featured !== undefined) parts.push(patch.featured ? 'property featured' : 'property unfeatured');
  return parts.join(', ');
}

/** POST /properties/{id}/notifications. The email is trimmed and required for one email (no format check, spec section 5). */
export const notifyPropertySchema = z
  .object({
    audience: z.enum(notificationAudiences),
    email: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(254)))),
  })
  .check(z.refine((v) => v.audience !== 'specific_email' || Boolean(v.email), { message: EMAIL_REQUIRED, path: ['email'] }));

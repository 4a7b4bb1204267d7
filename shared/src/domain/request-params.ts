import * as z from '../core/zod';
import { email, id } from './common';

/** Path ids in their one canonical form (common.ts `id`): an upper-case or padded id is a 400, never a second record. */
export const idParams = z.object({ id });
export const propertyParams = z.object({ propertyId: id });
export const slugParams = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(120)) });
export const emailParams = z.object({ email });

/**
 * A page of a long list (the catalogue, its search texts, the management rows): `page` is the `next` the page
 * before answered with (none: the first page), `limit` caps the page's items (the first screenful); without
 * it a page holds a few megabytes, so every page fits a Lambda answer uncompressed.
 */
export const listPageQuery = z.object({
  page: z.optional(
    z
      .string()
      .check(
        z.maxLength(2000, 'page must be the next value of the page before'),
        z.regex(/^[A-Za-z0-9_-]+$/, 'page must be the next value of the page before'),
      ),
  ),
  limit: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'limit must be a whole number from 1 to 999')), z.transform(Number))),
});

/** A delete may name the version the admin saw (then a changed record is a 409 rather than deleted). */
export const versionQuery = z.object({ version: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number))) });

/** A member's detail request for a property, as the admin addresses it. */
export const propertyRequestParams = z.extend(propertyParams, { userId: z.string().check(z.minLength(1), z.maxLength(64)) });

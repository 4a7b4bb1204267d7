import * as z from './zod';
import { EMAIL_MESSAGE } from './email';
import { HTTPS_URL_MESSAGE, INTERNAL_OR_HTTPS_MESSAGE, isHttpsUrl, isInternalPath, isStorageKey, MAX_URL_LENGTH, STORED_FILE_MESSAGE } from './safe-url';

/**
 * Reusable zod fields for links, stored-file references and emails (spec admin-and-content section 5). Every schema
 * field that ends up in an href or src uses one of these, so the server refuses `javascript:`, `data:`,
 * `http:` and quote characters with a 400 whatever the form did. The predicates are in core/safe-url.ts.
 *
 *   httpsUrl                          an absolute https:// link (council tax link, comparable link, ...)
 *   internalOrHttpsUrl(paths)         https:// or exactly one of the portal's own pages (resources' links)
 *   storedFileOrHttpsUrl(prefixes)    a key the portal stored under one of the prefixes, or https://
 *   trimmedEmail                      trimmed and lower-cased BEFORE the format check
 *
 * Messages are plain sentences (core/safe-url.ts): none echoes a pattern.
 */

/** Where the portal's own uploads live (object keys, not URLs): photos, documents, area heroes, resource files. */
export const storageKeyPrefixes = {
  propertyImages: ['property-images/'],
  propertyDocuments: ['property-documents/'],
  areaHeroes: ['area-heroes/'],
  resourceFiles: ['resources/'],
} as const;

export const httpsUrl = z.string().check(z.maxLength(MAX_URL_LENGTH, HTTPS_URL_MESSAGE), z.refine(isHttpsUrl, HTTPS_URL_MESSAGE));

export const internalOrHttpsUrl = (paths: readonly string[]) =>
  z.string().check(
    z.maxLength(MAX_URL_LENGTH, INTERNAL_OR_HTTPS_MESSAGE),
    z.refine((v) => isInternalPath(v, paths) || isHttpsUrl(v), INTERNAL_OR_HTTPS_MESSAGE),
  );

export const storedFileOrHttpsUrl = (prefixes: readonly string[]) =>
  z.string().check(
    z.maxLength(MAX_URL_LENGTH, STORED_FILE_MESSAGE),
    z.refine((v) => isStorageKey(v, prefixes) || isHttpsUrl(v), STORED_FILE_MESSAGE),
  );

export { EMAIL_MESSAGE };

/** An email, trimmed and lower-cased first, then checked: ' Ann@Example.com ' is 'ann@example.com'. */
export const trimmedEmail = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email(EMAIL_MESSAGE).check(z.maxLength(254, EMAIL_MESSAGE)));

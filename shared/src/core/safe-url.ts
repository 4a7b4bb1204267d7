/**
 * The one rule for every field that holds a link or a stored file, and its one set of messages (spec
 * admin-and-content sections 4 and 6: 'external url must be of url type', resources' internal-link targets).
 * The form and the server check the same predicates, so a value the SPA later puts in an href or src can never
 * be `javascript:`, `data:`, `http:`, protocol-relative, carry a quote that could end an attribute, or be a
 * key that climbs out of its prefix with '..'.
 *
 * Pure predicates; the zod fields built on them are in shared/src/core/fields.ts.
 */

export const HTTPS_URL_MESSAGE = 'Enter a full link starting with https://';
export const INTERNAL_OR_HTTPS_MESSAGE = "Enter a full link starting with https:// or one of the portal's pages";
export const STORED_FILE_MESSAGE = 'Upload the file again, or enter a full link starting with https://';

/** Characters no stored link or key may hold: quotes, angle brackets, backslash, whitespace and control characters. */
const hasUnsafeCharacter = (value: string): boolean => /["'`<>\\\s]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export const MAX_URL_LENGTH = 2_000;

/**
 * An absolute https:// URL to a public site: a host name with a dot (never `localhost` or a bare intranet
 * name), no credentials and none of the unsafe characters.
 */
export function isHttpsUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || hasUnsafeCharacter(value) || !/^https:\/\/[^/]/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

/** One of the portal's own pages, exactly as listed (e.g. resources' '/dashboard', '/profile'). */
export const isInternalPath = (value: string, paths: readonly string[]): boolean => paths.includes(value);

/**
 * The key of an object the portal stored under one of `prefixes` (e.g. 'property-images/'): letters,
 * digits, '-', '_' and '.' in segments joined by single '/', no '.' or '..' segment, no leading slash
 * (never a scheme, so never a link to somewhere else, and never a key outside its prefix).
 */
export function isStorageKey(value: string, prefixes: readonly string[]): boolean {
  if (value.length > 1_024 || !prefixes.some((prefix) => value.startsWith(prefix) && value.length > prefix.length)) return false;
  return /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9._-]+)*$/.test(value) && !value.split('/').some((segment) => segment === '..' || segment === '.');
}

/**
 * Links an admin types into the property form (issue 12, point 2: "URL fields accept https links only, no
 * `javascript:` or `data:`, checked by the server"). Shared by the form and the API, so the browser says
 * at once what the server would refuse.
 */

/** Characters that never belong in a link an admin pastes: spaces, quotes, angle brackets, backslashes, backticks. */
const unsafeCharacters = /[\s"'<>`\\]/;

/** True only for an absolute `https://host/...` link (no other scheme, no credentials, nothing that could break out of an attribute). */
export function isHttpsLink(value: string): boolean {
  if (unsafeCharacters.test(value) || !/^https:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
}

/**
 * True for an object key the upload pipeline stores (e.g. `property-images/abc-1718000000000`,
 * `property-documents/p1/epc-1718000000000.pdf`): letters, digits, '.', '_', '-' and '/' separators, no
 * scheme, no '..' and no empty segment, so it can only ever name an object in the portal's own buckets.
 */
export function isStorageKey(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9._-]+)*$/.test(value) && !value.split('/').some((segment) => segment === '..' || segment === '.');
}

/** A photo or document value: an uploaded file's key, or an https link. */
export const isFileReference = (value: string): boolean => isStorageKey(value) || isHttpsLink(value);

import { paths } from '@shared/contract/paths';
/**
 * Where to send a user after sign-in: the guarded page (path + query) they opened while signed out.
 * Kept in sessionStorage so it survives the round trip through the landing page, per tab.
 */
const key = 'portal.postLoginTarget';

/** Only same-origin paths: never an absolute or protocol-relative URL (no open redirect). */
export const isSafePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberPostLoginTarget(path: string): void {
  if (isSafePath(path) && path !== paths.landing()) sessionStorage.setItem(key, path);
}

export function peekPostLoginTarget(): string | null {
  const path = sessionStorage.getItem(key);
  return path && isSafePath(path) ? path : null;
}

export function clearPostLoginTarget(): void {
  sessionStorage.removeItem(key);
}

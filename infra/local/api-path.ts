import type { WebConfig } from '@shared/contract/config';

/** Where the SPA finds the API, as on AWS: under /api on its own origin (the Web construct), so no call needs a CORS preflight. */
export const API_PATH = '/api';

/** The settings the browser gets: the stack's, with the API same-origin under /api (this server passes it on). */
export const browserConfig = (config: WebConfig): WebConfig => ({ ...config, apiUrl: API_PATH });

/** The API path a request for /api/... stands for, or undefined when it is not one. */
export function apiPathOf(url: string): string | undefined {
  if (url !== API_PATH && !url.startsWith(`${API_PATH}/`) && !url.startsWith(`${API_PATH}?`)) return undefined;
  const rest = url.slice(API_PATH.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

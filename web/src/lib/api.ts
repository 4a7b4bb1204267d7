import { fetchAuthSession, storedIdToken } from './amplify/session';
import type * as z from '@shared/core/zod';
import type { ResponseOf } from '@shared/contract/route-response';
import { errorCodes, type ErrorCode } from '@shared/contract/error-codes';
import { routes, type RouteName } from '@shared/contract/routes';
import { getConfig } from './config';
import { endSessionIfRefused } from './session-end';

/**
 * The one API client: every call goes through `api(routeName, input)`, so method and path come from the
 * shared route table and a call to a route that does not exist cannot compile.
 */

type Routes = typeof routes;
/** What a route answers, as its entry in the route table declares. */
export type ApiResponse<N extends RouteName> = ResponseOf<Routes[N]>;
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;
type SchemaInput<R, K extends string> = R extends { [key in K]: infer S extends z.ZodMiniType } ? z.input<S> : never;

type InputParts<N extends RouteName> = {
  params: [PathParams<Routes[N]['path']>] extends [never] ? never : Record<PathParams<Routes[N]['path']>, string>;
  query: SchemaInput<Routes[N], 'query'>;
  body: SchemaInput<Routes[N], 'body'>;
};
/** What a route's request body must hold, inferred from its zod body schema in the route table. */
export type ApiBody<N extends RouteName> = InputParts<N>['body'];
/** What an input with nothing in it is: a part whose fields are all optional accepts it. */
type NothingGiven = Record<string, never>;
type DeclaredParts<N extends RouteName> = { [K in keyof InputParts<N> as [InputParts<N>[K]] extends [never] ? never : K]: InputParts<N>[K] };
/** Only the parts the route declares are accepted; those are required unless every field in them is optional. */
export type ApiInput<N extends RouteName> = { [K in keyof DeclaredParts<N> as NothingGiven extends DeclaredParts<N>[K] ? never : K]: DeclaredParts<N>[K] } & {
  [K in keyof DeclaredParts<N> as NothingGiven extends DeclaredParts<N>[K] ? K : never]?: DeclaredParts<N>[K];
} & { signal?: AbortSignal };

export type OptionalIfEmpty<N extends RouteName> = NothingGiven extends Omit<ApiInput<N>, 'signal'> ? [input?: ApiInput<N>] : [input: ApiInput<N>];

/** The message to show beside each field the server refused, by the field's path (e.g. 'email', 'photos.0'). */
export type FieldMessages = Readonly<Record<string, string>>;

/**
 * An API failure carrying the server's message and the HTTP status (0: the server could not be reached),
 * the request's method (only idempotent reads are retried, query-client.ts) and the server's Retry-After in
 * seconds when it sent one (a 503 for an outage or throttling, functions/src/http/outage.ts), the body's
 * `code` (shared/src/contract/error-codes.ts, e.g. USER_EXISTS: screens decide on it, never on the message), and the
 * message of each field a 400 refused.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly method: string = 'GET',
    readonly retryAfterSeconds?: number,
    readonly code?: ErrorCode,
    readonly fields: FieldMessages = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What a failed answer tells a person. A 400 names its fields twice: in `message` as 'email: Enter a valid
 * email address' (for API callers) and in `details.fields`. People read the fields' own messages, without
 * the keys, each beside its field and together in an alert or a toast.
 */
export function failureOf(status: number, statusText: string, payload: unknown): { message: string; fields: FieldMessages; code: ErrorCode | undefined } {
  const list = fieldList(payload);
  const fields = Object.fromEntries(list.map((f) => [f.field, f.message]));
  const message =
    list.length > 0
      ? [...new Set(list.map((f) => f.message))].join('; ')
      : isMessage(payload)
        ? payload.message
        : `Request failed (${status} ${statusText})`.trim();
  return { message, fields, code: errorCode(payload) };
}

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export async function api<N extends RouteName>(name: N, ...[input]: OptionalIfEmpty<N>): Promise<ApiResponse<N>> {
  const route = routes[name];
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };

  // On AWS the API is a path on the site's own origin (`/api`): resolved against the page's origin.
  const url = new URL(getConfig().apiUrl.replace(/\/$/, '') + fillPath(route.path, params), globalThis.location?.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }

  const headers: Record<string, string> = { Accept: 'application/json' };
  // A stored token is read without a pause, so the request leaves before whatever the caller starts next.
  const token = storedIdToken()?.token ?? (await idToken());
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Could not reach the server. Please check your connection and try again.', 0, route.method);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    // Only a session the server refused ends here; without a token the browser was already signed out,
    // and the caller shows its own prompt (spec: favouriting while logged out asks the user to log in).
    if (token) await endSessionIfRefused(response.status, payload);
    const { message, fields, code } = failureOf(response.status, response.statusText, payload);
    throw new ApiError(message, response.status, route.method, parseRetryAfter(response.headers.get('retry-after')), code, fields);
  }
  return payload as ApiResponse<N>;
}

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * The Cognito ID token (the JWT authorizer accepts ID and access tokens; only the ID token carries the
 * email claim the API needs to recognise the configured bootstrap admins) from Amplify, which restores or
 * refreshes it, when no stored token has time left (`api` uses one as it is); none when signed out.
 */
async function idToken(): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const errorCode = (value: unknown): ErrorCode | undefined => {
  const code = (value as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && Object.hasOwn(errorCodes, code) ? (code as ErrorCode) : undefined;
};

const isMessage = (value: unknown): value is { message: string } =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

const fieldList = (value: unknown): { field: string; message: string }[] => {
  const fields = (value as { details?: { fields?: unknown } } | null | undefined)?.details?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is { field: string; message: string } =>
      typeof f === 'object' && f !== null && typeof (f as { field?: unknown }).field === 'string' && typeof (f as { message?: unknown }).message === 'string',
  );
};

/**
 * An outage is a 503, not a 500. A dependency (DynamoDB, S3, Cognito, a Lambda invoke)
 * that throttles us or cannot be reached is answered with 503 and a Retry-After header, so clients (the
 * SPA retries idempotent reads) know to ask again; anything else, a real bug, stays a 500.
 *
 * The classification walks the error's `cause` chain and an AggregateError's `errors` (ElectroDB wraps the
 * SDK error as `cause`; Node's happy-eyeballs connect failures are AggregateErrors), looking at:
 * - the AWS SDK error name (throttling and server-side unavailability of DynamoDB, S3, Cognito, Lambda);
 * - the SDK's own markers: `$retryable.throttling`, `$fault: 'server'` with a 5xx status;
 * - Node socket error codes (connection refused, reset, timed out, host unreachable, DNS not answering);
 * - the SDK's TimeoutError (request or connection timeout);
 * - a DynamoDB transaction cancelled for throttling or a conflicting transaction (db/errors.ts);
 * - the `stripe` library's error types: a connection error (Stripe out of reach, or too slow: its timeout), an error
 *   on Stripe's side (StripeAPIError, a 5xx) and its rate limit (a 429).
 */

export type Outage = 'throttled' | 'unavailable';

/** Seconds a client should wait before asking again. */
export const RETRY_AFTER_SECONDS: Record<Outage, number> = { throttled: 2, unavailable: 5 };

export const OUTAGE_MESSAGES: Record<Outage, string> = {
  throttled: 'We are busy right now. Please try again in a moment.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
};

/** AWS SDK error names meaning "too many requests": the same request succeeds later. */
const THROTTLING_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ProvisionedThroughputExceeded',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'TooManyRequestsException', // Cognito, Lambda
  'LimitExceededException', // Cognito's per-account request limits
  'SlowDown', // S3
  'TransactionInProgressException',
  'ThrottlingError', // a transaction cancellation reason
]);

/** AWS SDK error names meaning the dependency itself is down or failing on its side. */
const UNAVAILABLE_NAMES = new Set([
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalServerErrorException',
  'InternalFailure',
  'InternalError', // S3
  'InternalErrorException',
  'TimeoutError', // the SDK's request/connection timeout (@smithy/node-http-handler)
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceException', // Lambda's own 5xx
  'EC2ThrottledException',
  'TransactionConflict', // a transaction cancellation reason: another transaction held the item
]);

/** The `stripe` library's error types (its errors carry `type`, and keep Error's name). */
const STRIPE_OUTAGES: Record<string, Outage> = {
  StripeConnectionError: 'unavailable',
  StripeAPIError: 'unavailable',
  StripeRateLimitError: 'throttled',
};

/** Node socket and DNS failures: the dependency cannot be reached (or stopped answering). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
]);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
  $fault?: unknown;
  /** A `stripe` library error's type, e.g. 'StripeConnectionError'. */
  type?: unknown;
  $retryable?: { throttling?: unknown };
  $metadata?: { httpStatusCode?: unknown };
  /** TransactionCancelledError (db/errors.ts): the cancellation reason codes. */
  cancellationCodes?: unknown;
}

const isObject = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

function classifyOne(error: ErrorLike): Outage | undefined {
  const name = typeof error.name === 'string' ? error.name : '';
  const code = typeof error.code === 'string' ? error.code : '';
  if (THROTTLING_NAMES.has(name) || THROTTLING_NAMES.has(code) || error.$retryable?.throttling === true) return 'throttled';
  if (UNAVAILABLE_NAMES.has(name) || UNAVAILABLE_NAMES.has(code)) return 'unavailable';
  if (NETWORK_CODES.has(code) || NETWORK_CODES.has(name)) return 'unavailable';
  if (typeof error.type === 'string' && Object.hasOwn(STRIPE_OUTAGES, error.type)) return STRIPE_OUTAGES[error.type];
  const status = error.$metadata?.httpStatusCode;
  if (error.$fault === 'server' && typeof status === 'number' && status >= 500) return status === 503 || status === 429 ? 'throttled' : 'unavailable';
  if (Array.isArray(error.cancellationCodes)) {
    const codes = error.cancellationCodes.filter((c): c is string => typeof c === 'string');
    // A failed condition is not an outage (applied() answers false for it); throttling and conflicts are.
    if (!codes.includes('ConditionalCheckFailed')) {
      if (codes.some((c) => THROTTLING_NAMES.has(c) || c === 'ProvisionedThroughputExceeded')) return 'throttled';
      if (codes.some((c) => UNAVAILABLE_NAMES.has(c))) return 'unavailable';
    }
  }
  return undefined;
}

/** 'throttled' or 'unavailable' when the error (or anything it wraps) is a dependency outage; undefined for a real bug. */
export function classifyOutage(error: unknown): Outage | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  let found: Outage | undefined;
  while (queue.length > 0 && seen.size < 20) {
    const current = queue.shift();
    if (!isObject(current) || seen.has(current)) continue;
    seen.add(current);
    const outage = classifyOne(current);
    if (outage === 'throttled') return outage; // the more specific answer wins
    found ??= outage;
    if (current.cause !== undefined) queue.push(current.cause);
    if (Array.isArray(current.errors)) queue.push(...(current.errors as unknown[]));
  }
  return found;
}

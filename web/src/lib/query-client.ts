import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Attempts after the first for a read (or a state-setting write) that failed because the service was unavailable or unreachable. */
export const MAX_READ_RETRIES = 3;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/**
 * An outage (503 with Retry-After, a 502/504 from the edge, or no answer at all) is worth
 * asking again, but only for an idempotent read (GET): a write is never repeated behind the user's back.
 * A 4xx will not get better by asking again, and a 500 is a bug, not an outage.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.method === 'GET' && retryableOutage(failureCount, error);
}

/**
 * A write that sets a state (the favourite and detail-request toggles: PUT saves, DELETE removes) ends the
 * same sent once or twice, so an outage is worth asking again for it as for a read. Opted into per mutation:
 * other writes (a POST, a versioned update) stay never repeated.
 */
export function shouldRetrySettingWrite(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && (error.method === 'PUT' || error.method === 'DELETE') && retryableOutage(failureCount, error);
}

const retryableOutage = (failureCount: number, error: ApiError) =>
  failureCount < MAX_READ_RETRIES && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/** Honours the server's Retry-After (capped); otherwise exponential back-off with jitter: ~0.5 s, 1 s, 2 s. */
export function retryDelay(attemptIndex: number, error: unknown, random = Math.random): number {
  if (error instanceof ApiError && error.retryAfterSeconds !== undefined) return Math.min(error.retryAfterSeconds * 1000, MAX_DELAY_MS);
  const exponential = Math.min(BASE_DELAY_MS * 2 ** attemptIndex, MAX_DELAY_MS);
  return Math.round(exponential * (0.75 + random() * 0.5));
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry, retryDelay },
      // Never retried: a write the server may have applied must not be sent twice without the user knowing.
      mutations: { retry: false },
    },
  });
}

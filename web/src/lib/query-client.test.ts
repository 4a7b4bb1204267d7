import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from './api';
import { createQueryClient, MAX_READ_RETRIES, retryDelay, shouldRetry, shouldRetrySettingWrite } from './query-client';

describe('retrying reads through an outage', () => {
  it('retries a GET on 503, 502, 504 and an unreachable server, up to the limit', () => {
    for (const status of [503, 502, 504, 0]) {
      const error = new ApiError('down', status, 'GET');
      expect(shouldRetry(0, error), String(status)).toBe(true);
      expect(shouldRetry(MAX_READ_RETRIES - 1, error)).toBe(true);
      expect(shouldRetry(MAX_READ_RETRIES, error)).toBe(false);
    }
  });

  it('never retries a write, whatever the failure', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(shouldRetry(0, new ApiError('down', 503, method, 1))).toBe(false);
      expect(shouldRetry(0, new ApiError('offline', 0, method))).toBe(false);
    }
  });

  it('retries a state-setting write (PUT, DELETE) through an outage, up to the limit, and never a POST or PATCH', () => {
    for (const method of ['PUT', 'DELETE'])
      for (const status of [503, 502, 504, 0]) {
        const error = new ApiError('down', status, method, 2);
        expect(shouldRetrySettingWrite(0, error), `${method} ${status}`).toBe(true);
        expect(shouldRetrySettingWrite(MAX_READ_RETRIES - 1, error)).toBe(true);
        expect(shouldRetrySettingWrite(MAX_READ_RETRIES, error)).toBe(false);
      }
    for (const method of ['POST', 'PATCH']) expect(shouldRetrySettingWrite(0, new ApiError('down', 503, method, 1)), method).toBe(false);
    for (const status of [400, 404, 409, 429, 500]) expect(shouldRetrySettingWrite(0, new ApiError('no', status, 'PUT')), String(status)).toBe(false);
    expect(shouldRetrySettingWrite(0, new TypeError('x'))).toBe(false);
  });

  it('does not retry a 4xx, a 500 (a bug) or an error that is not from the API', () => {
    expect(shouldRetry(0, new ApiError('nope', 404, 'GET'))).toBe(false);
    expect(shouldRetry(0, new ApiError('busy', 429, 'GET'))).toBe(false);
    expect(shouldRetry(0, new ApiError('bug', 500, 'GET'))).toBe(false);
    expect(shouldRetry(0, new TypeError('x'))).toBe(false);
  });

  it("waits the server's Retry-After (capped at 10 s), else backs off exponentially with jitter", () => {
    expect(retryDelay(0, new ApiError('down', 503, 'GET', 5))).toBe(5000);
    expect(retryDelay(0, new ApiError('down', 503, 'GET', 600))).toBe(10_000);
    const error = new ApiError('offline', 0, 'GET');
    expect(retryDelay(0, error, () => 0.5)).toBe(500);
    expect(retryDelay(1, error, () => 0.5)).toBe(1000);
    expect(retryDelay(2, error, () => 0.5)).toBe(2000);
    expect(retryDelay(2, error, () => 0)).toBe(1500);
    expect(retryDelay(9, error, () => 0.5)).toBe(10_000);
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(parseRetryAfter('5')).toBe(5);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:07 GMT', now)).toBe(7);
  });

  it('is the policy the query client uses, and mutations are never retried', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetry);
    expect(client.getDefaultOptions().queries?.retryDelay).toBe(retryDelay);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

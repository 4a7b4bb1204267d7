import type { ErrorCode } from '@shared/contract/error-codes';

/** A failure the caller can act on: its status, message and code (shared/src/contract/error-codes.ts) are sent as is. */
export class HttpError extends Error {
  /** Sent as Retry-After (a 429's wait), when set. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
    /** The reason the web reads, e.g. 'ACCESS_REVOKED'; without one, the status's own (codeOfStatus). */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = () => new HttpError(401, 'Please sign in to continue.');
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

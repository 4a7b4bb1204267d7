import type middy from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { accessDenials, codeOfStatus } from '@shared/contract/error-codes';
import { LastApprovedAdminError } from '../members/db/approved-admins';
import { DuplicateError, ListingHeldError, MemberGoneError, RecordTooLargeError, StalePageError, StaleWriteError } from '../db/errors';
import { badRequest, HttpError } from './errors';
import { classifyOutage, OUTAGE_MESSAGES, RETRY_AFTER_SECONDS } from './outage';

const fromKnownError = (error: unknown): HttpError | undefined => {
  if (error instanceof HttpError) return error;
  if (error instanceof StaleWriteError) return new HttpError(409, error.message, undefined, 'STALE_WRITE');
  if (error instanceof DuplicateError) return new HttpError(409, error.message, undefined, 'DUPLICATE');
  if (error instanceof ListingHeldError) return new HttpError(409, error.message, undefined, 'CONFLICT');
  // Only an erasure removes a profile or starts a marker, so a member write refused by either was refused by an erasure.
  if (error instanceof MemberGoneError) return new HttpError(403, accessDenials.ACCOUNT_ERASED, undefined, 'ACCOUNT_ERASED');
  if (error instanceof LastApprovedAdminError) return new HttpError(403, error.message, undefined, 'LAST_APPROVED_ADMIN');
  if (error instanceof StalePageError) return badRequest(error.message);
  if (error instanceof RecordTooLargeError) return badRequest(`${error.field}: ${error.message}`, { fields: [{ field: error.field, message: error.message }] });
  const cause = (error as { cause?: { package?: string } })?.cause;
  if (cause?.package === '@middy/http-json-body-parser') {
    return new HttpError(400, 'The request body must be valid JSON sent with Content-Type: application/json.');
  }
  // DynamoDB stores numbers between 1e-130 and 1e126 in magnitude: a request with one outside (e.g. 5e-324)
  // was refused before anything was written.
  if (/Number (underflow|overflow)/i.test(`${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`)) {
    return new HttpError(400, 'A number in the request is too small or too large to store: use an ordinary value.');
  }
  // A dependency throttling us or out of reach: 503 with Retry-After (outage.ts), never a 500.
  const outage = classifyOutage(error);
  if (outage) return new HttpError(503, OUTAGE_MESSAGES[outage], undefined, outage === 'throttled' ? 'THROTTLED' : 'UNAVAILABLE');
  return undefined;
};

const retryAfter = (error: HttpError | undefined): Record<string, string> => {
  if (error?.retryAfterSeconds !== undefined) return { 'retry-after': String(error.retryAfterSeconds) };
  if (error?.statusCode !== 503) return {};
  return { 'retry-after': String(error.code === 'THROTTLED' ? RETRY_AFTER_SECONDS.throttled : RETRY_AFTER_SECONDS.unavailable) };
};

/**
 * The one error handler: known failures (HttpErrors thrown on purpose, whatever their status, e.g. a 502
 * for a webhook that refused) become their status with `{ message, code }`; a dependency outage
 * (throttling, DynamoDB/S3/Cognito unreachable) is a 503 with Retry-After and a plain message; anything
 * else is logged with its stack and answered with a plain 500 that reveals nothing about the internals.
 */
export const errorHandler = (logger: Logger): middy.MiddlewareObj => ({
  onError: async (request) => {
    const known = fromKnownError(request.error);
    if (known && known.statusCode < 500) logger.info('request rejected', { statusCode: known.statusCode, reason: known.message });
    else if (known?.statusCode === 503) logger.warn('dependency unavailable', request.error as Error);
    else logger.error('request failed', request.error as Error);
    const body = known
      ? { message: known.message, code: known.code ?? codeOfStatus(known.statusCode), ...(known.details ? { details: known.details } : {}) }
      : { message: 'Something went wrong on our side. Please try again.', code: codeOfStatus(500) };
    const response: APIGatewayProxyStructuredResultV2 = {
      statusCode: known?.statusCode ?? 500,
      headers: { ...(request.response as APIGatewayProxyStructuredResultV2 | undefined)?.headers, 'content-type': 'application/json', ...retryAfter(known) },
      body: JSON.stringify(body),
    };
    request.response = response;
  },
});

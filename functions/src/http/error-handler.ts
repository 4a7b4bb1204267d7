import type middy from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DuplicateError, StaleWriteError } from '../db/errors';
import { HttpError } from './errors';

const fromKnownError = (error: unknown): HttpError | undefined => {
  if (error instanceof HttpError) return error;
  if (error instanceof StaleWriteError) return new HttpError(409, error.message);
  if (error instanceof DuplicateError) return new HttpError(409, error.message);
  const cause = (error as { cause?: { package?: string } })?.cause;
  if (cause?.package === '@middy/http-json-body-parser') {
    return new HttpError(400, 'The request body must be valid JSON sent with Content-Type: application/json.');
  }
  return undefined;
};

/**
 * The one error handler: known failures (HttpErrors thrown on purpose, whatever their status, e.g. a 502
 * for a webhook that refused) become their status with `{ message }`; anything else is
 * logged with its stack and answered with a plain 500 that reveals nothing about the internals.
 */
export const errorHandler = (logger: Logger): middy.MiddlewareObj => ({
  onError: async (request) => {
    const known = fromKnownError(request.error);
    if (known && known.statusCode < 500) logger.info('request rejected', { statusCode: known.statusCode, reason: known.message });
    else logger.error('request failed', request.error as Error);
    const body = known
      ? { message: known.message, ...(known.code ? { code: known.code } : {}), ...(known.details ? { details: known.details } : {}) }
      : { message: 'Something went wrong on our side. Please try again.' };
    const response: APIGatewayProxyStructuredResultV2 = {
      statusCode: known?.statusCode ?? 500,
      headers: { ...(request.response as APIGatewayProxyStructuredResultV2 | undefined)?.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    request.response = response;
  },
});

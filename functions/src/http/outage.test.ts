import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProvisionedThroughputExceededException, InternalServerError, DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { TooManyRequestsException } from '@aws-sdk/client-cognito-identity-provider';
import Stripe from 'stripe';
import { json } from '@shared/contract/route-response';
import { DuplicateError, StaleWriteError, TransactionCancelledError } from '../db/errors';
import { classifyOutage } from './outage';

process.env.TABLE_NAME ??= 'unit-test-table';
process.env.ALLOWED_ORIGINS = 'http://localhost:3000';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

const meta = (httpStatusCode: number) => ({ $metadata: { httpStatusCode }, message: 'x' });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:8000`), { code });
/** How ElectroDB hands an SDK failure on: its own error with the SDK's as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Error thrown by DynamoDB client: "x"'), { name: 'ElectroError', cause });

describe('classifyOutage: throttling and unavailable dependencies, never a bug', () => {
  it.each([
    ['DynamoDB ProvisionedThroughputExceeded', new ProvisionedThroughputExceededException(meta(400))],
    ['DynamoDB ThrottlingException', Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $fault: 'client' })],
    ['DynamoDB RequestLimitExceeded', Object.assign(new Error('limit'), { name: 'RequestLimitExceeded' })],
    ['Cognito TooManyRequestsException', new TooManyRequestsException(meta(429))],
    ['S3 SlowDown', Object.assign(new Error('Please reduce your request rate.'), { name: 'SlowDown', $fault: 'server', $metadata: { httpStatusCode: 503 } })],
    ['the SDK retry marker', Object.assign(new Error('whatever'), { name: 'Unknown', $retryable: { throttling: true } })],
    ['a transaction cancelled for throttling', new TransactionCancelledError(['None', 'ThrottlingError'])],
    ['a throttle wrapped by ElectroDB', wrapped(new ProvisionedThroughputExceededException(meta(400)))],
    ['Stripe’s rate limit', new Stripe.errors.StripeRateLimitError({ message: 'Too many requests', statusCode: 429 })],
  ])('%s is throttled', (_what, error) => {
    expect(classifyOutage(error)).toBe('throttled');
  });

  it.each([
    ['DynamoDB InternalServerError', new InternalServerError(meta(500))],
    ['ServiceUnavailable', Object.assign(new Error('down'), { name: 'ServiceUnavailable', $fault: 'server' })],
    ['any server-fault SDK error with a 5xx', new DynamoDBServiceException({ name: 'SomethingNew', $fault: 'server', ...meta(502) })],
    ['connection refused', socketError('ECONNREFUSED')],
    ['connection reset', socketError('ECONNRESET')],
    ['connect timed out', socketError('ETIMEDOUT')],
    ['a broken pipe', socketError('EPIPE')],
    ['undici socket error', socketError('UND_ERR_SOCKET')],
    ['the SDK TimeoutError', Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' })],
    ['refused, wrapped by ElectroDB', wrapped(socketError('ECONNREFUSED'))],
    [
      'refused on every address (AggregateError)',
      Object.assign(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
    ],
    ['refused inside an AggregateError without its own code', wrapped(new AggregateError([socketError('ECONNREFUSED')]))],
    ['a transaction cancelled by a conflicting one', new TransactionCancelledError(['TransactionConflict', 'None'])],
    ['Stripe out of reach (the stripe library)', new Stripe.errors.StripeConnectionError({ message: 'An error occurred with our connection to Stripe.' })],
    ['an error on Stripe’s side', new Stripe.errors.StripeAPIError({ message: 'Something went wrong', statusCode: 500 })],
  ])('%s is unavailable', (_what, error) => {
    expect(classifyOutage(error)).toBe('unavailable');
  });

  it.each([
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a request Stripe refused (ours to fix)', new Stripe.errors.StripeInvalidRequestError({ message: 'Missing required param', statusCode: 400 })],
    [
      'a DynamoDB ValidationException (our bad request)',
      Object.assign(new Error('One or more parameter values were invalid'), { name: 'ValidationException', $fault: 'client', ...meta(400) }),
    ],
    [
      'a ConditionalCheckFailed',
      Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException', $fault: 'client', ...meta(400) }),
    ],
    [
      'ResourceNotFound (a missing table is a deployment bug)',
      Object.assign(new Error('Requested resource not found'), { name: 'ResourceNotFoundException', $fault: 'client', ...meta(400) }),
    ],
    ['AccessDenied (missing IAM is a bug)', Object.assign(new Error('not authorized'), { name: 'AccessDeniedException', $fault: 'client', ...meta(403) })],
    ['a transaction cancelled for a failed condition', new TransactionCancelledError(['ConditionalCheckFailed', 'ThrottlingError'])],
    ['a stale write', new StaleWriteError('profile')],
    ['a duplicate', new DuplicateError('exists')],
    ['an ElectroDB validation error', Object.assign(new Error('Invalid value for attribute "email"'), { name: 'ElectroValidationError' })],
    ['a string', 'ECONNREFUSED'],
    ['undefined', undefined],
  ])('%s stays a bug (undefined)', (_what, error) => {
    expect(classifyOutage(error)).toBeUndefined();
  });

  it('survives a cause cycle', () => {
    const a: { cause?: unknown } & Error = new Error('a');
    const b = Object.assign(new Error('b'), { cause: a });
    a.cause = b;
    expect(classifyOutage(a)).toBeUndefined();
  });
});

describe('the shared chain answers an outage with 503 and Retry-After', () => {
  let httpHandler: typeof import('./handler').httpHandler;
  beforeAll(async () => {
    // The handler reads its environment when first imported: import it afresh with this file's (unit files share one module registry).
    vi.resetModules();
    ({ httpHandler } = await import('./handler'));
  });
  const route = {
    method: 'GET',
    path: '/thing',
    handler: 'test/thing',
    access: 'public',
    response: json<unknown>(),
    permissions: [],
    group: 'publicRead',
  } as const;
  const event = {
    version: '2.0',
    routeKey: 'GET /thing',
    rawPath: '/thing',
    rawQueryString: '',
    headers: { origin: 'http://localhost:3000' },
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path: '/thing', sourceIp: '127.0.0.1' }, requestId: 'r1' },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
  const answer = async (error: unknown) => {
    const handler = httpHandler(route, async () => {
      throw error;
    });
    const res = (await handler(event, context)) as APIGatewayProxyStructuredResultV2;
    const headers = Object.fromEntries(Object.entries(res.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    return { status: res.statusCode, headers, body: JSON.parse(String(res.body)) as { message: string; code?: string } };
  };

  it('DynamoDB unreachable: 503, Retry-After 5, a clear message and CORS still set', async () => {
    const res = await answer(wrapped(socketError('ECONNREFUSED')));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'UNAVAILABLE' });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('throttled: 503 with a shorter Retry-After', async () => {
    const res = await answer(new ProvisionedThroughputExceededException(meta(400)));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body.code).toBe('THROTTLED');
  });

  it('a real bug stays a plain 500 without Retry-After', async () => {
    const res = await answer(new TypeError('x is undefined at /var/task/index.js'));
    expect(res.status).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body.message).toMatch(/Something went wrong/);
  });
});

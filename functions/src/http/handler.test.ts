import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

process.env.TABLE_NAME ??= 'unit-test-table';
process.env.ALLOWED_ORIGINS = 'http://localhost:3000';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

let httpHandler: typeof import('./handler').httpHandler;
beforeAll(async () => {
  ({ httpHandler } = await import('./handler'));
});

const event = (body?: string, headers: Record<string, string> = {}): APIGatewayProxyEventV2WithJWTAuthorizer =>
  ({
    version: '2.0',
    routeKey: 'POST /echo',
    rawPath: '/echo',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
    body,
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/echo', sourceIp: '127.0.0.1' }, requestId: 'r1' },
  }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const echoRoute = { method: 'POST', path: '/echo', handler: 'test/echo', access: 'public', body: z.object({ email: z.email('Enter a valid email address'), name: z.string().min(1, 'Name is required') }) } as const;

/** HTTP header names are case-insensitive: compare them lower-cased. */
const call = async (handler: ReturnType<typeof httpHandler>, e: APIGatewayProxyEventV2WithJWTAuthorizer) => {
  const res = (await handler(e, context)) as APIGatewayProxyStructuredResultV2;
  return { ...res, headers: Object.fromEntries(Object.entries(res.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])) };
};

describe('the shared middy chain', () => {
  it('answers valid input with JSON, security headers and CORS for the allowed origin', async () => {
    const handler = httpHandler(echoRoute, async ({ body }) => ({ hello: body.name }));
    const res = await call(handler, event(JSON.stringify({ email: 'a@b.co', name: 'Ann' })));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ hello: 'Ann' });
    expect(res.headers?.['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers?.['x-content-type-options']).toBe('nosniff');
    expect(res.headers?.['strict-transport-security']).toMatch(/max-age/);
  });

  it('rejects malformed JSON with 400 and a readable message', async () => {
    const handler = httpHandler(echoRoute, async () => ({}));
    const res = await call(handler, event('{"email": '));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).message).toMatch(/valid JSON/);
  });

  it('rejects invalid fields with 400 naming each field', async () => {
    const handler = httpHandler(echoRoute, async () => ({}));
    const res = await call(handler, event(JSON.stringify({ email: 'nope', name: '' })));
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body!);
    expect(body.message).toContain('email: Enter a valid email address');
    expect(body.message).toContain('name: Name is required');
    expect(body.details.fields).toHaveLength(2);
  });

  it('hides internal failures behind a plain 500 without a stack trace', async () => {
    const handler = httpHandler(echoRoute, async () => {
      throw new Error('secret internals at /var/task/index.js');
    });
    const res = await call(handler, event(JSON.stringify({ email: 'a@b.co', name: 'Ann' })));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|\/var\/task|at /);
    expect(JSON.parse(res.body!).message).toMatch(/Something went wrong/);
    expect(res.headers?.['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('refuses a signed-in route without a token before touching data', async () => {
    const handler = httpHandler({ method: 'GET', path: '/me', handler: 'x', access: 'signedIn' }, async () => ({ leaked: true }));
    const res = await call(handler, event(undefined));
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('leaked');
  });
});

import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '@shared/core/zod';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { json } from '@shared/contract/route-response';
import { chooseEncoding } from './compression';

process.env.TABLE_NAME ??= 'unit-test-table';
process.env.ALLOWED_ORIGINS = 'http://localhost:3000';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

let httpHandler: typeof import('./handler').httpHandler;
beforeAll(async () => {
  // The handler reads its environment when first imported: import it afresh with this file's (unit files share one module registry).
  vi.resetModules();
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
/** The route-table fields these tests do not exercise. */
const testRoute = { response: json<unknown>(), permissions: [], group: 'publicRead' } as const;
const echoRoute = {
  method: 'POST',
  path: '/echo',
  handler: 'test/echo',
  access: 'public',
  body: z.object({ email: z.email('Enter a valid email address'), name: z.string().check(z.minLength(1, 'Name is required')) }),
  ...testRoute,
} as const;

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
    expect(JSON.parse(res.body!).code).toBe('INVALID_REQUEST');
  });

  it('rejects invalid fields with 400 naming each field', async () => {
    const handler = httpHandler(echoRoute, async () => ({}));
    const res = await call(handler, event(JSON.stringify({ email: 'nope', name: '' })));
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body!);
    expect(body.message).toContain('email: Enter a valid email address');
    expect(body.message).toContain('name: Name is required');
    expect(body.details.fields).toHaveLength(2);
    expect(body.code).toBe('INVALID_REQUEST');
  });

  it('hides internal failures behind a plain 500 without a stack trace', async () => {
    const handler = httpHandler(echoRoute, async () => {
      throw new Error('secret internals at /var/task/index.js');
    });
    const res = await call(handler, event(JSON.stringify({ email: 'a@b.co', name: 'Ann' })));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|\/var\/task|at /);
    expect(JSON.parse(res.body!).message).toMatch(/Something went wrong/);
    expect(JSON.parse(res.body!).code).toBe('INTERNAL_ERROR');
    expect(res.headers?.['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('refuses a signed-in route without a token before touching data', async () => {
    const handler = httpHandler({ method: 'GET', path: '/me', handler: 'x', access: 'signedIn', ...testRoute }, async () => ({ leaked: true }));
    const res = await call(handler, event(undefined));
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('leaked');
    expect(JSON.parse(res.body!).code).toBe('UNAUTHENTICATED');
  });
});

describe('response compression', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: `prop-${i}`, title: 'A bay-fronted terrace in Hull' })) };
  const handler = () => httpHandler(echoRoute, async () => big);
  const body = JSON.stringify({ email: 'a@b.co', name: 'Ann' });

  it('sends a large answer gzipped to a client that accepts only gzip, and it decodes to the same JSON', async () => {
    const res = await call(handler(), event(body, { 'accept-encoding': 'gzip, deflate' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.isBase64Encoded).toBe(true);
    const raw = Buffer.from(res.body!, 'base64');
    expect(raw.length).toBeLessThan(JSON.stringify(big).length / 5);
    expect(JSON.parse(gunzipSync(raw).toString('utf8'))).toEqual(big);
  });

  it('prefers brotli when the client accepts it', async () => {
    const res = await call(handler(), event(body, { 'accept-encoding': 'gzip, deflate, br, zstd' }));
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(res.body!, 'base64')).toString('utf8'))).toEqual(big);
  });

  it('sends plain JSON without Accept-Encoding, and small answers uncompressed', async () => {
    const plain = await call(handler(), event(body));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body!)).toEqual(big);
    const small = await call(
      httpHandler(echoRoute, async () => ({ ok: true })),
      event(body, { 'accept-encoding': 'gzip' }),
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body!)).toEqual({ ok: true });
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%j -> %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

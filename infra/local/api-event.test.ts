import { describe, expect, it } from 'vitest';
import { json } from '@shared/contract/route-response';
import type { RouteDef } from '@shared/contract/routes';
import { apiGatewayTime, buildEvent, flattenClaims, type IncomingRequest, routeMatcher, toHttpResponse } from './api-event';

const route = (method: RouteDef['method'], path: `/${string}`): RouteDef => ({
  method,
  path,
  handler: 'x/y',
  access: 'public',
  response: json<unknown>(),
  permissions: [],
  group: 'publicRead',
});

const table: [string, RouteDef][] = [
  ['getProperty', route('GET', '/properties/{id}')],
  ['listMine', route('GET', '/properties/mine')],
  ['updateProperty', route('PUT', '/properties/{id}')],
  ['catchAll', route('GET', '/files/{proxy+}')],
];
const match = routeMatcher(table);

const request = (overrides: Partial<IncomingRequest> = {}): IncomingRequest => ({
  method: 'GET',
  url: '/properties/abc',
  headers: { host: ['localhost:3001'], 'user-agent': ['test'] },
  body: Buffer.alloc(0),
  sourceIp: '127.0.0.1',
  requestId: 'req-1',
  now: new Date(Date.UTC(2026, 2, 5, 9, 7, 3)),
  domainName: 'localhost:3001',
  ...overrides,
});

describe('routeMatcher', () => {
  it('prefers literal segments over path parameters and decodes parameters', () => {
    expect(match('GET', '/properties/mine')?.name).toBe('listMine');
    expect(match('GET', '/properties/a%20b')).toMatchObject({ name: 'getProperty', pathParameters: { id: 'a b' } });
  });

  it('matches on method too, and greedy parameters take the rest of the path', () => {
    expect(match('PUT', '/properties/1')?.name).toBe('updateProperty');
    expect(match('DELETE', '/properties/1')).toBeUndefined();
    expect(match('GET', '/files/a/b/c.pdf')).toMatchObject({ name: 'catchAll', pathParameters: { proxy: 'a/b/c.pdf' } });
    expect(match('GET', '/properties')).toBeUndefined();
    expect(match('GET', '/properties/a/b')).toBeUndefined(); // {id} is one segment
  });
});

describe('buildEvent', () => {
  it('builds the payload 2.0 event API Gateway would send', () => {
    const event = buildEvent(
      request({
        method: 'PUT',
        url: '/properties/abc?tag=a&tag=b&q=x%20y',
        headers: { 'content-type': ['application/json'], cookie: ['a=1; b=2'], 'x-multi': ['1', '2'] },
        body: Buffer.from('{"ok":true}'),
      }),
      { name: 'updateProperty', route: route('PUT', '/properties/{id}'), pathParameters: { id: 'abc' } },
      { claims: { sub: 'u1' }, scopes: null },
    );
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PUT /properties/{id}',
      rawPath: '/properties/abc',
      rawQueryString: 'tag=a&tag=b&q=x%20y',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { tag: 'a,b', q: 'x y' },
      pathParameters: { id: 'abc' },
      body: '{"ok":true}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'PUT', path: '/properties/abc', sourceIp: '127.0.0.1' },
        requestId: 'req-1',
        stage: '$default',
        time: '05/Mar/2026:09:07:03 +0000',
        authorizer: { jwt: { claims: { sub: 'u1' }, scopes: null } },
      },
    });
    expect(event.headers['x-multi']).toBe('1,2');
    expect(event.headers.cookie).toBeUndefined();
  });

  it('base64-encodes binary bodies and leaves out what a bare request does not have', () => {
    const binary = buildEvent(request({ method: 'PUT', headers: { 'content-type': ['image/jpeg'] }, body: Buffer.from([0xff, 0xd8, 0xff]) }), {
      name: 'updateProperty',
      route: route('PUT', '/properties/{id}'),
    });
    expect(binary).toMatchObject({ body: '/9j/', isBase64Encoded: true });

    const bare = buildEvent(request({ url: '/properties/mine' }), { name: 'listMine', route: route('GET', '/properties/mine') });
    expect(bare.body).toBeUndefined();
    expect(bare.isBase64Encoded).toBe(false);
    expect(bare.queryStringParameters).toBeUndefined();
    expect(bare.pathParameters).toBeUndefined();
    expect(bare.requestContext.authorizer).toBeUndefined();
  });
});

describe('flattenClaims', () => {
  it('stringifies claims the way the HTTP API JWT authorizer does', () => {
    expect(flattenClaims({ sub: 'u1', exp: 1700000000, email_verified: true, 'cognito:groups': ['admin', 'investor'] })).toEqual({
      sub: 'u1',
      exp: '1700000000',
      email_verified: 'true',
      'cognito:groups': '[admin investor]',
    });
  });
});

describe('toHttpResponse', () => {
  it('uses structured results as they are, with lower-cased headers, cookies and base64 bodies', () => {
    expect(toHttpResponse({ statusCode: 201, headers: { 'Content-Type': 'text/plain' }, body: 'hi', cookies: ['s=1'] })).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'text/plain' },
      cookies: ['s=1'],
      body: Buffer.from('hi'),
    });
    expect(toHttpResponse({ statusCode: 200, body: Buffer.from('bin').toString('base64'), isBase64Encoded: true }).body.toString()).toBe('bin');
  });

  it('leaves out headers whose value is undefined or null, as API Gateway does (never `server: undefined`)', () => {
    const response = toHttpResponse({ statusCode: 200, headers: { Server: undefined, 'X-Null': null, 'X-Kept': 'yes' } as never, body: '{}' });
    expect(response.headers).toEqual({ 'x-kept': 'yes' });
  });

  it('turns anything else into a 200 JSON answer', () => {
    expect(toHttpResponse({ items: [] })).toMatchObject({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"items":[]}'),
    });
    expect(toHttpResponse('plain').body.toString()).toBe('plain');
  });
});

describe('apiGatewayTime', () => {
  it('formats like requestContext.time', () => {
    expect(apiGatewayTime(new Date(Date.UTC(2020, 11, 31, 23, 59, 58)))).toBe('31/Dec/2020:23:59:58 +0000');
  });
});

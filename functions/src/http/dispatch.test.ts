import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { dispatch, type RouteHandler, type RouteModule } from './dispatch';
import { originGuard } from './origin-check';
import { ORIGIN_VERIFY_HEADER } from './origin-header';

const eventFor = (routeKey: string) => ({ routeKey }) as APIGatewayProxyEventV2WithJWTAuthorizer;
const context = {} as Context;
const answering =
  (body: string): RouteModule =>
  async () =>
    ({ handler: async () => ({ statusCode: 200, body }) }) satisfies { handler: RouteHandler };

describe('dispatch', () => {
  const handler = dispatch({ 'GET /properties/{id}': answering('one'), 'PUT /properties/{id}': answering('update'), 'GET /properties': answering('list') });

  it("hands each event to the handler of API Gateway's routeKey", async () => {
    expect(await handler(eventFor('GET /properties/{id}'), context)).toMatchObject({ body: 'one' });
    expect(await handler(eventFor('PUT /properties/{id}'), context)).toMatchObject({ body: 'update' });
    expect(await handler(eventFor('GET /properties'), context)).toMatchObject({ body: 'list' });
  });

  it('answers 404 for a route it does not serve, including names every object has', async () => {
    for (const routeKey of ['DELETE /properties/{id}', 'constructor', '__proto__', '$default']) {
      const res = await handler(eventFor(routeKey), context);
      expect(res.statusCode, routeKey).toBe(404);
      expect(JSON.parse(res.body!)).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
    }
  });

  it("imports a route's module on the route's first request, once, and never another route's", async () => {
    const imported: string[] = [];
    const counting =
      (name: string): RouteModule =>
      async () => (imported.push(name), { handler: async () => ({ statusCode: 200, body: name }) });
    const lazy = dispatch({ 'GET /a': counting('a'), 'GET /b': counting('b') });
    expect(imported).toEqual([]);
    await Promise.all([lazy(eventFor('GET /a'), context), lazy(eventFor('GET /a'), context)]);
    expect(await lazy(eventFor('GET /a'), context)).toMatchObject({ body: 'a' });
    expect(imported).toEqual(['a']);
    expect((await lazy(eventFor('GET /c'), context)).statusCode).toBe(404);
    expect(imported).toEqual(['a']);
  });

  it('imports a module again on the next request when its import failed', async () => {
    let attempts = 0;
    const flaky = dispatch({
      'GET /a': async () => {
        if (++attempts === 1) throw new Error('import failed');
        return { handler: async () => ({ statusCode: 200, body: 'a' }) };
      },
    });
    await expect(flaky(eventFor('GET /a'), context)).rejects.toThrow('import failed');
    expect(await flaky(eventFor('GET /a'), context)).toMatchObject({ body: 'a' });
  });
});

describe('dispatch: only requests that came through CloudFront', () => {
  const secret = { current: 'c'.repeat(40), previous: 'p'.repeat(40) };
  let reads = 0;
  const guarded = dispatch(
    { 'GET /properties': answering('list') },
    originGuard(async () => (reads++, secret)),
  );
  const withHeader = (value?: string) =>
    ({
      routeKey: 'GET /properties',
      headers: value === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: value },
    }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

  it('refuses a request without the origin header, or with a wrong value, before any route runs', async () => {
    for (const value of [undefined, '', 'c'.repeat(39), `${'c'.repeat(40)}x`, 'guess']) {
      const res = await guarded(withHeader(value), context);
      expect(res.statusCode, String(value)).toBe(403);
      expect(JSON.parse(res.body!)).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
    }
  });

  it("accepts the secret's current value, and the previous one while a rotation is under way", async () => {
    expect(await guarded(withHeader(secret.current), context)).toMatchObject({ statusCode: 200, body: 'list' });
    expect(await guarded(withHeader(secret.previous), context)).toMatchObject({ statusCode: 200, body: 'list' });
    expect(reads).toBeGreaterThan(0);
  });

  it('never accepts an empty previous value', async () => {
    const fresh = dispatch(
      { 'GET /properties': answering('list') },
      originGuard(async () => ({ current: secret.current, previous: '' })),
    );
    expect((await fresh(withHeader(''), context)).statusCode).toBe(403);
  });

  it('answers 503 with Retry-After when the secret cannot be read', async () => {
    const failing = dispatch(
      { 'GET /properties': answering('list') },
      originGuard(() => Promise.reject(new Error('SSM down'))),
    );
    const res = await failing(withHeader(secret.current), context);
    expect(res.statusCode).toBe(503);
    expect(res.headers).toMatchObject({ 'retry-after': '5' });
  });

  it('checks nothing without a configured secret (the local stack)', async () => {
    const local = dispatch({ 'GET /properties': answering('list') }, originGuard(undefined));
    expect(await local(withHeader(undefined), context)).toMatchObject({ statusCode: 200 });
  });
});

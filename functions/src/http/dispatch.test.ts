import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { dispatch, type RouteHandler } from './dispatch';

const eventFor = (routeKey: string) => ({ routeKey }) as APIGatewayProxyEventV2WithJWTAuthorizer;
const context = {} as Context;
const answering = (body: string): RouteHandler => async () => ({ statusCode: 200, body });

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
      expect(JSON.parse(res.body!)).toEqual({ message: 'Not Found' });
    }
  });
});

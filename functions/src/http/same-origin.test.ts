import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '@shared/core/zod';
import { json } from '@shared/contract/route-response';

// As deployed on AWS: the API is same-origin under /api on the CloudFront distribution, ALLOWED_ORIGINS unset.
process.env.TABLE_NAME ??= 'unit-test-table';
delete process.env.ALLOWED_ORIGINS;
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

let httpHandler: typeof import('./handler').httpHandler;
beforeAll(async () => {
  // The handler reads its environment when first imported: import it afresh with this file's (unit files share one module registry).
  vi.resetModules();
  ({ httpHandler } = await import('./handler'));
});

const route = {
  method: 'POST',
  path: '/echo',
  handler: 'test/echo',
  access: 'public',
  body: z.object({ name: z.string() }),
  response: json<unknown>(),
  permissions: [],
  group: 'publicRead',
} as const;
const event = (body: string) =>
  ({
    version: '2.0',
    routeKey: 'POST /echo',
    rawPath: '/echo',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example.com' },
    body,
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/echo', sourceIp: '127.0.0.1' }, requestId: 'r1' },
  }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;

describe('the middy chain without ALLOWED_ORIGINS (AWS, same origin)', () => {
  it('sends no CORS header on answers or errors, whatever the Origin', async () => {
    const handler = httpHandler(route, async ({ body }) => ({ hello: body.name }));
    for (const body of [JSON.stringify({ name: 'Ann' }), '{"name": ']) {
      const res = (await handler(event(body), context)) as APIGatewayProxyStructuredResultV2;
      const names = Object.keys(res.headers ?? {}).map((name) => name.toLowerCase());
      expect(res.statusCode).toBeLessThan(500);
      expect(
        names.filter((name) => name.startsWith('access-control-')),
        body,
      ).toEqual([]);
      expect(names).toContain('x-content-type-options');
    }
  });
});

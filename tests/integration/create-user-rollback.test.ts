import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, cognito, createTestUser, stack, type TestUser } from '../support/stack';

/**
 * "Never a login without a profile": when a step after AdminCreateUser fails, the Cognito user is
 * removed again, so a retry starts clean. The failure is injected into the profile write of the real
 * handler, run in this process against the local stack.
 */
const failure = vi.hoisted(() => ({ armed: false }));
vi.mock('../../functions/src/members/db/profiles', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../functions/src/members/db/profiles')>();
  return {
    ...real,
    createProfile: (...args: Parameters<typeof real.createProfile>) =>
      failure.armed ? Promise.reject(new Error('simulated DynamoDB failure')) : real.createProfile(...args),
  };
});

const cognitoUser = (email: string) => cognito.send(new AdminGetUserCommand({ UserPoolId: stack.config.userPoolId, Username: email })).catch(() => undefined);

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

async function createUserInProcess(email: string): Promise<APIGatewayProxyStructuredResultV2> {
  const { handler } = await import('../../functions/src/members/directory/create-member');
  const event = {
    version: '2.0',
    routeKey: 'POST /users',
    rawPath: '/users',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, fullName: 'Half Made' }),
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'POST', path: '/users', sourceIp: '127.0.0.1' },
      requestId: randomUUID(),
      authorizer: { jwt: { claims: { sub: admin.userId, 'cognito:groups': '[admin]' }, scopes: [] } },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
  return (await handler(event, context)) as APIGatewayProxyStructuredResultV2;
}

describe('create user: a failure after AdminCreateUser', () => {
  it('undoes the Cognito user, and a retry then succeeds', async () => {
    const email = `half-made-${randomUUID().slice(0, 8)}@test.example.com`;
    failure.armed = true;
    const failed = await createUserInProcess(email);
    failure.armed = false;
    expect(failed.statusCode).toBe(500);
    expect(await cognitoUser(email)).toBeUndefined();

    const retry = await api<{ user: { id: string } }>('/users', { method: 'POST', token: admin.token, body: { email, fullName: 'Half Made' } });
    expect(retry.status).toBe(201);
    expect((await cognitoUser(email))?.Username).toBeTruthy();
  });
});

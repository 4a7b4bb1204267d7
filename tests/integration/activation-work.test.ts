import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '@shared/contract/routes';
import { buildEvent } from '../../infra/local/api-event';
import { createCognitoUser } from '../../infra/local/builders/cognito-user';
import { createTestUser, userPool } from '../support/stack';

/**
 * No account enumeration (access spec: 'Let Me In' answers the same whether the email exists or not) by
 * structure, not by a stopwatch: POST /account-activation does the same work for a known and an unknown email
 * before it answers (the same DynamoDB commands, one queued sendActivation job with the same payload, no
 * Cognito call), and the queued job alone decides what to send. The wall-clock comparison lives in the bench
 * (tests/bench/activation-timing.ts), where it prints figures and asserts nothing.
 */

interface Call {
  service: string;
  command: string;
  input: unknown;
}

let calls: Call[] = [];
let handler: (event: unknown, context: Context) => Promise<{ statusCode: number; body: string }>;

beforeAll(async () => {
  ({ handler } = (await import('../../functions/src/members/accounts/request-activation')) as unknown as { handler: typeof handler });
  const { dynamoClient } = await import('../../functions/src/db/client');
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push({ service: 'dynamodb', command: context.commandName ?? '?', input: structuredClone(args.input) });
      return next(args);
    },
    { step: 'initialize', name: 'activationWorkRecorder', override: true },
  );
  for (const [service, client] of [
    ['lambda', LambdaClient],
    ['cognito', CognitoIdentityProviderClient],
    ['s3', S3Client],
  ] as const) {
    const send = client.prototype.send;
    vi.spyOn(client.prototype, 'send').mockImplementation(function (
      this: InstanceType<typeof client>,
      command: { constructor: { name: string }; input: unknown },
      ...rest: unknown[]
    ) {
      calls.push({ service, command: command.constructor.name, input: structuredClone(command.input) });
      return (send as (...args: unknown[]) => Promise<unknown>).call(this, command, ...rest);
    } as never);
  }
});
afterEach(() => {
  calls = [];
});

let address = 1;
/** Calls the route's handler as API Gateway would, from a fresh source address, recording every AWS call it makes. */
async function requestActivation(email: string): Promise<{ status: number; body: string; calls: Call[] }> {
  calls = [];
  const sourceIp = `198.51.100.${address++}`;
  const requestId = randomUUID();
  const route = { name: 'requestActivation', route: routes.requestActivation };
  const event = buildEvent(
    {
      method: 'POST',
      url: '/account-activation',
      headers: { 'content-type': ['application/json'] },
      body: Buffer.from(JSON.stringify({ email })),
      sourceIp,
      requestId,
      now: new Date(),
      domainName: 'localhost',
    },
    route,
  );
  const result = await handler(event, { functionName: 'publicWrite', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 10_000 } as Context);
  // What identifies this request (its email, address and id, the throttle window, the time) is replaced by its kind.
  const anonymise = (text: string) =>
    text
      .replaceAll(requestId, '<request id>')
      .replaceAll(email, '<email>')
      .replaceAll(email.toLowerCase(), '<email>')
      .replaceAll(sourceIp, '<ip>')
      .replace(/\d{6,}/g, '<number>');
  const normalised = JSON.parse(
    JSON.stringify(calls, (_key, value: unknown) => {
      if (value instanceof Uint8Array) return anonymise(new TextDecoder().decode(value));
      if (typeof value === 'string') return anonymise(value);
      if (typeof value === 'number' && value >= 100_000) return '<number>';
      return value;
    }),
  ) as Call[];
  return { status: result.statusCode, body: result.body, calls: normalised };
}

describe('POST /account-activation does the same work for known and unknown emails', () => {
  let known: string[] = [];
  beforeAll(async () => {
    const users = await Promise.all([createTestUser('investor', 'approved'), createTestUser('admin', 'approved')]);
    // And one invited user who never set a password (the job would send the invitation again).
    const invited = `invited-${randomUUID().slice(0, 8)}@test.example.com`;
    await createCognitoUser(userPool, { email: invited });
    known = [...users.map((u) => u.email), invited];
  }, 60_000);

  it('answers the same body after the same AWS calls: the throttle counters, then one queued sendActivation job', async () => {
    const unknown = await requestActivation(`nobody-${randomUUID().slice(0, 12)}@test.example.com`);
    expect(unknown.status).toBe(200);
    // Each throttle (the email's, the address's) reads its previous window, then counts in the current one.
    const throttle = ['dynamodb GetItemCommand', 'dynamodb UpdateItemCommand'];
    expect(unknown.calls.map((c) => `${c.service} ${c.command}`)).toEqual([...throttle, ...throttle, 'lambda InvokeCommand']);
    expect(unknown.calls.at(-1)!.input).toEqual({
      FunctionName: 'sendActivation',
      InvocationType: 'Event',
      Payload: JSON.stringify({ email: '<email>', causedBy: { correlationId: '<request id>' } }),
    });

    for (const email of known) {
      const res = await requestActivation(email);
      expect(res.status).toBe(200);
      expect(res.body).toBe(unknown.body);
      expect(res.calls, email).toEqual(unknown.calls);
    }
  });

  it('leaves the decision to the job: it sends for a known email and nothing for an unknown one', async () => {
    const { handler: job } = await import('../../functions/src/members/accounts/send-activation');
    expect(await job({ email: known[0] })).toEqual({ sent: true });
    expect(await job({ email: `nobody-${randomUUID().slice(0, 12)}@test.example.com` })).toEqual({ sent: false });
  });
});

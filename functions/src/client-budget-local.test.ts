import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Locally every function shares one Node process: while one invocation computes, another's SDK call waits for the event
 * loop. A connect to loopback completes at once in the kernel, but the SDK's connection timer runs before the connect is
 * read, so a loop kept busy past the budget would fail a call that connected long before.
 */
let server: Server;
let endpoint: string;
const environmentBefore = { DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, TABLE_NAME: process.env.TABLE_NAME };
beforeAll(async () => {
  // Answers every DynamoDB call as ListTables on an empty DynamoDB Local would.
  server = createServer((_, response) => response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{"TableNames":[]}'));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.TABLE_NAME ??= 'portal';
});
afterAll(async () => {
  // The unit tests share a module registry and a process (vitest.config.ts): the next file finds the environment as it was.
  for (const [name, value] of Object.entries(environmentBefore)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.resetModules();
  await new Promise<void>((done) => server.close(() => done()));
});

/** Keeps the event loop busy for `ms` right after each new client socket is made, as other invocations would. */
function busyAfterEachConnect(ms: number): () => void {
  const onSocket = () =>
    setImmediate(() => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    });
  subscribe('net.client.socket', onSocket);
  return () => unsubscribe('net.client.socket', onSocket);
}

describe('SDK clients against the local emulators', () => {
  it('a call that connected is answered however long the shared event loop was busy meanwhile', async () => {
    // The environment is read once per module registry (env.ts): a fresh one reads this file's.
    vi.resetModules();
    const { DynamoDBClient, ListTablesCommand } = await import('@aws-sdk/client-dynamodb');
    const { clientBudgets, clientOptions } = await import('./client-budget');
    const client = new DynamoDBClient({
      region: 'eu-west-2',
      endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      ...clientOptions(clientBudgets.dynamodb),
      // One attempt, so the answer shows what the timer did to it (a retry would hide a false timeout).
      maxAttempts: 1,
    });
    const stop = busyAfterEachConnect(clientBudgets.dynamodb.connectionTimeoutMs * 2);
    try {
      await expect(client.send(new ListTablesCommand({}))).resolves.toMatchObject({ TableNames: [] });
    } finally {
      stop();
      client.destroy();
    }
  });
});

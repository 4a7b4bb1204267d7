import { BatchGetItemCommand, DynamoDBClient, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { MemberKeyPrefix } from '../../functions/src/members/db/member-data';
import { globalIndexes, tableKeys } from '../../functions/src/db/table';
import { stack } from './stack';

/**
 * Reads of named keys, to prove that a request stored nothing without reading the whole table. Each read is one
 * partition (of the table, strongly consistent, or of an index), narrowed to what ElectroDB's own query for an
 * entity names (its whole sort key, or a prefix of it) or to the partition's newest items. The keys come from the
 * entity definitions (functions/src/db/entities), so a key change there moves the reads with it. Whole keys are
 * read together (BatchGetItem), every other read is a Query.
 */
export interface KeyRead {
  /** What lives there, for the report. */
  name: string;
  index?: (typeof globalIndexes)[number]['indexName'];
  pk: string;
  /** ElectroDB's sort-key condition: the whole key, or a prefix of it. Absent: the whole partition. */
  sk?: { value: string; whole: boolean };
  /** Only the newest items (the highest sort keys): where a create's new item appears when its key cannot be known. */
  newest?: number;
}

/** How many of a partition's newest items a `newest` read takes: a new item anywhere among them changes the page. */
const NEWEST = 10;

const WHOLE_SORT_KEY = /^#pk = :pk and #sk1 = :sk1$/;
const SORT_KEY_PREFIX = /^#pk = :pk and begins_with\(#sk1, :sk1\)$/;

/**
 * The keys of an ElectroDB query (`entity.query.byX({...})`), as a read. `wholePartition` drops the entity's
 * sort-key condition: every item under that partition key, of any entity. `newest` keeps only the newest items.
 */
export function readOf(name: string, query: { params: () => unknown }, { wholePartition = false, newest = false } = {}): KeyRead {
  const params = query.params() as QueryCommandInput;
  const values = params.ExpressionAttributeValues as Record<string, string | undefined>;
  const condition = params.KeyConditionExpression ?? '';
  const pk = values[':pk'];
  const sk = values[':sk1'];
  // Any other shape (a range, a filter) would read something else than the keys named: refuse it rather than guess.
  if (pk === undefined || sk === undefined || !(WHOLE_SORT_KEY.test(condition) || SORT_KEY_PREFIX.test(condition)) || params.FilterExpression)
    throw new Error(`${name}: not a query of one partition (${condition})`);
  return {
    name,
    ...(params.IndexName ? { index: params.IndexName as KeyRead['index'] } : {}),
    pk,
    ...(wholePartition ? {} : { sk: { value: sk, whole: WHOLE_SORT_KEY.test(condition) } }),
    ...(newest ? { newest: NEWEST } : {}),
  };
}

/** One of the member's key prefixes (functions/src/members/db/member-data.ts), as a read. */
export const memberRead = ({ name, index, pk, skPrefix }: MemberKeyPrefix): KeyRead => ({
  name: `the member's ${name}`,
  ...(index ? { index } : {}),
  pk,
  ...(skPrefix ? { sk: { value: skPrefix, whole: false } } : {}),
});

/**
 * DynamoDB holds no item under a key longer than its limits (partition key 2048 bytes, sort key 1024): a request
 * naming such a key (a fuzzed id of thousands of characters) can have stored nothing there, and a Query for it is refused.
 */
const fitsKeyLimits = (read: KeyRead) => Buffer.byteLength(read.pk) <= 2048 && (!read.sk || Buffer.byteLength(read.sk.value) <= 1024);

/** Stored items by key (`name: pk | sk`), each as its JSON. */
export type Stored = Map<string, string>;

const client = new DynamoDBClient({
  endpoint: stack.env.DYNAMODB_ENDPOINT,
  region: stack.config.region,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
export const closeStoredKeysClient = () => client.destroy();

type Item = Record<string, AttributeValue>;
const TABLE = () => stack.env.TABLE_NAME!;
const tableKeyOf = (pk: string, sk: string) => `${pk} | ${sk}`;
const isOneItem = (read: KeyRead) => !read.index && read.sk?.whole === true;

async function query(read: KeyRead): Promise<Item[]> {
  const keys = read.index ? globalIndexes.find((index) => index.indexName === read.index)! : tableKeys;
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: TABLE(),
        ...(read.index ? { IndexName: read.index } : { ConsistentRead: true }),
        KeyConditionExpression: read.sk ? (read.sk.whole ? '#pk = :pk AND #sk = :sk' : '#pk = :pk AND begins_with(#sk, :sk)') : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': keys.partitionKey, ...(read.sk ? { '#sk': keys.sortKey } : {}) },
        ExpressionAttributeValues: { ':pk': { S: read.pk }, ...(read.sk ? { ':sk': { S: read.sk.value } } : {}) },
        ...(read.newest ? { ScanIndexForward: false, Limit: read.newest } : {}),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = read.newest ? undefined : page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The items of whole-key reads, by table key: 100 keys to a BatchGetItem (its limit), strongly consistent. */
async function getItems(reads: readonly KeyRead[]): Promise<Map<string, Item>> {
  const keys: Item[] = [...new Map(reads.map((read) => [tableKeyOf(read.pk, read.sk!.value), read])).values()].map((read) => ({
    [tableKeys.partitionKey]: { S: read.pk },
    [tableKeys.sortKey]: { S: read.sk!.value },
  }));
  const found = new Map<string, Item>();
  for (let i = 0; i < keys.length; i += 100) {
    for (let request = keys.slice(i, i + 100); request.length > 0;) {
      const answer = await client.send(new BatchGetItemCommand({ RequestItems: { [TABLE()]: { Keys: request, ConsistentRead: true } } }));
      for (const item of answer.Responses?.[TABLE()] ?? []) found.set(tableKeyOf(item[tableKeys.partitionKey]!.S!, item[tableKeys.sortKey]!.S!), item);
      request = answer.UnprocessedKeys?.[TABLE()]?.Keys ?? [];
    }
  }
  return found;
}

/**
 * The items under the reads' keys. The throttle's counters are left out: the rate limiter's bookkeeping counts
 * refused attempts too, that is its job, not a stored change.
 */
export async function readStored(reads: readonly KeyRead[]): Promise<Stored> {
  const unique = [...new Map(reads.filter(fitsKeyLimits).map((read) => [JSON.stringify(read), read])).values()];
  const oneItem = unique.filter(isOneItem);
  const [items, queried] = await Promise.all([
    getItems(oneItem),
    Promise.all(unique.filter((read) => !isOneItem(read)).map(async (read) => [read, await query(read)] as const)),
  ]);
  const results = [
    ...oneItem.map((read) => [read, [items.get(tableKeyOf(read.pk, read.sk!.value))].filter((item) => item !== undefined)] as const),
    ...queried,
  ];
  const stored: Stored = new Map();
  for (const [read, found] of results) {
    for (const item of found) {
      if (item.__edb_e__?.S === 'throttle') continue;
      stored.set(`${read.name}: ${tableKeyOf(item[tableKeys.partitionKey]!.S!, item[tableKeys.sortKey]!.S!)}`, JSON.stringify(item));
    }
  }
  return stored;
}

/** The items read once two reads 50 ms apart agree (the background work of an accepted request has landed). */
export async function readStoredQuietly(reads: readonly KeyRead[]): Promise<Stored> {
  let previous = await readStored(reads);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const current = await readStored(reads);
    if (changesBetween(previous, current).length === 0) return current;
    previous = current;
  }
  return previous;
}

/** The keys added, removed or changed between two reads of the same keys. */
export function changesBetween(before: Stored, after: Stored): string[] {
  const changed: string[] = [];
  for (const [key, value] of after) if (before.get(key) !== value) changed.push(before.has(key) ? `changed ${key}` : `added ${key}`);
  for (const key of before.keys()) if (!after.has(key)) changed.push(`removed ${key}`);
  return changed;
}

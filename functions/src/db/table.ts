/**
 * The single table's key schema, used by the CDK data construct (infra/) and by the local stack
 * when it creates the table in DynamoDB Local, so the two cannot drift.
 */
export const tableKeys = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** DynamoDB TTL attribute (epoch seconds): throttle windows, interest registrations and document-open records expire through it. */
export const ttlAttribute = 'expires_at';

export const globalIndexes = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
] as const satisfies readonly { indexName: string; partitionKey: string; sortKey: string; projection: 'ALL' | readonly string[] }[];

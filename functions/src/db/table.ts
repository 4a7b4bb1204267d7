import { propertyCardFields } from '@shared/domain/property';
import { toSnake } from '@shared/case';

/**
 * The single table's key schema, used by the CDK data construct (infra/) and by the local stack
 * when it creates the table in DynamoDB Local, so the two cannot drift.
 */
export const tableKeys = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** DynamoDB TTL attribute (epoch seconds): throttle windows expire through it. */
export const ttlAttribute = 'expires_at';

/** ElectroDB's own bookkeeping attributes must be projected into every index it reads. */
const electroAttributes = ['__edb_e__', '__edb_v__'];

export const globalIndexes = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
  {
    // Sparse: only published, non-Withdrawn properties carry these keys. Projects what a card is built from.
    indexName: 'catalogue',
    partitionKey: 'cat_pk',
    sortKey: 'cat_sk',
    projection: [...propertyCardFields.map(toSnake), 'image_url', 'photos', 'summary', ...electroAttributes],
  },
  {
    // Sparse like the catalogue: the search text of each listable property (the dashboard's search index).
    indexName: 'search',
    partitionKey: 'search_pk',
    sortKey: 'search_sk',
    projection: ['id', 'search_text', ...electroAttributes],
  },
] as const satisfies readonly { indexName: string; partitionKey: string; sortKey: string; projection: 'ALL' | readonly string[] }[];

export type GlobalIndexName = (typeof globalIndexes)[number]['indexName'];

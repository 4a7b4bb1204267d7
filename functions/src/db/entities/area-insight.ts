import { Entity } from '../electrodb';
import { areaInsightInputSchema } from '@shared/domain/area-insight';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes, versionAttribute } from '../attributes';
import { register } from '../entity-registry';

/** The input schema's fields (shared/src/domain/area-insight.ts) but the slug, which takes part in a key. */
const inputKeys = (Object.keys(areaInsightInputSchema.shape) as (keyof typeof areaInsightInputSchema.shape)[]).filter((k) => k !== 'urlSlug');

export const areaInsightEntity = new Entity(
  {
    model: { entity: 'areaInsight', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      urlSlug: keyString('urlSlug'),
      createdAt: keyString('createdAt'),
      updatedAt: keyString('updatedAt'),
      version: versionAttribute,
      ...storedAttributes(inputKeys),
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // One small collection (tens of areas): read whole, ordered by display order in code.
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      bySlug: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['urlSlug'] }, sk: { field: 'gsi2sk', composite: [] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(areaInsightEntity);

import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { register } from '../entity-registry';

/**
 * One item per area insight slug, naming the insight that holds it: the uniqueness guard. Every write that
 * takes a slug creates this item on condition it does not exist, in the same transaction as the insight,
 * so two insights can never share a slug (a clash is refused, never an overwrite).
 */
export const areaInsightSlugEntity = new Entity(
  {
    model: { entity: 'areaInsightSlug', version: '1', service: 'portal' },
    attributes: {
      urlSlug: { type: 'string', required: true, field: 'url_slug' },
      insightId: { type: 'string', required: true, field: 'insight_id' },
    },
    indexes: { bySlug: { pk: { field: 'pk', composite: ['urlSlug'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(areaInsightSlugEntity);

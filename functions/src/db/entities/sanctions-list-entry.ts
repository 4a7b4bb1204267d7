import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { register } from '../entity-registry';

/**
 * One designation of the UK Sanctions List as screening reads it (@shared/rules/sanctions-names), under the import it
 * came from: one partition per list version (its SHA-256), read whole by one Query.
 */
export const sanctionsListEntryEntity = new Entity(
  {
    model: { entity: 'sanctionsListEntry', version: '1', service: 'portal' },
    attributes: {
      listVersion: { type: 'string', required: true, field: 'list_version' },
      entryId: { type: 'string', required: true, field: 'entry_id' },
      kind: { type: ['individual', 'entity', 'ship'] as const, required: true, field: 'kind' },
      names: { type: 'list', items: { type: 'string' }, required: true, field: 'names' },
      /** Those of `names` the list marks 'Low quality a.k.a'; absent when none are (and on versions imported before). */
      lowQualityAliases: { type: 'list', items: { type: 'string' }, field: 'low_quality_aliases' },
      datesOfBirth: { type: 'list', items: { type: 'string' }, required: true, field: 'dates_of_birth' },
      regime: { type: 'string', required: true, field: 'regime' },
    },
    indexes: { byVersion: { pk: { field: 'pk', composite: ['listVersion'] }, sk: { field: 'sk', composite: ['entryId'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(sanctionsListEntryEntity);

import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { register } from '../entity-registry';

/**
 * Which import of the UK Sanctions List screening reads: one item. `version` is the SHA-256 of the published file, so
 * an unchanged file is never imported twice; `previousVersion` is the import before it, whose entries are kept until
 * the next change so that a reader that read this item just before a switch still finds its entries.
 */
export const sanctionsListVersionEntity = new Entity(
  {
    model: { entity: 'sanctionsListVersion', version: '1', service: 'portal' },
    attributes: {
      version: { type: 'string', required: true, field: 'list_version' },
      previousVersion: { type: 'string', field: 'previous_version' },
      entries: { type: 'number', required: true, field: 'entries' },
      importedAt: { type: 'string', required: true, field: 'imported_at' },
      sourceUrl: { type: 'string', required: true, field: 'source_url' },
      /** The raw file in the private documents bucket. */
      fileKey: { type: 'string', required: true, field: 'file_key' },
    },
    indexes: { current: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(sanctionsListVersionEntity);

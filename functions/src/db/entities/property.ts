import { Entity } from '../electrodb';
import { propertyFieldNames, type PropertyField } from '@shared/domain/property-fields';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes, versionAttribute } from '../attributes';
import { register } from '../entity-registry';

/** The fields with attributes of their own, typed for the keys and the version check. */
const keyFields = ['id', 'createdAt', 'updatedAt', 'version'] as const;
/** Every other field of the property table (shared/src/domain/property-fields.ts), stored as it is: a new field is one entry there. */
const storedFields = propertyFieldNames.filter(
  (field): field is Exclude<PropertyField, (typeof keyFields)[number]> => !(keyFields as readonly string[]).includes(field),
);

/** The full property record (admins edit it; versioned). Investors read the catalogue items instead. */
export const propertyEntity = new Entity(
  {
    model: { entity: 'property', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      createdAt: keyString('createdAt'),
      updatedAt: keyString('updatedAt'),
      version: versionAttribute,
      ...storedAttributes(storedFields),
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(propertyEntity);

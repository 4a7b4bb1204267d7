import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * How many interest registrations name each property (spec: 'count by property_id'), all counts in one
 * partition so Property Management reads them with one Query. Incremented in the registration's own
 * transaction, so the count never disagrees with the registrations; deleted with the property.
 */
export const interestCountEntity = new Entity(
  {
    model: { entity: 'interestCount', version: '1', service: 'portal' },
    attributes: { propertyId: keyString('propertyId'), count: { type: 'number', required: true, field: 'count' } },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['propertyId'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(interestCountEntity);

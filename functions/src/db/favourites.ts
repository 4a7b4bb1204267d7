import { Entity } from 'electrodb';
import { favouriteSchema, propertyRequestSchema, type Favourite, type PropertyRequest, type PropertyRequestStatus } from '@shared/domain/favourite';
import { dynamoClient, tableName } from './client';
import { keyString } from './attributes';
import { isConditionalCheckFailure } from './errors';

/**
 * A user's favourites and detail requests live under the user's partition (so a user can only ever
 * address their own), with a by-property index for clean-up when a property is deleted.
 */
export const favouriteEntity = new Entity(
  {
    model: { entity: 'favourite', version: '1', service: 'portal' },
    attributes: { userId: keyString('userId'), propertyId: keyString('propertyId'), createdAt: keyString('createdAt') },
    indexes: {
      byUser: { collection: 'userItems', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['propertyId'] } },
      byProperty: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['propertyId'] }, sk: { field: 'gsi2sk', composite: ['userId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);

export const propertyRequestEntity = new Entity(
  {
    model: { entity: 'propertyRequest', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      userId: keyString('userId'),
      propertyId: keyString('propertyId'),
      createdAt: keyString('createdAt'),
      status: { type: 'string', required: true, field: 'status' },
    },
    indexes: {
      byUser: { collection: 'userItems', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['propertyId'] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
      byProperty: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['propertyId'] }, sk: { field: 'gsi2sk', composite: ['userId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);

/** Idempotent: saving twice keeps one favourite (the client sends the state it wants, not a toggle). */
export async function setFavourite(userId: string, propertyId: string, on: boolean): Promise<void> {
  if (on) await favouriteEntity.put({ userId, propertyId, createdAt: new Date().toISOString() }).where(({ userId: u }, { notExists }) => notExists(u)).go().catch(ignoreExisting);
  else await favouriteEntity.delete({ userId, propertyId }).go();
}

export async function listFavourites(userId: string): Promise<Favourite[]> {
  const { data } = await favouriteEntity.query.byUser({ userId }).go({ pages: 'all' });
  return data.map((item) => favouriteSchema.parse(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Idempotent like favourites; a request keeps its first date and status when asked again. */
export async function setPropertyRequest(userId: string, propertyId: string, on: boolean, id: string): Promise<void> {
  if (on) {
    await propertyRequestEntity
      .put({ id, userId, propertyId, status: 'pending' satisfies PropertyRequestStatus, createdAt: new Date().toISOString() })
      .where(({ userId: u }, { notExists }) => notExists(u))
      .go()
      .catch(ignoreExisting);
  } else await propertyRequestEntity.delete({ userId, propertyId }).go();
}

export async function listPropertyRequests(userId: string): Promise<PropertyRequest[]> {
  const { data } = await propertyRequestEntity.query.byUser({ userId }).go({ pages: 'all' });
  return data.map((item) => propertyRequestSchema.parse(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Removes every favourite and request of a property (when it is deleted). */
export async function removeAllForProperty(propertyId: string): Promise<number> {
  const [favourites, requests] = await Promise.all([
    favouriteEntity.query.byProperty({ propertyId }).go({ pages: 'all' }),
    propertyRequestEntity.query.byProperty({ propertyId }).go({ pages: 'all' }),
  ]);
  await Promise.all([
    favourites.data.length ? favouriteEntity.delete(favourites.data.map(({ userId }) => ({ userId, propertyId }))).go() : undefined,
    requests.data.length ? propertyRequestEntity.delete(requests.data.map(({ userId }) => ({ userId, propertyId }))).go() : undefined,
  ]);
  return favourites.data.length + requests.data.length;
}

/** The item is already there: for an idempotent save that is success. */
function ignoreExisting(error: unknown): void {
  if (!isConditionalCheckFailure(error)) throw error;
}

import { favouriteSchema, propertyRequestSchema, type Favourite, type PropertyRequest } from '@shared/domain/favourite';
import { favouriteEntity } from '../../db/entities/favourite';
import { propertyRequestEntity } from '../../db/entities/property-request';

/** A member's items across both kinds: favourites and property requests share one partition (the userItems collection). */

/**
 * A user's favourites and requests: a Query of each kind in the one partition, side by side (ElectroDB reads the collection
 * in one Query only through a Service, which every bundle would then carry for this one admin read).
 */
export async function getUserItems(userId: string): Promise<{ favourites: Favourite[]; requests: PropertyRequest[] }> {
  const [favourites, requests] = await Promise.all([
    favouriteEntity.query.byUser({ userId }).go({ pages: 'all' }),
    propertyRequestEntity.query.byUser({ userId }).go({ pages: 'all' }),
  ]);
  return {
    favourites: favourites.data.map((item) => favouriteSchema.parse(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    requests: requests.data.map((item) => propertyRequestSchema.parse(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
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

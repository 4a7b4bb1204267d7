import { favouriteSchema, type Favourite } from '@shared/domain/favourite';
import type { Property } from '@shared/domain/property';
import type { FavouriteProperty, RequestFavourite } from '@shared/views/property-requests';
import { favouriteEntity } from '../../db/entities/favourite';
import { canonical } from '../../db/fields';
import { writeAsMember } from '../../members/db/member-writes';

/** A member's favourites (the favourite items of the userItems collection, docs/architecture.md section 5). */

/**
 * Idempotent: saving twice keeps one favourite (the client sends the state it wants, not a toggle). The put
 * is conditional on the item not existing; when it already was there (false), that is success too.
 */
export async function setFavourite(userId: string, propertyId: string, on: boolean): Promise<void> {
  if (on)
    await writeAsMember(userId, (tx) => [
      tx.favourite
        .put({ userId, propertyId, createdAt: new Date().toISOString() })
        .where(({ userId: u }, { notExists }) => notExists(u))
        .commit(),
    ]);
  else await favouriteEntity.delete({ userId, propertyId }).go();
}

export async function listFavourites(userId: string): Promise<Favourite[]> {
  const { data } = await favouriteEntity.query.byUser({ userId }).go({ pages: 'all' });
  return canonical(data, favouriteSchema).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Each distinct user's favourites, newest first: one Query per user, a few at a time. */
export async function getFavouritesOf(userIds: readonly string[], concurrency = 8): Promise<Map<string, Favourite[]>> {
  const queue = [...new Set(userIds)];
  const result = new Map<string, Favourite[]>();
  const worker = async () => {
    for (let userId = queue.shift(); userId !== undefined; userId = queue.shift()) {
      const { data } = await favouriteEntity.query.byUser({ userId }).go({ pages: 'all' });
      result.set(
        userId,
        data.map((item) => favouriteSchema.parse(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return result;
}

const favouritePropertyOf = (p: Property): FavouriteProperty => ({ id: p.id, title: p.title, price: p.price, imageUrl: p.imageUrl });

export const favouritesWithProperties = (favourites: readonly Favourite[], properties: Map<string, Property>): RequestFavourite[] =>
  favourites.map(({ propertyId, createdAt }) => {
    const property = properties.get(propertyId);
    return { propertyId, createdAt, property: property ? favouritePropertyOf(property) : null };
  });

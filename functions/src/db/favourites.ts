import { favouriteSchema, propertyRequestSchema, type Favourite, type PropertyRequest, type PropertyRequestStatus } from '@shared/domain/favourite';
import { favouriteEntity } from './entities/favourite';
import { propertyRequestEntity } from './entities/property-request';
import { applied } from './errors';

/**
 * The items whose ids are in the one canonical form. Before ids were checked (domain/common.ts, ID_PATTERN) an
 * upper-case property id could be stored; such an item resolves to no property, so it is left out of
 * the lists rather than failing them.
 */
function canonical<T>(items: readonly unknown[], schema: { safeParse: (item: unknown) => { success: true; data: T } | { success: false } }): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Idempotent: saving twice keeps one favourite (the client sends the state it wants, not a toggle). The put
 * is conditional on the item not existing; when it already was there (`applied` false), that is success too.
 */
export async function setFavourite(userId: string, propertyId: string, on: boolean): Promise<void> {
  if (on) await applied(favouriteEntity.put({ userId, propertyId, createdAt: new Date().toISOString() }).where(({ userId: u }, { notExists }) => notExists(u)).go());
  else await favouriteEntity.delete({ userId, propertyId }).go();
}

export async function listFavourites(userId: string): Promise<Favourite[]> {
  const { data } = await favouriteEntity.query.byUser({ userId }).go({ pages: 'all' });
  return canonical(data, favouriteSchema).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Idempotent like favourites; a request keeps its first date and status when asked again. */
export async function setPropertyRequest(userId: string, propertyId: string, on: boolean, id: string): Promise<void> {
  if (on) {
    await applied(
      propertyRequestEntity
        .put({ id, userId, propertyId, status: 'pending' satisfies PropertyRequestStatus, createdAt: new Date().toISOString() })
        .where(({ userId: u }, { notExists }) => notExists(u))
        .go(),
    );
  } else await propertyRequestEntity.delete({ userId, propertyId }).go();
}

export async function listPropertyRequests(userId: string): Promise<PropertyRequest[]> {
  const { data } = await propertyRequestEntity.query.byUser({ userId }).go({ pages: 'all' });
  return canonical(data, propertyRequestSchema).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
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

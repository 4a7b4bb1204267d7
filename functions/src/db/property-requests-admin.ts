import { changesNothing } from '@shared/audit';
import { investorFieldsSchema, profileSchema } from '@shared/domain/profile';
import { propertyRequestSchema, type PropertyRequest, type PropertyRequestStatus } from '@shared/domain/favourite';
import { favouriteSchema, type Favourite } from '@shared/domain/favourite';
import type { Property } from '@shared/domain/property';
import type { FavouriteProperty, RequestFavourite, RequestProfile, RequestProperty } from '@shared/property-requests';
import { auditStep, type AuditContext } from './audit';
import { profileEntity } from './entities/profile';
import { favouriteEntity } from './entities/favourite';
import { propertyRequestEntity } from './entities/property-request';
import { conditionalWrite, staleWrite } from './errors';
import { getProperties } from './properties';
import { portal } from './service';

/**
 * The admin side of detail requests. Joins are key lookups: one Query for the requests, one BatchGet for
 * the profiles of the distinct investors, one Query per distinct investor for their favourites, one
 * BatchGet for every property involved. The number of commands follows the distinct investors and the
 * 100-key pages of the batch reads, never the number of requests.
 */

/** Every request, newest first (gsi1). */
export async function listAllPropertyRequests(): Promise<PropertyRequest[]> {
  const { data } = await propertyRequestEntity.query.newestFirst({}).go({ pages: 'all', order: 'desc' });
  return data.map((item) => propertyRequestSchema.parse(item));
}

export async function getPropertyRequest(userId: string, propertyId: string): Promise<PropertyRequest | undefined> {
  const { data } = await propertyRequestEntity.get({ userId, propertyId }).go();
  return data ? propertyRequestSchema.parse(data) : undefined;
}

const requestProfileFields = ['id', 'fullName', 'email', 'phone', ...(Object.keys(investorFieldsSchema.shape) as (keyof typeof investorFieldsSchema.shape)[])] as const;

const toRequestProfile = (item: unknown): RequestProfile => {
  const profile = profileSchema.parse(item);
  return Object.fromEntries(requestProfileFields.map((field) => [field, profile[field]])) as RequestProfile;
};

/** Profiles by id in batches (missing ones are absent). */
export async function getRequestProfiles(ids: readonly string[]): Promise<Map<string, RequestProfile>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data } = await profileEntity.get(unique.map((id) => ({ id }))).go();
  return new Map(data.map((item) => [item.id as string, toRequestProfile(item)]));
}

/** Each distinct user's favourites, newest first: one Query per user, a few at a time. */
export async function getFavouritesOf(userIds: readonly string[], concurrency = 8): Promise<Map<string, Favourite[]>> {
  const queue = [...new Set(userIds)];
  const result = new Map<string, Favourite[]>();
  const worker = async () => {
    for (let userId = queue.shift(); userId !== undefined; userId = queue.shift()) {
      const { data } = await favouriteEntity.query.byUser({ userId }).go({ pages: 'all' });
      result.set(userId, data.map((item) => favouriteSchema.parse(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return result;
}

/** A user's favourites and requests in one Query (the userItems collection). */
export async function getUserItems(userId: string): Promise<{ favourites: Favourite[]; requests: PropertyRequest[] }> {
  const { data } = await portal.collections.userItems({ userId }).go({ pages: 'all' });
  return {
    favourites: data.favourite.map((item) => favouriteSchema.parse(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    requests: data.propertyRequest.map((item) => propertyRequestSchema.parse(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}

export const requestPropertyOf = (p: Property): RequestProperty => ({ id: p.id, title: p.title, address: p.address, price: p.price, propertyType: p.propertyType, imageUrl: p.imageUrl });
const favouritePropertyOf = (p: Property): FavouriteProperty => ({ id: p.id, title: p.title, price: p.price, imageUrl: p.imageUrl });

/** Every property involved, in one batch read (BatchGet pages of 100 keys). */
export async function getPropertiesById(ids: readonly string[]): Promise<Map<string, Property>> {
  return new Map((await getProperties([...new Set(ids)])).map((p) => [p.id, p]));
}

export const favouritesWithProperties = (favourites: readonly Favourite[], properties: Map<string, Property>): RequestFavourite[] =>
  favourites.map(({ propertyId, createdAt }) => {
    const property = properties.get(propertyId);
    return { propertyId, createdAt, property: property ? favouritePropertyOf(property) : null };
  });

/**
 * Sets a request's status (any status from any other, spec section 4), conditional on the status the
 * request had when read (a concurrent change is a 409), with its audit event in the same transaction.
 * Answers the updated request, or undefined when there is no such request.
 */
export async function setPropertyRequestStatus(userId: string, propertyId: string, status: PropertyRequestStatus, audit: AuditContext): Promise<PropertyRequest | undefined> {
  const current = await getPropertyRequest(userId, propertyId);
  if (!current) return undefined;
  const next = { ...current, status };
  if (changesNothing(current, next)) return current;
  await conditionalWrite(
    portal.transaction
      .write((tx) => [
        tx.propertyRequest.patch({ userId, propertyId }).set({ status }).where((attr, { eq }) => eq(attr.status, current.status as string)).commit(),
        auditStep(tx, audit, { targetType: 'propertyRequest', targetId: current.id, before: current, after: next }),
      ])
      .go(),
    staleWrite('property request'),
  );
  return next;
}

import { changesNothing } from '@shared/domain/audit';
import { investorFieldsSchema, profileSchema } from '@shared/domain/profile';
import { propertyRequestSchema, type PropertyRequest, type PropertyRequestStatus } from '@shared/domain/favourite';
import type { Property } from '@shared/domain/property';
import type { RequestProfile, RequestProperty } from '@shared/views/property-requests';
import { auditStep, type AuditContext } from '../../db/audit';
import { profileEntity } from '../../db/entities/profile';
import { propertyRequestEntity } from '../../db/entities/property-request';
import { conditionalWrite, staleWrite } from '../../db/errors';
import { canonical } from '../../db/fields';
import { writeAsMember } from '../../members/db/member-writes';
import { getProperties } from './properties';
import { portal } from '../../db/service';

/**
 * Property requests (detail requests): a member's own, and the admin side. Joins are key lookups: one Query for the requests, one BatchGet for
 * the profiles of the distinct investors, one Query per distinct investor for their favourites, one
 * BatchGet for every property involved. The number of commands follows the distinct investors and the
 * 100-key pages of the batch reads, never the number of requests.
 */

/** Idempotent like favourites; a request keeps its first date and status when asked again. */
export async function setPropertyRequest(userId: string, propertyId: string, on: boolean, id: string): Promise<void> {
  if (on) {
    await writeAsMember(userId, (tx) => [
      tx.propertyRequest
        .put({ id, userId, propertyId, status: 'pending' satisfies PropertyRequestStatus, createdAt: new Date().toISOString() })
        .where(({ userId: u }, { notExists }) => notExists(u))
        .commit(),
    ]);
  } else await propertyRequestEntity.delete({ userId, propertyId }).go();
}

export async function listPropertyRequests(userId: string): Promise<PropertyRequest[]> {
  const { data } = await propertyRequestEntity.query.byUser({ userId }).go({ pages: 'all' });
  return canonical(data, propertyRequestSchema).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Every request, newest first (gsi1). */
export async function listAllPropertyRequests(): Promise<PropertyRequest[]> {
  const { data } = await propertyRequestEntity.query.newestFirst({}).go({ pages: 'all', order: 'desc' });
  return data.map((item) => propertyRequestSchema.parse(item));
}

export async function getPropertyRequest(userId: string, propertyId: string): Promise<PropertyRequest | undefined> {
  const { data } = await propertyRequestEntity.get({ userId, propertyId }).go();
  return data ? propertyRequestSchema.parse(data) : undefined;
}

const requestProfileFields = [
  'id',
  'fullName',
  'email',
  'phone',
  ...(Object.keys(investorFieldsSchema.shape) as (keyof typeof investorFieldsSchema.shape)[]),
] as const;

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

export const requestPropertyOf = (p: Property): RequestProperty => ({
  id: p.id,
  title: p.title,
  address: p.address,
  price: p.price,
  propertyType: p.propertyType,
  imageUrl: p.imageUrl,
});

/** Every property involved, in one batch read (BatchGet pages of 100 keys). */
export async function getPropertiesById(ids: readonly string[]): Promise<Map<string, Property>> {
  return new Map((await getProperties([...new Set(ids)])).map((p) => [p.id, p]));
}

/**
 * Sets a request's status (any status from any other, spec section 4), conditional on the status the
 * request had when read (a concurrent change is a 409), with its audit event in the same transaction.
 * Answers the updated request, or undefined when there is no such request.
 */
export async function setPropertyRequestStatus(
  userId: string,
  propertyId: string,
  status: PropertyRequestStatus,
  audit: AuditContext,
): Promise<PropertyRequest | undefined> {
  const current = await getPropertyRequest(userId, propertyId);
  if (!current) return undefined;
  const next = { ...current, status };
  if (changesNothing(current, next)) return current;
  await conditionalWrite(
    portal.transaction
      .write((tx) => [
        tx.propertyRequest
          .patch({ userId, propertyId })
          .set({ status })
          .where((attr, { eq }) => eq(attr.status, current.status as string))
          .commit(),
        auditStep(tx, audit, { targetType: 'propertyRequest', targetId: current.id, before: current, after: next }),
      ])
      .go(),
    staleWrite('property request'),
  );
  return next;
}

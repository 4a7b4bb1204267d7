import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/domain/property';
import type { MyReservation } from '@shared/views/reservation';
import { api, createPublishedProperty, createTestUser, type TestUser } from '../support/stack';

/**
 * A listing cannot be sold from under a hold (docs/architecture.md section 14): while a reservation holds a listing, an
 * admin's change that would make it unreservable (Sold, Withdrawn, unpublished, deleted) is refused with a 409 in the
 * admin's words, by a condition on the listing's reservation lock inside the change's own transaction; a reserve racing
 * the change either loses (the listing is gone from the market) or wins and the change is refused, never both.
 */

let admin: TestUser;
let investors: TestUser[];
beforeAll(async () => {
  // Created once: every round reuses them, each on listings of the round's own.
  [admin, ...investors] = await Promise.all([createTestUser('admin', 'approved'), ...Array.from({ length: 4 }, () => createTestUser('investor', 'approved'))]);
});

type Answer<T = unknown> = T & { message?: string; code?: string };
const reserve = (user: TestUser, propertyId: string) =>
  api<Answer<{ reservation: MyReservation }>>(`/properties/${propertyId}/reservations`, { method: 'POST', token: user.token });
const patchListing = (property: Property, body: Record<string, unknown>) =>
  api<Answer>(`/properties/${property.id}`, { method: 'PATCH', token: admin.token, body: { ...body, expectedVersion: property.version } });
const deleteListing = (property: Property) => api<Answer>(`/properties/${property.id}`, { method: 'DELETE', token: admin.token });

const changes = {
  'status Sold': (property: Property) => patchListing(property, { status: 'Sold' }),
  'status Withdrawn': (property: Property) => patchListing(property, { status: 'Withdrawn' }),
  unpublish: (property: Property) => patchListing(property, { isPublished: false }),
  delete: deleteListing,
} as const;
type Change = keyof typeof changes;
const changeNames = Object.keys(changes) as Change[];

const HOLD_REFUSAL = 'This listing is held by a reservation; cancel the reservation first.';

/** The listing's open hold, if any, and the listing as stored now (undefined once deleted). */
async function afterwards(propertyId: string) {
  const [{ getReservationLock }, { getProperty }] = await Promise.all([
    import('../../functions/src/sales/db/reservations'),
    import('../../functions/src/catalogue/db/properties'),
  ]);
  const [lock, property] = await Promise.all([getReservationLock(propertyId), getProperty(propertyId)]);
  return { lock, property };
}
const reservable = (property: Property | undefined) => property?.isPublished === true && property.status === 'Available';

describe('an admin changing a held listing', () => {
  it.each(changeNames)('%s is refused with 409 while the hold stands, and works once the reservation is cancelled', async (name) => {
    const property = await createPublishedProperty(admin.token, 'Held Terrace');
    const held = await reserve(investors[0]!, property.id);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const refused = await changes[name](property);
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: HOLD_REFUSAL });
    expect(reservable((await afterwards(property.id)).property)).toBe(true);

    const reservation = held.body.reservation;
    const cancelled = await api<Answer>(`/reservations/${reservation.id}/cancel`, {
      method: 'POST',
      token: admin.token,
      body: { expectedVersion: reservation.version, reason: 'The vendor withdrew' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const done = await changes[name](property);
    expect(done.status, JSON.stringify(done.body)).toBe(name === 'delete' ? 204 : 200);
  });

  it('a change that keeps the listing reservable (featured) is not refused by the hold', async () => {
    const property = await createPublishedProperty(admin.token, 'Held Terrace');
    expect((await reserve(investors[0]!, property.id)).status).toBe(201);
    const featured = await patchListing(property, { featured: true });
    expect(featured.status, JSON.stringify(featured.body)).toBe(200);
  });
});

describe('a listing no longer reservable under a hold stored before this rule', () => {
  /** A held listing made Sold behind the API's back (data written before the rule): the hold is still open. */
  async function soldUnderHold(): Promise<{ property: Property; reservation: MyReservation }> {
    const property = await createPublishedProperty(admin.token, 'Sold Terrace');
    const held = await reserve(investors[1]!, property.id);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const { propertyEntity } = await import('../../functions/src/db/entities/property');
    await propertyEntity.patch({ id: property.id }).set({ status: 'Sold' }).go();
    return { property, reservation: held.body.reservation };
  }

  it('checkout refuses it with a 409 that says why', async () => {
    const { reservation } = await soldUnderHold();
    const started = await api<Answer<{ url: string }>>(`/me/reservations/${reservation.id}/checkout`, { method: 'POST', token: investors[1]!.token });
    expect(started.status, JSON.stringify(started.body)).toBe(409);
    expect(started.body.message).toMatch(/Sold/);
  });

  it('its waiting list cannot be joined', async () => {
    const { property } = await soldUnderHold();
    const joined = await api<Answer>(`/properties/${property.id}/waiting-list`, { method: 'POST', token: investors[2]!.token });
    expect(joined.status, JSON.stringify(joined.body)).toBe(409);
  });
});

const ROUNDS = 20;

describe(`reserve racing each change, ${ROUNDS} rounds: no hold is left open on a listing that is not Available or Reserved`, () => {
  it.each(changeNames.map((name, i) => [name, i] as const))(`%s against reserve, ${ROUNDS} rounds`, async (name, i) => {
    // A listing of each round's own, all made first, so that the rounds are only the race.
    const listings = await Promise.all(Array.from({ length: ROUNDS }, () => createPublishedProperty(admin.token, 'Raced Terrace')));
    const problems: string[] = [];
    const outcomes = new Map<string, number>();
    for (const [round, listing] of listings.entries()) {
      const [reserved, changed] = await Promise.all([reserve(investors[i]!, listing.id), changes[name](listing)]);
      const key = `reserve ${reserved.status}, ${name} ${changed.status}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      if (reserved.status >= 500 || changed.status >= 500) problems.push(`round ${round + 1}: ${key}`);
    }
    const after = await Promise.all(listings.map((listing) => afterwards(listing.id)));
    for (const [round, { lock, property }] of after.entries())
      if (lock && !reservable(property))
        problems.push(`round ${round + 1}: a hold left open on a listing ${property ? `${property.status}, published ${property.isPublished}` : 'deleted'}`);
    const answered = [...outcomes].map(([outcome, rounds]) => `${outcome} ×${rounds}`).join('; ');
    expect(problems, `answers: ${answered}`).toEqual([]);
  });
});

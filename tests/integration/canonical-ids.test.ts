import { beforeAll, describe, expect, it } from 'vitest';
import { draftPropertyIds, seedProperties, withdrawnPropertyId } from '../../infra/local/seed/properties';
import { api, createTestUser, type TestUser } from '../support/stack';

/**
 * Ids are canonical and must exist. ElectroDB lower-cases composite keys, so an
 * upper-case id would reach the same item (GET answering 200) and a favourite would be stored under an id
 * no list could resolve. Requests about a property the caller cannot see answer 404 and store nothing.
 */
const listable = seedProperties.find((p) => p.input.isPublished && p.input.status !== 'Withdrawn')!;
let investor: TestUser;
beforeAll(async () => {
  investor = await createTestUser('investor', 'approved');
});

const favourites = async () => (await api<{ items: { propertyId: string }[] }>('/me/favourites', { token: investor.token })).body.items;
const requests = async () => (await api<{ items: { propertyId: string }[] }>('/me/property-requests', { token: investor.token })).body.items;
/** The favourite and request items of this investor as stored (raw items, whatever their id). */
async function storedIds(): Promise<string[]> {
  const { favouriteEntity } = await import('../../functions/src/db/entities/favourite');
  const { propertyRequestEntity } = await import('../../functions/src/db/entities/property-request');
  const [f, r] = await Promise.all([
    favouriteEntity.query.byUser({ userId: investor.userId }).go({ pages: 'all' }),
    propertyRequestEntity.query.byUser({ userId: investor.userId }).go({ pages: 'all' }),
  ]);
  return [...f.data, ...r.data].map((item) => item.propertyId);
}

describe('canonical property ids', () => {
  const upper = listable.id.toUpperCase();

  it('GET /properties/{ID} in upper case does not answer the property', async () => {
    const res = await api(`/properties/${upper}`, { token: investor.token });
    expect([400, 404]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toContain(listable.input.title);
    expect((await api(`/public/properties/${upper}`)).status).not.toBe(200);
  });

  it.each(['favourites', 'property-requests'])('PUT /me/%s/{ID} in upper case stores nothing', async (kind) => {
    const res = await api(`/me/${kind}/${upper}`, { method: 'PUT', token: investor.token });
    expect([400, 404]).toContain(res.status);
    expect(await storedIds()).toEqual([]);
  });

  it('the 400 names the id without echoing a pattern', async () => {
    const res = await api<{ message: string }>(`/me/favourites/${upper}`, { method: 'PUT', token: investor.token });
    expect(res.status).toBe(400);
    expect(res.body.message).not.toMatch(/pattern|\/\^|\[a-z/);
  });

  it.each([
    ['a draft', draftPropertyIds[0]!],
    ['a Withdrawn property', withdrawnPropertyId],
    ['a missing id', 'no-such-property'],
  ])('favourites and detail requests of %s answer 404 and store nothing', async (_what, id) => {
    expect((await api(`/properties/${id}`, { token: investor.token })).status).toBe(404);
    for (const kind of ['favourites', 'property-requests']) {
      const res = await api<{ message: string }>(`/me/${kind}/${id}`, { method: 'PUT', token: investor.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Property not found');
    }
    expect(await storedIds()).toEqual([]);
    expect(await favourites()).toEqual([]);
    expect(await requests()).toEqual([]);
  });

  it('the canonical id still works, and is the id stored', async () => {
    expect((await api(`/properties/${listable.id}`, { token: investor.token })).status).toBe(200);
    expect((await api(`/me/favourites/${listable.id}`, { method: 'PUT', token: investor.token })).status).toBe(204);
    expect((await favourites()).map((f) => f.propertyId)).toEqual([listable.id]);
    expect((await api(`/me/favourites/${listable.id}`, { method: 'DELETE', token: investor.token })).status).toBe(204);
  });
});

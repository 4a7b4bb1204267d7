import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFilters } from '@shared/rules/property-filters';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_LIMIT_MESSAGE, type SavedSearch } from '@shared/rules/saved-searches';
import { findScans } from '../support/no-scan';
import { commandsDuring } from '../support/command-count';
import { api, createTestUser, type TestUser } from '../support/stack';

/** Saved dashboard searches: per investor, at most 20, renamed and deleted by their owner only. */
let investor: TestUser;
let other: TestUser;
beforeAll(async () => {
  [investor, other] = await Promise.all([createTestUser('investor', 'approved'), createTestUser('investor', 'approved')]);
});

const filters = { ...defaultFilters, search: 'hull', priceBand: 'under-100k' as const };
const save = (token: string, body: unknown) => api<{ search: SavedSearch }>('/me/saved-searches', { method: 'POST', token, body });
const list = (token: string) => api<{ items: SavedSearch[] }>('/me/saved-searches', { token });

describe('saved searches', () => {
  it('saves the filters under a name, lists, renames and deletes them', async () => {
    const saved = await save(investor.token, { name: 'Hull under £100k', filters });
    expect(saved.status).toBe(201);
    expect(saved.body.search).toMatchObject({ name: 'Hull under £100k', filters, userId: investor.userId });
    const id = saved.body.search.id;
    expect((await list(investor.token)).body.items).toEqual([saved.body.search]);

    const renamed = await api<{ search: SavedSearch }>(`/me/saved-searches/${id}`, { method: 'PATCH', token: investor.token, body: { name: 'Hull cheap' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.search).toEqual({ ...saved.body.search, name: 'Hull cheap' });

    expect((await api(`/me/saved-searches/${id}`, { method: 'DELETE', token: investor.token })).status).toBe(204);
    expect((await list(investor.token)).body.items).toEqual([]);
    expect((await api(`/me/saved-searches/${id}`, { method: 'DELETE', token: investor.token })).status).toBe(404);
  });

  it('is per investor: another investor can neither see, rename nor delete it', async () => {
    const { body } = await save(investor.token, { name: 'Mine', filters });
    const id = body.search.id;
    expect((await list(other.token)).body.items).toEqual([]);
    expect((await api(`/me/saved-searches/${id}`, { method: 'PATCH', token: other.token, body: { name: 'Theirs' } })).status).toBe(404);
    expect((await api(`/me/saved-searches/${id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await list(investor.token)).body.items.map((s) => s.name)).toEqual(['Mine']);
    await api(`/me/saved-searches/${id}`, { method: 'DELETE', token: investor.token });
  });

  it.each([
    ['an unknown price band', { name: 'x', filters: { ...filters, priceBand: 'cheap' } }],
    ['an unknown type', { name: 'x', filters: { ...filters, propertyType: 'Castle' } }],
    ['an empty name', { name: '  ', filters }],
    ['no filters', { name: 'x' }],
  ])('refuses %s with 400', async (_case, body) => {
    expect((await save(investor.token, body)).status).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} and says so past that`, async () => {
    const user = await createTestUser('investor', 'approved');
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) expect((await save(user.token, { name: `Search ${i}`, filters })).status).toBe(201);
    const refused = await save(user.token, { name: 'One too many', filters });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: SAVED_SEARCH_LIMIT_MESSAGE });
    const { commands } = await commandsDuring(() => list(user.token));
    expect(findScans(commands)).toEqual([]);
  });

  it(`50 parallel saves end at exactly ${MAX_SAVED_SEARCHES}; a delete makes room for one more`, async () => {
    const user = await createTestUser('investor', 'approved');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => save(user.token, { name: `Parallel ${i}`, filters })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused).toMatchObject({ status: 400, body: { message: SAVED_SEARCH_LIMIT_MESSAGE } });
    const stored = (await list(user.token)).body.items;
    expect(stored).toHaveLength(MAX_SAVED_SEARCHES);

    expect((await api(`/me/saved-searches/${stored[0]!.id}`, { method: 'DELETE', token: user.token })).status).toBe(204);
    const again = await Promise.all(Array.from({ length: 5 }, (_, i) => save(user.token, { name: `Again ${i}`, filters })));
    expect(again.filter((a) => a.status === 201)).toHaveLength(1);
    expect((await list(user.token)).body.items).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it(`counts the searches a member saved before the limit was counted: 50 parallel saves on top of ${MAX_SAVED_SEARCHES - 1} add one`, async () => {
    const user = await createTestUser('investor', 'approved');
    const { savedSearchEntity } = await import('../../functions/src/db/entities/saved-search');
    for (let i = 0; i < MAX_SAVED_SEARCHES - 1; i++)
      await savedSearchEntity.create({ userId: user.userId, id: randomUUID(), name: `Old ${i}`, createdAt: new Date().toISOString(), filters }).go();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => save(user.token, { name: `Parallel ${i}`, filters })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect((await list(user.token)).body.items).toHaveLength(MAX_SAVED_SEARCHES);
  });
});

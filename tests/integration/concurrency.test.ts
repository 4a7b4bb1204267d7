import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AreaInsight } from '@shared/domain/area-insight';
import type { Property } from '@shared/domain/property';
import { newPropertyForm, propertyToForm } from '@shared/views/property-form';
import type { Resource } from '@shared/domain/resource';
import { routes, type RouteName } from '@shared/contract/routes';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { seedProperties } from '../../infra/local/seed/properties';
import { api, createTestUser, type TestUser } from '../support/stack';

/**
 * Concurrency.
 *
 * 1. Two admins save the same record from the same copy (the same expected version) at the same moment:
 *    exactly one is saved (2xx), the other answered 409, and no field is lost: the winner's edit is stored
 *    whole, none of the loser's is mixed in, and the loser's retry from a fresh copy keeps the winner's.
 *    One entry per versioned admin update route, keyed by route name: add a line when a route lands.
 * 2. Twenty rapid favourite toggles from one user end with the server's list and the catalogue agreeing
 *    with the last toggle.
 */

type Fields = Record<string, unknown>;

interface SameRecordCase {
  /** A record of the case's own (never seeded data other tests read); answers its path params. */
  create(admin: TestUser): Promise<Record<string, string>>;
  /** The record as an admin's edit form loads it: its fields and version. */
  read(admin: TestUser, params: Record<string, string>): Promise<{ fields: Fields; version: number }>;
  /** Two admins' edits of DIFFERENT fields: the changed fields only. */
  edits: [Fields, Fields];
  /** The request body saving `fields` (the whole form as loaded, with the edit applied) from `version`. */
  body(fields: Fields, version: number): unknown;
  /** Deletes the case's record again, so the browser tests that run later see only the demo data. */
  remove?(admin: TestUser, params: Record<string, string>): Promise<void>;
}

const removeAt = (path: string) => async (admin: TestUser) => {
  expect((await api(path, { method: 'DELETE', token: admin.token })).status).toBeLessThan(300);
};

const pathOf = (name: RouteName, params: Record<string, string>) =>
  routes[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

const sameRecordCases: Partial<Record<RouteName, SameRecordCase>> = {
  updateMember: {
    create: async () => ({ id: (await createTestUser('investor', 'approved')).userId }),
    read: async (admin, { id }) => {
      const res = await api<{ profile: Fields & { version: number } }>(`/profiles/${id}`, { token: admin.token });
      expect(res.status).toBe(200);
      return { fields: res.body.profile, version: res.body.profile.version };
    },
    edits: [{ phone: '07700 900001' }, { budget: '£250k', cashToInvest: '£60k' }],
    body: (fields, version) => ({
      ...Object.fromEntries(
        [
          'phone',
          'cashToInvest',
          'exitStrategy',
          'purchaseStructure',
          'propertyTypeInterest',
          'budget',
          'timeframeToBuy',
          'propertiesToSell',
          'numberOfProperties',
        ].map((key) => [key, fields[key] ?? null]),
      ),
      expectedVersion: version,
    }),
  },
  updateProperty: {
    create: async (admin) => {
      const res = await api<{ property: Property }>('/properties', {
        method: 'POST',
        token: admin.token,
        body: {
          ...newPropertyForm(),
          title: `Race Terrace ${randomUUID().slice(0, 8)}`,
          propertyType: 'Terrace',
          bedrooms: 2,
          price: 95_000,
          currentRent: 650,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { id: res.body.property.id };
    },
    read: async (admin, { id }) => {
      const res = await api<{ property: Property }>(`/properties/${id}`, { token: admin.token });
      expect(res.status).toBe(200);
      return { fields: propertyToForm(res.body.property) as unknown as Fields, version: res.body.property.version };
    },
    edits: [{ headline: 'Freshly decorated terrace' }, { councilTaxBand: 'B', bedrooms: 3 }],
    body: (fields, version) => ({ ...fields, expectedVersion: version }),
    remove: (admin, { id }) => removeAt(`/properties/${id}`)(admin),
  },
  updateResource: {
    create: async (admin) => {
      const res = await api<{ resource: Resource }>('/resources', {
        method: 'POST',
        token: admin.token,
        body: {
          title: 'Race guide',
          description: 'Two admins edit me.',
          type: 'external',
          actionText: 'Read More',
          externalUrl: 'https://www.gov.uk/',
          iconName: 'BookOpen',
          displayOrder: 90,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { id: res.body.resource.id };
    },
    read: async (admin, { id }) => {
      const found = (await api<{ items: Resource[] }>('/resources', { token: admin.token })).body.items.find((r) => r.id === id)!;
      return { fields: found as unknown as Fields, version: found.version };
    },
    edits: [{ title: 'Race guide, first admin' }, { description: 'Second admin rewrote this.', displayOrder: 91 }],
    body: (fields, version) => {
      const { id: _id, version: _version, updatedAt: _updatedAt, ...editable } = fields;
      return { ...editable, version };
    },
    remove: (admin, { id }) => removeAt(`/resources/${id}`)(admin),
  },
  updateAreaInsight: {
    create: async (admin) => {
      const tag = randomUUID().slice(0, 8);
      const hull = seedAreaInsights.find((a) => a.input.urlSlug === 'hull')!;
      const res = await api<{ insight: AreaInsight }>('/admin/area-insights', {
        method: 'POST',
        token: admin.token,
        body: { ...hull.input, locationName: `Raceville ${tag}`, urlSlug: `raceville-${tag}`, isPublished: false, displayOrder: 60 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { id: res.body.insight.id };
    },
    read: async (admin, { id }) => {
      const found = (await api<{ items: AreaInsight[] }>('/admin/area-insights', { token: admin.token })).body.items.find((a) => a.id === id)!;
      return { fields: found as unknown as Fields, version: found.version };
    },
    edits: [{ snippet: 'A first admin rewrote the snippet.' }, { averageHousePrice: 155_000, demandLevel: 'Very High' }],
    body: (fields, version) => {
      const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...editable } = fields;
      return { ...editable, version };
    },
    remove: (admin, { id }) => removeAt(`/admin/area-insights/${id}`)(admin),
  },
};

const admins: TestUser[] = [];
beforeAll(async () => {
  admins.push(...(await Promise.all([createTestUser('admin', 'approved'), createTestUser('admin', 'approved')])));
});

const picked = (fields: Fields, keys: string[]) => Object.fromEntries(keys.map((key) => [key, fields[key] ?? null]));

describe.each(Object.entries(sameRecordCases) as [RouteName, SameRecordCase][])('two admins save the same record: %s', (name, testCase) => {
  it.each([1, 2, 3])('round %i: exactly one 2xx and one 409, no field lost', async () => {
    const [first, second] = admins as [TestUser, TestUser];
    const params = await testCase.create(first);
    const original = await testCase.read(first, params);
    const route = routes[name];
    const save = (admin: TestUser, edit: Fields, copy: { fields: Fields; version: number }) =>
      api(pathOf(name, params), { method: route.method, token: admin.token, body: testCase.body({ ...copy.fields, ...edit }, copy.version) });

    // Both from the same copy, at the same moment.
    const results = await Promise.all([save(first, testCase.edits[0], original), save(second, testCase.edits[1], original)]);
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s >= 200 && s < 300),
      JSON.stringify(results.map((r) => r.body)),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    const winner = statuses[0]! < 300 ? 0 : 1;
    const loser = 1 - winner;
    const winnerEdit = testCase.edits[winner]!;
    const loserEdit = testCase.edits[loser]!;

    // The winner's edit is stored whole; nothing of the loser's is mixed in; every other field is as it was.
    const stored = await testCase.read(first, params);
    expect(picked(stored.fields, Object.keys(winnerEdit))).toEqual(winnerEdit);
    expect(picked(stored.fields, Object.keys(loserEdit))).toEqual(picked(original.fields, Object.keys(loserEdit)));
    expect(stored.version).toBeGreaterThan(original.version);

    // The loser reloads and saves again: both edits are there, nothing lost.
    const reloaded = await testCase.read(admins[loser]!, params);
    const retry = await save(admins[loser]!, loserEdit, reloaded);
    expect(retry.status, JSON.stringify(retry.body)).toBeLessThan(300);
    const final = await testCase.read(first, params);
    expect(picked(final.fields, [...Object.keys(winnerEdit), ...Object.keys(loserEdit)])).toEqual({ ...winnerEdit, ...loserEdit });
    await testCase.remove?.(first, params);
  });
});

/** The catalogue's seeded listings, in catalogue order: no test deletes or unpublishes them, unlike the listings other files make meanwhile. */
const seeded = <T extends { id: string }>(items: T[]) => items.filter((item) => seedProperties.some((p) => p.id === item.id));

describe('20 rapid favourite toggles from one user', () => {
  it('end with the server list and the catalogue agreeing with the last toggle', async () => {
    const investor = await createTestUser('investor', 'approved');
    const catalogue = await api<{ items: { id: string; title: string }[] }>('/properties', { token: investor.token });
    expect(catalogue.status).toBe(200);
    const offFirst = seeded(catalogue.body.items)[0]!;
    const onFirst = seeded(catalogue.body.items)[1]!;
    // One property starts out a favourite, the other not: after 20 toggles each ends where it began.
    expect((await api(`/me/favourites/${onFirst.id}`, { method: 'PUT', token: investor.token })).status).toBe(204);

    const wanted = new Map([
      [offFirst.id, false],
      [onFirst.id, true],
    ]);
    const toggles: { id: string; on: boolean }[] = [];
    for (let i = 0; i < 20; i += 1) {
      for (const id of wanted.keys()) {
        const on = !wanted.get(id);
        wanted.set(id, on);
        toggles.push({ id, on });
      }
    }
    // In order, each sent the moment the previous answered (as the SPA's serialised toggle does), both properties interleaved.
    for (const { id, on } of toggles) {
      const res = await api(`/me/favourites/${id}`, { method: on ? 'PUT' : 'DELETE', token: investor.token });
      expect(res.status).toBe(204);
    }
    expect(toggles.filter((t) => t.id === offFirst.id)).toHaveLength(20);
    expect(toggles.at(-2)).toEqual({ id: offFirst.id, on: false });
    expect(toggles.at(-1)).toEqual({ id: onFirst.id, on: true });

    const list = await api<{ items: { propertyId: string; property: { id: string } | null }[] }>('/me/favourites', { token: investor.token });
    expect(list.status).toBe(200);
    expect(list.body.items.map((item) => item.propertyId)).toEqual([onFirst.id]);
    // The list resolves its favourite to the catalogue's card, and the catalogue still lists it.
    expect(list.body.items[0]!.property?.id).toBe(onFirst.id);
    const after = await api<{ items: { id: string }[] }>('/properties', { token: investor.token });
    expect(after.body.items.map((item) => item.id)).toContain(onFirst.id);
  });

  it('a burst of toggles fired without waiting still leaves one consistent state', async () => {
    const investor = await createTestUser('investor', 'approved');
    const catalogue = await api<{ items: { id: string }[] }>('/properties', { token: investor.token });
    const id = seeded(catalogue.body.items)[2]!.id;
    // 20 alternating calls all in flight at once: their order of arrival is not known, but every one succeeds
    // and the list answers one of the two states, with a resolvable card when it holds the favourite.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api(`/me/favourites/${id}`, { method: i % 2 === 0 ? 'PUT' : 'DELETE', token: investor.token })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(204));
    const list = await api<{ items: { propertyId: string; property: { id: string } | null }[] }>('/me/favourites', { token: investor.token });
    expect(list.body.items.length).toBeLessThanOrEqual(1);
    for (const item of list.body.items) expect(item.property?.id).toBe(id);
    // A final toggle then decides: the list follows it.
    expect((await api(`/me/favourites/${id}`, { method: 'PUT', token: investor.token })).status).toBe(204);
    expect((await api<{ items: { propertyId: string }[] }>('/me/favourites', { token: investor.token })).body.items.map((i) => i.propertyId)).toEqual([id]);
  });
});

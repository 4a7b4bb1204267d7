import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedDealScenario } from '@shared/contract/responses';
import type { DealScenario } from '@shared/domain/deal-scenario';
import type { Property } from '@shared/domain/property';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { draftPropertyIds, seedProperties } from '../../infra/local/seed/properties';
import { findScans } from '../support/no-scan';
import { commandsDuring } from '../support/command-count';
import { api, createTestUser, type TestUser } from '../support/stack';

/** Saved deal analyses: inputs only, per investor (never visible to another member, the public or an admin), checked by the shared schema. */
let investor: TestUser;
let other: TestUser;
let admin: TestUser;
let listing: Property;
let draft: Property;
beforeAll(async () => {
  [investor, other, admin] = await Promise.all([
    createTestUser('investor', 'approved'),
    createTestUser('investor', 'approved'),
    createTestUser('admin', 'approved'),
  ]);
  // Seeded listings, as stored: no test deletes or unpublishes them, unlike the listings other files make meanwhile.
  const { getProperty } = await import('../../functions/src/catalogue/db/properties');
  listing = (await getProperty(seedProperties.find((p) => p.input.isPublished && p.input.status !== 'Withdrawn')!.id))!;
  draft = (await getProperty(draftPropertyIds[0]))!;
  expect(listing).toBeDefined();
});

const inputs = () => defaultDealInputs({ price: 300_000, monthlyRent: 1_500 });
const save = (token: string, body: unknown) => api<{ scenario: DealScenario }>('/me/deal-scenarios', { method: 'POST', token, body });
const list = (token: string, propertyId?: string) =>
  api<{ items: SavedDealScenario[] }>(`/me/deal-scenarios${propertyId ? `?propertyId=${propertyId}` : ''}`, { token });

describe('saved deal analyses', () => {
  it('saves a named scenario on a listing, lists it there and in all of the investor’s analyses, and deletes it', async () => {
    const saved = await save(investor.token, { propertyId: listing.id, name: 'Cash offer', inputs: inputs() });
    expect(saved.status).toBe(201);
    expect(saved.body.scenario).toMatchObject({ propertyId: listing.id, name: 'Cash offer', userId: investor.userId, inputs: inputs() });
    const id = saved.body.scenario.id;

    const onListing = await list(investor.token, listing.id);
    expect(onListing.status).toBe(200);
    expect(onListing.body.items).toEqual([{ ...saved.body.scenario, property: { id: listing.id, title: listing.title } }]);
    expect((await list(investor.token)).body.items.map((s) => s.id)).toContain(id);
    expect((await api(`/me/deal-scenarios/${id}`, { token: investor.token })).body).toEqual({ scenario: saved.body.scenario });

    expect((await api(`/me/deal-scenarios/${id}`, { method: 'DELETE', token: investor.token })).status).toBe(204);
    expect((await list(investor.token, listing.id)).body.items).toEqual([]);
    expect((await api(`/me/deal-scenarios/${id}`, { method: 'DELETE', token: investor.token })).status).toBe(404);
  });

  it('is per investor: another investor gets 404 reading or deleting it and lists none; an admin sees none; the public is refused', async () => {
    const { body } = await save(investor.token, { propertyId: listing.id, name: 'Mine', inputs: inputs() });
    const id = body.scenario.id;

    expect((await api(`/me/deal-scenarios/${id}`, { token: other.token })).status).toBe(404);
    expect((await api(`/me/deal-scenarios/${id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await list(other.token, listing.id)).body.items).toEqual([]);
    expect((await api(`/me/deal-scenarios/${id}`, { token: admin.token })).status).toBe(404);
    expect((await list(admin.token)).body.items).toEqual([]);
    // Signed-in routes refuse a visitor before looking anything up (authorization-matrix.test.ts): nothing is revealed.
    expect((await api(`/me/deal-scenarios/${id}`)).status).toBe(401);
    expect((await api('/me/deal-scenarios')).status).toBe(401);

    // Still there for its owner.
    expect((await api(`/me/deal-scenarios/${id}`, { token: investor.token })).status).toBe(200);
  });

  it.each([
    ['a negative price', { inputs: { ...inputs(), price: -1 } }, /inputs.price: Enter an amount of 0 or more/],
    ['an ICR over 1000%', { inputs: { ...inputs(), icrPercent: 1_001 } }, /Interest cover ratio must be at most 1000%/],
    ['a deposit over 100%', { inputs: { ...inputs(), depositPercent: 150 } }, /Deposit must be at most 100%/],
    ['a price that is text', { inputs: { ...inputs(), price: '300000' } }, /price/i],
    ['no inputs', { inputs: undefined }, /inputs/i],
    ['an empty name', { name: '   ' }, /Name the scenario/],
    ['a malformed property id', { propertyId: 'NOT AN ID' }, /propertyId|property/i],
  ])('refuses %s with 400 and a message saying what to fix', async (_case, change, message) => {
    const res = await save(investor.token, { propertyId: listing.id, name: 'Bad', inputs: inputs(), ...change });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((res.body as unknown as { message: string }).message).toMatch(message);
  });

  it('404s a listing the investor may not see (a draft) or that does not exist', async () => {
    if (draft) expect((await save(investor.token, { propertyId: draft.id, name: 'Draft', inputs: inputs() })).status).toBe(404);
    expect((await save(investor.token, { propertyId: 'no-such-listing', name: 'Gone', inputs: inputs() })).status).toBe(404);
  });

  it('50 parallel saves 30 short of the limit end at exactly the limit, the rest refused with its message', async () => {
    const { MAX_SCENARIOS_PER_INVESTOR } = await import('../../functions/src/catalogue/db/deal-scenarios');
    const user = await createTestUser('investor', 'approved');
    // Stored directly, as a member's scenarios saved before the limit was counted are.
    const { dealScenarioEntity } = await import('../../functions/src/db/entities/deal-scenario');
    const old = Array.from({ length: MAX_SCENARIOS_PER_INVESTOR - 30 }, (_, i) => ({
      id: randomUUID(),
      userId: user.userId,
      propertyId: listing.id,
      name: `Old ${i}`,
      createdAt: new Date().toISOString(),
      inputs: inputs(),
    }));
    for (let i = 0; i < old.length; i += 10) await Promise.all(old.slice(i, i + 10).map((s) => dealScenarioEntity.create(s).go()));

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => save(user.token, { propertyId: listing.id, name: `Parallel ${i}`, inputs: inputs() })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(30);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused).toMatchObject({ status: 400, body: { message: `You can keep up to ${MAX_SCENARIOS_PER_INVESTOR} analyses: delete one first` } });
    expect((await list(user.token)).body.items).toHaveLength(MAX_SCENARIOS_PER_INVESTOR);
  });

  it('reads the list by Query, never a Scan', async () => {
    const { commands } = await commandsDuring(() => list(investor.token));
    expect(findScans(commands)).toEqual([]);
  });
});

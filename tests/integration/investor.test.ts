import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/domain/property';
import { draftPropertyIds, seedProperties } from '../../infra/local/seed/properties';
import { api, createTestUser, demo, signIn, type TestUser } from '../support/stack';

let investor: TestUser;
let listable: Property;
let draft: Property;
beforeAll(async () => {
  investor = await createTestUser('investor', 'approved');
  // Seeded listings, as stored: no test deletes or unpublishes them, unlike the listings other files make meanwhile.
  const { getProperty } = await import('../../functions/src/catalogue/db/properties');
  listable = (await getProperty(seedProperties.find((p) => p.input.isPublished && p.input.status !== 'Withdrawn')!.id))!;
  draft = (await getProperty(draftPropertyIds[0]))!;
});

describe('GET /properties/{id}', () => {
  it('shows an investor a published property and answers a draft like a missing one', async () => {
    expect((await api<{ property: Property }>(`/properties/${listable.id}`, { token: investor.token })).body.property.id).toBe(listable.id);
    const hidden = await api<{ message: string }>(`/properties/${draft.id}`, { token: investor.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Property not found');
    expect((await api(`/properties/does-not-exist`, { token: investor.token })).status).toBe(404);
  });

  it('shows an admin the draft', async () => {
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    expect((await api(`/properties/${draft.id}`, { token: accessToken })).status).toBe(200);
  });
});

describe('favourites and detail requests', () => {
  it('saves a favourite idempotently, lists it with its card, and removes it', async () => {
    for (let i = 0; i < 2; i++) expect((await api(`/me/favourites/${listable.id}`, { method: 'PUT', token: investor.token })).status).toBe(204);
    const list = await api<{ items: { propertyId: string; property: { title: string } | null }[] }>('/me/favourites', { token: investor.token });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ propertyId: listable.id, property: { title: listable.title } });
    expect((await api(`/me/favourites/${listable.id}`, { method: 'DELETE', token: investor.token })).status).toBe(204);
    expect((await api<{ items: unknown[] }>('/me/favourites', { token: investor.token })).body.items).toEqual([]);
  });

  it('refuses to favourite or request a property the investor cannot see', async () => {
    expect((await api(`/me/favourites/${draft.id}`, { method: 'PUT', token: investor.token })).status).toBe(404);
    expect((await api(`/me/property-requests/${draft.id}`, { method: 'PUT', token: investor.token })).status).toBe(404);
  });

  it("keeps one user out of another user's favourites", async () => {
    const other = await createTestUser('investor', 'approved');
    await api(`/me/favourites/${listable.id}`, { method: 'PUT', token: other.token });
    expect((await api<{ items: unknown[] }>('/me/favourites', { token: investor.token })).body.items).toEqual([]);
  });

  it('records a detail request as pending with its date, once', async () => {
    await api(`/me/property-requests/${listable.id}`, { method: 'PUT', token: investor.token });
    const first = await api<{ items: { status: string; createdAt: string }[] }>('/me/property-requests', { token: investor.token });
    await api(`/me/property-requests/${listable.id}`, { method: 'PUT', token: investor.token });
    const second = await api<{ items: { status: string; createdAt: string }[] }>('/me/property-requests', { token: investor.token });
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0]).toMatchObject({ status: 'pending', createdAt: first.body.items[0]!.createdAt });
    expect((await api(`/me/property-requests/${listable.id}`, { method: 'DELETE', token: investor.token })).status).toBe(204);
    expect((await api<{ items: unknown[] }>('/me/property-requests', { token: investor.token })).body.items).toEqual([]);
  });
});

describe('profile updates', () => {
  it('saves name and phone, an empty phone as null, and rejects a blank name', async () => {
    const saved = await api<{ profile: { fullName: string; phone: string | null } }>('/me', {
      method: 'PATCH',
      token: investor.token,
      body: { fullName: '  Rita Rowe ', phone: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ fullName: 'Rita Rowe', phone: null });
    const blank = await api<{ message: string }>('/me', { method: 'PATCH', token: investor.token, body: { fullName: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Full name cannot be empty');
  });

  it('saves the eight requirement fields, nulls included, and drops the count without properties to sell', async () => {
    const fields = {
      cashToInvest: '£150k',
      exitStrategy: null,
      purchaseStructure: 'limited-company',
      propertyTypeInterest: 'house',
      budget: '£200k',
      timeframeToBuy: '0-3-months',
      propertiesToSell: 'no',
      numberOfProperties: 4,
    };
    const res = await api<{ profile: Record<string, unknown> }>('/me/requirements', { method: 'PUT', token: investor.token, body: fields });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ ...fields, numberOfProperties: null });
    const bad = await api('/me/requirements', { method: 'PUT', token: investor.token, body: { ...fields, timeframeToBuy: 'tomorrow' } });
    expect(bad.status).toBe(400);
    const me = await api<{ profile: Record<string, unknown> }>('/me', { token: investor.token });
    expect(me.body.profile.timeframeToBuy).toBe('0-3-months');
  });
});

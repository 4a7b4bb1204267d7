import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/domain/property';
import type { RegistrationRow } from '@shared/contract/responses';
import { PROPERTY_INTEREST_UNAVAILABLE } from '@shared/domain/interest';
import { storeProperty } from '../../infra/local/builders/stored-property';
import { commandsDuring } from '../support/command-count';
import { findScans } from '../support/no-scan';
import { api, createTestUser, postFrom, type TestUser } from '../support/stack';

/**
 * Interest per property (spec 'Interest registration': property_id; 'select by property_id newest first;
 * count by property_id'): a registration made from a shared property page names the property, Property
 * Management counts each listing's registrations and lists them, newest first, read by index (no Scan).
 */
let admin: TestUser;
let investor: TestUser;
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
});

async function freshProperty(over: Partial<Property> = {}): Promise<Property> {
  const id = `interest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return storeProperty(id, { title: `Interest test ${id}`, isPublished: true, status: 'Available', ...over });
}
const uniqueEmail = () => `interest-${randomUUID().slice(0, 8)}@test.example.com`;
const registration = (email: string, propertyId?: string) => ({
  fullName: 'Sam Patel',
  email,
  phone: '07700 900123',
  message: 'Is the tenant staying?',
  ...(propertyId ? { propertyId } : {}),
});
// From an address of this file's own: the per-IP throttle (20 in 10 minutes) is shared with the other files' visitors.
const register = (body: object) => postFrom<{ id: string; message?: string }>('127.31.0.1', '/interest-registrations', body);
const stored = async (email: string) => (await import('../../functions/src/sales/db/interest-registrations')).getInterestRegistration(email);
const counts = async () => {
  const res = await api<{ counts: Record<string, number> }>('/property-management/interest-counts', { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.counts;
};
const interestIn = (id: string, token = admin.token) => api<{ items: RegistrationRow[] }>(`/properties/${id}/interest-registrations`, { token });

describe('registering interest from a property page', () => {
  it('stores the property with the registration, and the admin list names it', async () => {
    const property = await freshProperty();
    const email = uniqueEmail();
    expect((await register(registration(email, property.id))).status).toBe(201);
    expect(await stored(email)).toMatchObject({ email, propertyId: property.id });
    const list = await api<{ items: RegistrationRow[] }>('/interest-registrations', { token: admin.token });
    expect(list.body.items.find((r) => r.email === email)).toMatchObject({ propertyId: property.id, property: { id: property.id, title: property.title } });
  });

  it('refuses a property a visitor cannot see (unknown, draft, Withdrawn) with a 400 naming it, storing nothing', async () => {
    const draft = await freshProperty({ isPublished: false });
    const withdrawn = await freshProperty({ status: 'Withdrawn' });
    for (const propertyId of ['no-such-property', draft.id, withdrawn.id]) {
      const email = uniqueEmail();
      const res = await register(registration(email, propertyId));
      expect(res.status, propertyId).toBe(400);
      expect(res.body.message).toBe(PROPERTY_INTEREST_UNAVAILABLE);
      expect(await stored(email)).toBeUndefined();
    }
    expect((await counts())[draft.id] ?? 0).toBe(0);
  });

  it('still takes a registration without a property (a general enquiry)', async () => {
    const email = uniqueEmail();
    expect((await register(registration(email))).status).toBe(201);
    expect(await stored(email)).toMatchObject({ propertyId: null });
  });
});

describe('interest per property in Property Management', () => {
  it("counts each listing's registrations, and lists them newest first by index, without a Scan", async () => {
    const [property, other] = await Promise.all([freshProperty(), freshProperty()]);
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of emails) expect((await register(registration(email, property.id))).status).toBe(201);
    expect((await register(registration(uniqueEmail(), other.id))).status).toBe(201);
    // A duplicate email is refused and not counted.
    expect((await register(registration(emails[0]!, property.id))).status).toBe(409);

    const all = await counts();
    expect(all[property.id]).toBe(3);
    expect(all[other.id]).toBe(1);

    const { result, commands } = await commandsDuring(() => interestIn(property.id));
    expect(result.status).toBe(200);
    expect(result.body.items.map((r) => r.email)).toEqual([...emails].reverse());
    expect(result.body.items.every((r) => r.propertyId === property.id && r.property?.title === property.title)).toBe(true);
    expect(findScans(commands)).toEqual([]);
    expect(commands.some((c) => c.command === 'QueryCommand' && c.index === 'gsi2')).toBe(true);

    expect((await interestIn('no-such-property')).body.items).toEqual([]);
    expect((await interestIn(property.id, investor.token)).status).toBe(403);
    expect((await api('/property-management/interest-counts', { token: investor.token })).status).toBe(403);
  });

  it("drops a deleted property's count with the property", async () => {
    const property = await freshProperty();
    expect((await register(registration(uniqueEmail(), property.id))).status).toBe(201);
    expect((await counts())[property.id]).toBe(1);
    expect((await api(`/properties/${property.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect((await counts())[property.id]).toBeUndefined();
  });
});

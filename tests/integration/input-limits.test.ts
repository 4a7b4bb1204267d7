import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AreaInsight, AreaInsightInput } from '@shared/domain/area-insight';
import type { Property } from '@shared/domain/property';
import { propertyToForm } from '@shared/views/property-form';
import { documentFields } from '@shared/rules/document-fields';
import { propertyDocumentsPrefix } from '@shared/rules/uploads';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { seedProperties } from '../../infra/local/seed/properties';
import { api, createTestUser, type TestUser } from '../support/stack';

/**
 * Bad input that must never reach a 500: each is a 400 whose details name the field, and nothing is stored.
 */
type Refusal = { message: string; details?: { fields: { field: string; message: string }[] } };

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

const template = seedProperties.find((p) => p.input.propertyType === 'Terrace' && p.input.tenureType === 'Freehold') ?? seedProperties[0]!;
/** The seed property as the form would send it for a new listing with the id the form chose. */
const newForm = (id: string) => {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    ...form
  } = propertyToForm({ ...template.input, id, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), version: 1 } as Property) as ReturnType<
    typeof propertyToForm
  > &
    Record<string, unknown>;
  const noFiles = Object.fromEntries([...documentFields, 'floorplanUrl'].map((field) => [field, null]));
  return { ...form, ...noFiles, photos: [], comparables: [], epcUnits: [], id, isPublished: false };
};

async function expectRefused(res: { status: number; body: Refusal }, field: string) {
  expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(400);
  expect(res.body.details?.fields.map((f) => f.field)).toContain(field);
  expect(res.body.message).toContain(field);
}

const storedProperty = async (id: string) => (await import('../../functions/src/catalogue/db/properties')).getProperty(id);

describe('properties', () => {
  it('a price typed in thousands (below 1.2 x the monthly rent) is a 400 on the price, not a 500', async () => {
    const id = randomUUID();
    const res = await api<Refusal>('/properties', { method: 'POST', token: admin.token, body: { ...newForm(id), price: 95, currentRent: 650 } });
    await expectRefused(res, 'price');
    expect(await storedProperty(id)).toBeUndefined();
  });

  it('an achievable rent that makes the potential yield too large is a 400 on the price too', async () => {
    const id = randomUUID();
    const res = await api<Refusal>('/properties', {
      method: 'POST',
      token: admin.token,
      body: { ...newForm(id), price: 500, currentRent: 0, achievableMarketRent: 700 },
    });
    await expectRefused(res, 'price');
    expect(await storedProperty(id)).toBeUndefined();
  });

  it("a photo key under the property's own documents prefix is a 400 on the photo", async () => {
    const id = randomUUID();
    const res = await api<Refusal>('/properties', {
      method: 'POST',
      token: admin.token,
      body: { ...newForm(id), photos: [`${propertyDocumentsPrefix(id)}epc-1780000000000.pdf`] },
    });
    await expectRefused(res, 'photos.0');
    expect(await storedProperty(id)).toBeUndefined();
  });

  it("a listing over DynamoDB's 400 KB item limit is a 400 naming its largest field, and nothing is stored", async () => {
    const id = randomUUID();
    const long = (c: string) => c.repeat(19_000); // 3 bytes a character in UTF-8
    const body = {
      ...newForm(id),
      description: long('€'),
      opportunitySummary: long('€'),
      propertyBrief: long('€'),
      locationSummary: long('€'),
      conditionExternal: long('€') + '€€',
      conditionInternal: long('€'),
      conditionKitchen: long('€'),
      conditionShower: long('€'),
    };
    const res = await api<Refusal>('/properties', { method: 'POST', token: admin.token, body });
    await expectRefused(res, 'conditionExternal');
    expect(await storedProperty(id)).toBeUndefined();
  });

  it('a large edit is stored, its audit event kept within the item limit', async () => {
    const id = randomUUID();
    const texts = (c: string) =>
      Object.fromEntries(['description', 'opportunitySummary', 'propertyBrief', 'locationSummary', 'conditionInternal'].map((f) => [f, c.repeat(19_000)]));
    const created = await api<{ property: Property }>('/properties', { method: 'POST', token: admin.token, body: { ...newForm(id), ...texts('€') } });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const property = created.body.property;
    const res = await api<{ property: Property }>(`/properties/${id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...propertyToForm(property), ...texts('£'), expectedVersion: property.version },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect((await storedProperty(id))?.description).toBe('£'.repeat(19_000));
    const history = await api<{ items: { changes: Record<string, unknown> }[] }>(`/audit/property/${id}`, { token: admin.token });
    expect(Object.keys(history.body.items[0]!.changes)).toContain('description');
  });
});

describe('area insights', () => {
  const hull = seedAreaInsights.find((a) => a.input.urlSlug === 'hull')!;
  const input = (overrides: Partial<AreaInsightInput>): AreaInsightInput => {
    const tag = randomUUID().slice(0, 8);
    return { ...hull.input, locationName: `Limitville ${tag}`, urlSlug: `limitville-${tag}`, isPublished: false, ...overrides };
  };
  const slugStored = async (slug: string) => (await import('../../functions/src/catalogue/db/area-insights')).getAreaInsightBySlug(slug);

  it.each([
    ['averageHousePrice', { averageHousePrice: 2 ** 53 }],
    ['averageRentPcm', { averageRentPcm: 2 ** 60 }],
    ['historicPrice2024', { historicPrice2024: 2 ** 53 + 2 }],
    ['propertySnapshot.purchasePrice', { propertySnapshot: { ...(hull.input.propertySnapshot ?? {}), purchasePrice: 2 ** 53 } }],
    ['displayOrder', { displayOrder: 2 ** 53 }],
  ] as const)('%s at or above 2^53 is a 400 naming it', async (field, overrides) => {
    const body = input(overrides as Partial<AreaInsightInput>);
    const res = await api<Refusal>('/admin/area-insights', { method: 'POST', token: admin.token, body });
    await expectRefused(res, field);
    expect(await slugStored(body.urlSlug)).toBeUndefined();
  });

  it.each(['area-heroes/../../portal-property-documents/p1/roi.pdf', 'property-documents/p1/roi.pdf', 'area-heroes//x.jpg'])(
    'a hero image %j outside the heroes prefix is a 400 on heroImageUrl',
    async (heroImageUrl) => {
      const body = input({ heroImageUrl });
      const res = await api<Refusal>('/admin/area-insights', { method: 'POST', token: admin.token, body });
      await expectRefused(res, 'heroImageUrl');
      expect(await slugStored(body.urlSlug)).toBeUndefined();
    },
  );

  it("an insight over DynamoDB's item limit is a 400 naming its largest field", async () => {
    const long = (c: string) => c.repeat(19_000);
    const body = input({
      areaOverview: long('€'),
      investmentInsightsContent: long('€'),
      citygateCapital: long('€'),
      citygateIncome: long('€'),
      citygateGrowth: long('€'),
      citygateArea: long('€'),
      citygateExit: long('€'),
      investorInsights: long('€') + '€',
    });
    const res = await api<Refusal>('/admin/area-insights', { method: 'POST', token: admin.token, body });
    await expectRefused(res, 'investorInsights');
    expect(await slugStored(body.urlSlug)).toBeUndefined();
  });

  it('a large insight edit is stored with its audit event', async () => {
    const texts = (c: string) =>
      Object.fromEntries(['areaOverview', 'citygateCapital', 'citygateIncome', 'citygateGrowth', 'citygateExit'].map((f) => [f, c.repeat(19_000)]));
    const created = await api<{ insight: AreaInsight }>('/admin/area-insights', { method: 'POST', token: admin.token, body: input(texts('€')) });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const { id, createdAt: _c, updatedAt: _u, version, ...fields } = created.body.insight;
    const res = await api(`/admin/area-insights/${id}`, { method: 'PUT', token: admin.token, body: { ...fields, ...texts('£'), version } });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  });
});

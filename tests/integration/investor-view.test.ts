import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/domain/property';
import { propertyToForm } from '@shared/views/property-form';
import { investorFields } from '@shared/views/investor-property';
import { propertyDocumentsPrefix } from '@shared/rules/uploads';
import { seedProperties } from '../../infra/local/seed/properties';
import { api, createTestUser, type TestUser } from '../support/stack';
import { noPropertyFiles } from '../../infra/local/builders/property';

/**
 * An investor receives what the detail page shows and nothing more (a whitelisted view, like the public
 * one), and cannot get a signed link to the ROI document, which the spec's investor documents list leaves out.
 */
let admin: TestUser;
let investor: TestUser;
let listed: Property;
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
  const seed = seedProperties.find((p) => p.input.isPublished && p.input.status !== 'Withdrawn' && p.input.epcDocument)!;
  const id = randomUUID();
  const { createProperty } = await import('../../functions/src/catalogue/db/properties');
  listed = await createProperty(
    {
      ...seed.input,
      photos: [],
      imageUrl: null,
      comparables: [],
      epcDocument: `${propertyDocumentsPrefix(id)}epc-1780000000000.pdf`,
      roiDocument: `${propertyDocumentsPrefix(id)}roi-1780000000000.pdf`,
      epcUnits: [{ unitName: 'Flat 1', rating: 'C', documentUrl: `${propertyDocumentsPrefix(id)}epc-unit-1780000000000.pdf` }],
      googleMapsLink:
        '<iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>',
    },
    { id },
  );
});

describe('GET /properties/{id}', () => {
  it('gives an investor the whitelisted view: no publishing flag, version, map snippet, ROI document or document keys', async () => {
    const res = await api<{ property: Record<string, unknown> }>(`/properties/${listed.id}`, { token: investor.token });
    expect(res.status).toBe(200);
    const view = res.body.property;
    for (const hidden of ['isPublished', 'version', 'roiDocument']) expect(view).not.toHaveProperty(hidden);
    // Nothing on the detail page reads them: the area link is areaInsightsLink, the card's 'added' date is the catalogue's.
    for (const unshown of ['areaInsightId', 'createdAt']) expect(view).not.toHaveProperty(unshown);
    // The page frames the map from it (sections.tsx, MapFrame), so it stays, as the embed URL only.
    expect(view.googleMapsLink).toBe('https://www.google.com/maps/embed?pb=!1m18');
    expect(JSON.stringify(view)).not.toContain('property-documents/');
    expect(view.epcDocument).toBeTruthy();
    expect((view.epcUnits as { documentUrl: string | null }[])[0]?.documentUrl).toBeTruthy();
    for (const key of Object.keys(view))
      expect([
        ...investorFields,
        'googleMapsLink',
        'epcUnits',
        'epcDocument',
        'eicrDocument',
        'gasSafetyDocument',
        'tenancyAgreementDocument',
        'leaseDocuments',
        'serviceChargeAccountsDocument',
        'floorplanUrl',
      ]).toContain(key);
  });

  it('gives an admin the whole record (the edit form needs it)', async () => {
    const res = await api<{ property: Property }>(`/properties/${listed.id}`, { token: admin.token });
    expect(res.body.property).toMatchObject({ version: listed.version, isPublished: true, roiDocument: listed.roiDocument });
  });
});

describe('document links', () => {
  it('refuses an investor the ROI document, gives it to an admin', async () => {
    expect((await api(`/properties/${listed.id}/documents/roiDocument`, { token: investor.token })).status).toBe(404);
    const admins = await api<{ url: string }>(`/properties/${listed.id}/documents/roiDocument`, { token: admin.token });
    expect(admins.status).toBe(200);
  });

  it('still gives an investor the EPC and the unit EPCs', async () => {
    expect((await api(`/properties/${listed.id}/documents/epcDocument`, { token: investor.token })).status).toBe(200);
    expect((await api(`/properties/${listed.id}/documents/epcUnit-0`, { token: investor.token })).status).toBe(200);
  });
});

describe('a multi-unit listing', () => {
  it('stores its yield from the unit rents (the one monthly-rent rule), not 0', async () => {
    const seed = seedProperties.find((p) => p.input.tenureType === 'Freehold')!;
    const id = randomUUID();
    const form = propertyToForm({ ...seed.input, id, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), version: 1 } as Property);
    // The form holds no imageUrl (the stored main photo comes from the photos).
    const { imageUrl: _imageUrl, ...noFiles } = noPropertyFiles;
    const body = {
      ...form,
      ...noFiles,
      id,
      comparables: [],
      isPublished: true,
      propertyType: 'Block of Flats',
      // Published, so it states its EPC rating (Energy Performance of Buildings (England and Wales) Regulations 2012),
      // which the listing's rating is calculated from.
      epcUnits: [{ unitName: 'Flat 1', rating: 'C', documentUrl: null }],
      price: 250_000,
      currentRent: null,
      achievableMarketRent: 0,
      rentalUnits: [
        { unitName: 'Flat 1', rental: 550 },
        { unitName: 'Flat 2', rental: 600 },
        { unitName: 'Flat 3', rental: 650 },
      ],
    };
    const res = await api<{ property: Property }>('/properties', { method: 'POST', token: admin.token, body });
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(201);
    expect(res.body.property.yield).toBe(8.6);
    const cards = await api<{ items: { id: string; yield: number | null }[] }>('/properties', { token: investor.token });
    expect(cards.body.items.find((c) => c.id === id)?.yield).toBe(8.6);
  });
});

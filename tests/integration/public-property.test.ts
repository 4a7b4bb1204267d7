import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { imagePresetNames, imageVariantKey } from '@shared/rules/images';
import { documentFields } from '@shared/rules/document-fields';
import { fullFields, peekFields } from '@shared/views/public-property';
import { propertyArea } from '@shared/rules/property-area';
import { escapeHtml, peekPageTitle } from '@shared/render/share-meta';
import { draftPropertyIds, seedProperties, withdrawnPropertyId } from '../../infra/local/seed/properties';
import { fullKeys, peekKeys } from '../support/payload-keys';
import { api, createTestUser, stack, type TestUser } from '../support/stack';

const seeded = seedProperties.find((p) => p.input.epcDocument && p.input.floorplanUrl && p.input.address)!;
const leasehold = seedProperties.find(
  (p) => p.input.tenureType === 'Leasehold' && p.input.leaseDocuments && p.input.isPublished && p.input.status !== 'Withdrawn',
)!;

let investor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [investor, admin] = await Promise.all([createTestUser('investor', 'approved'), createTestUser('admin', 'approved')]);
});

describe('GET /public/properties/{id}', () => {
  it('the whitelists are the ones this test expects', () => {
    expect([...peekFields, 'area'].sort()).toEqual([...peekKeys, 'area'].sort());
    expect([...new Set(fullFields)].sort()).toEqual(fullKeys);
  });

  it('the sneak peek answers exactly its keys, with no address, documents or notes', async () => {
    const res = await api<{ property: Record<string, unknown> }>(`/public/properties/${seeded.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.property).sort()).toEqual([...peekKeys, 'area'].sort());
    // The area (town and postcode district), never the title: the admin form labels it Property Address.
    expect(res.body.property.area).toBe(propertyArea(seeded.input));
    expect(res.body.property.area).toMatch(/^[A-Za-z ]+, [A-Z]{1,2}\d[A-Z\d]?$/);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(seeded.input.title);
    expect(text).not.toContain(seeded.input.postcode!);
    expect(text).not.toContain(seeded.input.address!);
    expect(text).not.toContain('property-documents/');
  });

  it('the full view answers exactly its keys; the EPC document is a short-lived signed link that opens', async () => {
    const res = await api<{ property: Record<string, unknown> & { epcDocument: string; floorplanUrl: string; epcUnits: { documentUrl: string | null }[] } }>(
      `/public/properties/${seeded.id}?view=full`,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.property).sort()).toEqual(fullKeys);
    expect(res.body.property.address).toBe(seeded.input.address);
    for (const hidden of ['leaseDocuments', 'tenancyAgreementDocument', 'roiDocument', 'googleMapsLink', 'comparables', 'isPublished']) {
      expect(res.body.property).not.toHaveProperty(hidden);
    }
    const link = new URL(res.body.property.epcDocument);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('900');
    const pdf = await fetch(link);
    expect(pdf.status).toBe(200);
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);
    expect(res.body.property.epcUnits.every((u) => u.documentUrl === null || u.documentUrl.includes('X-Amz-Signature'))).toBe(true);
  });

  it('never hands out the lease documents of a leasehold property', async () => {
    const res = await api(`/public/properties/${leasehold.id}?view=full`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(leasehold.input.leaseDocuments!);
  });

  it.each([
    ['a draft', draftPropertyIds[0]],
    ['a Withdrawn property', withdrawnPropertyId],
    ['a missing id', 'no-such-property'],
  ])('answers 404 for %s, in both views and even to an admin', async (_what, id) => {
    for (const view of ['peek', 'full']) {
      const res = await api<{ message: string }>(`/public/properties/${id}?view=${view}`, { token: admin.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Property not found');
    }
  });

  it('rejects an unknown view', async () => {
    expect((await api(`/public/properties/${seeded.id}?view=everything`)).status).toBe(400);
  });
});

describe('GET /share/{view}/{id} (link previews)', () => {
  it('answers HTML with the property tags and no JSON security headers that would break the SPA', async () => {
    const res = await fetch(`${stack.config.apiUrl}/share/peek/${seeded.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBeNull();
    const html = await res.text();
    const area = propertyArea(seeded.input);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(peekPageTitle({ area, price: seeded.input.price }, stack.config.brand))}" />`);
    expect(html).toContain(`${escapeHtml(area!)} - `);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain(seeded.input.address!);
    expect(html).not.toContain(escapeHtml(seeded.input.title));
  });

  it("the full view's preview names the area too, never the title or street", async () => {
    const html = await (await fetch(`${stack.config.apiUrl}/share/full/${seeded.id}`)).text();
    expect(html).toContain(escapeHtml(propertyArea(seeded.input)!));
    expect(html).not.toContain(escapeHtml(seeded.input.title));
    expect(html).not.toContain(seeded.input.address!);
  });

  it('answers 404 (the SPA shell, no property tags) for a draft', async () => {
    const res = await fetch(`${stack.config.apiUrl}/share/full/${draftPropertyIds[0]}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('og:title');
  });
});

describe('GET /properties/{id}/documents/{document}', () => {
  it('gives a signed-in investor a 5-minute link that opens the PDF', async () => {
    const res = await api<{ url: string }>(`/properties/${leasehold.id}/documents/leaseDocuments`, { token: investor.token });
    expect(res.status).toBe(200);
    expect(new URL(res.body.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const pdf = await fetch(res.body.url);
    expect(pdf.status).toBe(200);
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);
  });

  it('signs a per-unit EPC certificate', async () => {
    const withUnitDoc = seedProperties.find((p) => p.input.isPublished && p.input.status !== 'Withdrawn' && p.input.epcUnits.some((u) => u.documentUrl))!;
    const index = withUnitDoc.input.epcUnits.findIndex((u) => u.documentUrl);
    const res = await api<{ url: string }>(`/properties/${withUnitDoc.id}/documents/epcUnit-${index}`, { token: investor.token });
    expect(res.status).toBe(200);
    expect((await fetch(res.body.url)).status).toBe(200);
  });

  it('answers 404 for a document the property does not have, or a property the investor cannot see', async () => {
    const noEicr = seedProperties.find((p) => p.input.isPublished && p.input.status !== 'Withdrawn' && !p.input.eicrDocument)!;
    expect((await api(`/properties/${noEicr.id}/documents/eicrDocument`, { token: investor.token })).status).toBe(404);
    expect((await api(`/properties/${draftPropertyIds[0]}/documents/epcDocument`, { token: investor.token })).status).toBe(404);
  });

  it('rejects a name that is not a document field', async () => {
    expect((await api(`/properties/${seeded.id}/documents/address`, { token: investor.token })).status).toBe(400);
  });
});

describe('DELETE /properties/{id}', () => {
  it('removes the property, its favourites and requests, and its photo variants and documents', async () => {
    const { createProperty, getProperty } = await import('../../functions/src/catalogue/db/properties');
    const { listFavourites } = await import('../../functions/src/catalogue/db/favourites');
    const { listPropertyRequests } = await import('../../functions/src/catalogue/db/property-requests');
    const s3 = await (await import('../../functions/src/s3')).s3();
    const template = seedProperties.find((p) => p.id === seeded.id)!;
    const id = `delete-me-${Date.now()}`;
    // Its files live under its own prefixes (docs/architecture.md section 8), which is what a delete removes.
    const photo = `property-images/${id}/1`;
    const documentKey = `property-documents/${id}/epc.pdf`;
    // Only its own files, so the clean-up cannot touch a seeded listing's photos or documents.
    const noDocuments = Object.fromEntries(documentFields.map((field) => [field, null]));
    await createProperty(
      { ...template.input, ...noDocuments, title: `Throwaway ${id}`, imageUrl: photo, photos: [photo], epcDocument: documentKey, epcUnits: [] },
      { id },
    );
    const images = stack.env.IMAGES_BUCKET!;
    const documents = stack.env.DOCUMENTS_BUCKET!;
    await Promise.all([
      ...imagePresetNames.map((preset) => s3.send(new PutObjectCommand({ Bucket: images, Key: imageVariantKey(photo, preset), Body: 'jpg' }))),
      s3.send(new PutObjectCommand({ Bucket: documents, Key: documentKey, Body: '%PDF-1.4' })),
    ]);
    expect((await api(`/me/favourites/${id}`, { method: 'PUT', token: investor.token })).status).toBe(204);
    expect((await api(`/me/property-requests/${id}`, { method: 'PUT', token: investor.token })).status).toBe(204);

    expect((await api(`/properties/${id}`, { method: 'DELETE', token: investor.token })).status).toBe(403);
    expect((await api(`/properties/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);

    expect(await getProperty(id)).toBeUndefined();
    expect((await api(`/properties/${id}`, { token: admin.token })).status).toBe(404);
    expect((await listFavourites(investor.userId)).map((f) => f.propertyId)).not.toContain(id);
    expect((await listPropertyRequests(investor.userId)).map((r) => r.propertyId)).not.toContain(id);
    const exists = (Bucket: string, Key: string) =>
      s3.send(new HeadObjectCommand({ Bucket, Key })).then(
        () => true,
        () => false,
      );
    for (const preset of imagePresetNames) expect(await exists(images, imageVariantKey(photo, preset))).toBe(false);
    expect(await exists(documents, documentKey)).toBe(false);
    // The investor's lists still load (nothing left behind that breaks a page).
    expect((await api('/me/favourites', { token: investor.token })).status).toBe(200);
  });

  it('answers 404 for an unknown property', async () => {
    const res = await api<{ message: string }>('/properties/no-such-property', { method: 'DELETE', token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Property not found');
  });
});

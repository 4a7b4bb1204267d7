import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/domain/audit';
import type { Property, PropertyCard } from '@shared/domain/property';
import { newPropertyForm, type PropertyFormValues } from '@shared/views/property-form';
import { FOREIGN_FILE_MESSAGE } from '@shared/rules/property-files';
import { api, createTestUser, type TestUser } from '../support/stack';

/** POST /properties and PUT /properties/{id}: the Add / Edit Property form's API (spec admin-and-content 'Add / Edit Property'). */
let admin: TestUser;
let investor: TestUser;
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
});

const embed = '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2360" width="600" height="450" loading="lazy"></iframe>';

/** A leasehold block of flats with everything filled in. */
const blockOfFlats = (over: Partial<PropertyFormValues> = {}): PropertyFormValues => ({
  ...newPropertyForm(),
  title: `Integration Block ${Math.random().toString(36).slice(2, 8)}`,
  headline: 'Three-flat block, fully let',
  propertyType: 'Block of Flats',
  type: 'Residential',
  price: 240_000,
  bedrooms: 6,
  bathrooms: 3,
  currentRent: 1_800,
  achievableMarketRent: 2_100,
  tenancy: 'Fully Tenanted',
  tenureType: 'Leasehold',
  leaseRemaining: 120,
  leaseStartYear: 2021,
  leaseLength: 125,
  groundRent: 250,
  groundRentReview: 'Fixed for the term',
  serviceCharge: 1_200,
  priceQualifier: 'Guide price',
  councilTaxBand: 'A',
  councilTaxLink: 'https://www.gov.uk/council-tax-bands',
  googleMapsLink: embed,
  areaInsightsLink: 'hull',
  amenities: 'Garden, Parking',
  rentalUnits: [
    { unitName: 'Flat 1', rental: 550 },
    { unitName: 'Flat 2', rental: 600 },
    { unitName: 'Flat 3', rental: 650 },
  ],
  epcUnits: [
    { unitName: 'Flat 1', rating: 'C', documentUrl: '' },
    { unitName: 'Flat 2', rating: 'D', documentUrl: 'https://files.example.com/epc-2.pdf' },
  ],
  comparables: [
    {
      type: 'recently_sold',
      title: 'Block of 3, Park Road',
      imageUrl: '',
      link: 'https://www.rightmove.co.uk/x',
      price: 230_000,
      rental: null,
      postcode: 'HU5 1AA',
      address: 'Park Road',
    },
    { type: 'recently_let', title: '1-bed flat, Park Road', imageUrl: '', link: '', price: null, rental: 575, postcode: 'HU5 1AB', address: '' },
  ],
  ...over,
});

const create = (body: object, token = admin.token) =>
  api<{ property: Property; message?: string; details?: { fields: { field: string; message: string }[] } }>('/properties', { method: 'POST', token, body });
const update = (id: string, body: object, token = admin.token) =>
  api<{ property: Property; message?: string; details?: { fields: { field: string; message: string }[] } }>(`/properties/${id}`, {
    method: 'PUT',
    token,
    body,
  });
const fieldsOf = (res: { body: { details?: { fields: { field: string; message: string }[] } } }) =>
  Object.fromEntries((res.body.details?.fields ?? []).map((f) => [f.field, f.message]));
const history = async (id: string) => (await api<{ items: AuditEvent[] }>(`/audit/property/${id}`, { token: admin.token })).body.items;

describe('create', () => {
  it('saves a draft: 201, yield computed by the server, unseen by investors, audited', async () => {
    const res = await create({ ...blockOfFlats(), isPublished: false, yield: 55, potentialYield: 66 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body.property;
    // 1800 x 12 / 240000 x 100 = 9.0; 2100 x 12 / 240000 x 100 = 10.5
    expect(p).toMatchObject({
      isPublished: false,
      yield: 9,
      potentialYield: 10.5,
      version: 1,
      county: 'East Yorkshire',
      tenancyType: 'Assured Shorthold Tenancy',
    });
    expect(p.rentalUnits.map((u) => u.unitName)).toEqual(['Flat 1', 'Flat 2', 'Flat 3']);
    expect(p.epcUnits).toHaveLength(2);
    expect(p.epcRating).toBe('C');
    expect(p.comparables.map((c) => c.type)).toEqual(['recently_sold', 'recently_let']);
    expect(p.comparables.every((c) => c.id.length > 0)).toBe(true);
    expect(p.areaInsightId).toBe('area-hull');
    expect(p.amenities).toEqual(['Garden', 'Parking']);

    expect((await api(`/properties/${p.id}`, { token: investor.token })).status).toBe(404);
    const cards = await api<{ items: PropertyCard[] }>('/properties', { token: investor.token });
    expect(cards.body.items.map((c) => c.id)).not.toContain(p.id);
    const asAdmin = await api<{ property: Property }>(`/properties/${p.id}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.property.isPublished).toBe(false);

    const [created] = await history(p.id);
    expect(created).toMatchObject({ action: 'property saved as draft', actorId: admin.userId, targetType: 'property', targetId: p.id });
    expect(created!.changes.title).toEqual({ before: null, after: p.title });
  });

  it('publishes: the investor sees its card and its detail', async () => {
    const res = await create({ ...blockOfFlats(), isPublished: true });
    expect(res.status).toBe(201);
    const id = res.body.property.id;
    expect((await api(`/properties/${id}`, { token: investor.token })).status).toBe(200);
    const cards = await api<{ items: PropertyCard[] }>('/properties', { token: investor.token });
    expect(cards.body.items.map((c) => c.id)).toContain(id);
    expect((await history(id))[0]!.action).toBe('property created and published');
  });

  it('refuses the conditional rules with a 400 naming each field, and stores nothing', async () => {
    const res = await create({ ...blockOfFlats({ propertyType: 'Terrace', currentRent: null, leaseRemaining: 0, title: '' }), isPublished: false });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({
      title: 'Enter the property address (the listing title)',
      currentRent: 'Enter the current monthly rent (0 if vacant)',
      leaseRemaining: 'Enter the years remaining on the lease',
    });
  });

  it('keeps a multi-unit property without current rent, and drops hidden sections', async () => {
    const res = await create({ ...blockOfFlats({ currentRent: null, tenureType: 'Freehold', freeholdTitle: 'YEA1234' }), isPublished: false });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Its yield comes from the unit rents (the one monthly-rent rule): 1,800 x 12 / 240,000 = 9.0%.
    expect(res.body.property).toMatchObject({
      currentRent: null,
      yield: 9,
      freeholdTitle: 'YEA1234',
      leaseRemaining: null,
      groundRent: null,
      serviceCharge: null,
    });
    const terrace = await create({ ...blockOfFlats({ propertyType: 'Terrace' }), isPublished: false });
    expect(terrace.body.property.rentalUnits).toEqual([]);
  });

  it.each([
    ['councilTaxLink', 'javascript:alert(document.cookie)', 'Enter a full link starting with https://'],
    ['councilTaxLink', 'http://example.com', 'Enter a full link starting with https://'],
    ['epcDocument', 'data:application/pdf;base64,JVBERi0=', 'Upload the file again, or enter a full link starting with https://'],
    ['floorplanUrl', 'https://example.com/a"onerror="alert(1)', 'Upload the file again, or enter a full link starting with https://'],
    [
      'googleMapsLink',
      '<iframe src="https://evil.example.com/maps/embed"></iframe>',
      "Paste the embed code from Google Maps (Share, then 'Embed a map'), or leave it empty",
    ],
  ])('accepts https links only: %s = %j', async (field, value, message) => {
    const res = await create({ ...blockOfFlats(), [field]: value, isPublished: false });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ [field]: message });
  });

  it('checks photos and comparable links too', async () => {
    const res = await create({
      ...blockOfFlats(),
      photos: ['https://cdn.example.com/a.jpg', 'javascript:alert(1)'],
      comparables: [{ ...blockOfFlats().comparables[0]!, imageUrl: 'data:image/png;base64,AAAA' }],
      isPublished: false,
    });
    expect(fieldsOf(res)).toEqual({
      'photos.1': 'Upload the file again, or enter a full link starting with https://',
      'comparables.0.imageUrl': 'Enter a full link starting with https://',
    });
  });

  it('accepts only a stored area insight slug, or none', async () => {
    const res = await create({ ...blockOfFlats({ areaInsightsLink: 'atlantis' }), isPublished: false });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ areaInsightsLink: 'Choose an area from the list, or none' });
    const none = await create({ ...blockOfFlats({ areaInsightsLink: '' }), isPublished: false });
    expect(none.body.property).toMatchObject({ areaInsightsLink: null, areaInsightId: null });
  });

  it('reads empty or non-numeric numbers as 0', async () => {
    const res = await create({ ...blockOfFlats(), bathrooms: '', sqft: 'lots', achievableMarketRent: null, isPublished: false });
    expect(res.status).toBe(201);
    expect(res.body.property).toMatchObject({ bathrooms: 0, sqft: 0, achievableMarketRent: 0, potentialYield: 0 });
  });

  it('takes the id the form chose for its uploads: a lower-case UUID only, and a taken id is a 409 that overwrites nothing', async () => {
    const id = crypto.randomUUID();
    const first = await create({ ...blockOfFlats({ photos: [`property-images/${id}/0123abcd-1700000000000`] }), isPublished: false, id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.property).toMatchObject({ id, imageUrl: `property-images/${id}/0123abcd-1700000000000` });

    const clash = await create({ ...blockOfFlats({ title: 'Would overwrite' }), isPublished: true, id });
    expect(clash.status).toBe(409);
    const stored = await api<{ property: Property }>(`/properties/${id}`, { token: admin.token });
    expect(stored.body.property).toMatchObject({ id, title: first.body.property.title, isPublished: false, version: 1 });

    for (const bad of [id.toUpperCase(), `{${id}}`, id.replace(/-/g, ''), '../seed-1', 'prop-1']) {
      const res = await create({ ...blockOfFlats(), isPublished: false, id: bad });
      expect(res.status, bad).toBe(400);
      expect(fieldsOf(res).id).toBe('The property id must be a lower-case UUID');
    }
  });

  it("refuses files under another property's prefix (its files are its own to delete), storing nothing", async () => {
    const id = crypto.randomUUID();
    const other = 'prop-hull-terrace-01';
    const res = await create({
      ...blockOfFlats({
        photos: [`property-images/${id}/0123abcd-1700000000000`, `property-images/${other}/1-1780300800001`],
        epcDocument: `property-documents/${other}/epc-1780300800000.pdf`,
      }),
      isPublished: false,
      id,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ photos: FOREIGN_FILE_MESSAGE, epcDocument: FOREIGN_FILE_MESSAGE });
    expect((await api(`/properties/${id}`, { token: admin.token })).status).toBe(404);
    // Without an id the server chooses one, so no stored file can be this property's yet.
    const noId = await create({ ...blockOfFlats({ photos: [`property-images/${id}/0123abcd-1700000000000`] }), isPublished: false });
    expect(fieldsOf(noId)).toEqual({ photos: FOREIGN_FILE_MESSAGE });
  });

  it('is for admins only', async () => {
    expect((await create({ ...blockOfFlats(), isPublished: true }, investor.token)).status).toBe(403);
  });
});

/** NTSELAT, 'Material information in property listings (sales)', November 2023: Part A must be in every listing shown. */
describe('publish gate: Part A material information', () => {
  const patch = (id: string, body: object) => api<{ message?: string; code?: string }>(`/properties/${id}`, { method: 'PATCH', token: admin.token, body });
  const stored = async (id: string) => (await api<{ property: Property }>(`/properties/${id}`, { token: admin.token })).body.property;

  it('refuses to publish with a Part A item missing, naming it, and stores nothing; publishes once it is filled', async () => {
    const missing = blockOfFlats({ priceQualifier: '', groundRentReview: '' });
    const refused = await create({ ...missing, isPublished: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'MATERIAL_INFORMATION_MISSING',
      message: 'A listing cannot be published without its Part A material information. Missing: price qualifier (e.g. Guide price), ground rent review terms.',
      details: { missing: ['priceQualifier', 'groundRentReview'] },
    });
    const cards = await api<{ items: PropertyCard[] }>('/properties', { token: admin.token });
    expect(cards.body.items.map((c) => c.title)).not.toContain(missing.title);

    const allowed = await create({ ...missing, priceQualifier: 'Offers over', groundRentReview: 'Doubles every 25 years', isPublished: true });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
    expect(allowed.body.property).toMatchObject({ isPublished: true, priceQualifier: 'Offers over', groundRentReview: 'Doubles every 25 years' });
  });

  it('saves a draft with anything missing, and refuses to publish it from the table until Part A is there', async () => {
    const draft = (await create({ ...blockOfFlats({ priceQualifier: '', councilTaxBand: '' }), isPublished: false })).body.property;
    expect(draft).toMatchObject({ isPublished: false, priceQualifier: null, councilTaxBand: null });
    const refused = await patch(draft.id, { expectedVersion: draft.version, isPublished: true });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('MATERIAL_INFORMATION_MISSING');
    expect(await stored(draft.id)).toMatchObject({ isPublished: false, version: draft.version });

    const filled = await update(draft.id, { ...blockOfFlats({ title: draft.title }), expectedVersion: draft.version });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    const published = await patch(draft.id, { expectedVersion: filled.body.property.version, isPublished: true });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });

  it('refuses to save a published listing without Part A, and lets it be unpublished', async () => {
    const listed = (await create({ ...blockOfFlats(), isPublished: true })).body.property;
    const refused = await update(listed.id, { ...blockOfFlats({ title: listed.title, leaseStartYear: null }), expectedVersion: listed.version });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Missing: lease start year.');
    expect(await stored(listed.id)).toMatchObject({ version: listed.version, leaseStartYear: 2021 });
    const unpublished = await patch(listed.id, { expectedVersion: listed.version, isPublished: false });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
  });

  it('20 requests at once, half clearing a Part A item on the draft and half publishing it, never leave it published without Part A', async () => {
    const draft = (await create({ ...blockOfFlats(), isPublished: false })).body.property;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 === 0
          ? update(draft.id, { ...blockOfFlats({ title: draft.title, priceQualifier: '' }), expectedVersion: draft.version })
          : patch(draft.id, { expectedVersion: draft.version, isPublished: true }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // Every request names the same version: one lands, the others are refused as stale (409), none overwrites it.
    expect(
      statuses.filter((status) => status === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    const after = await stored(draft.id);
    expect(after.version).toBe(draft.version + 1);
    expect(after.isPublished && after.priceQualifier === null).toBe(false);
  });
});

describe('edit', () => {
  let property: Property;
  beforeAll(async () => {
    property = (await create({ ...blockOfFlats(), isPublished: true })).body.property;
  });

  it('saves the form, recomputes the yield ignoring a client value, keeps the published flag, and audits the changed fields', async () => {
    const res = await update(property.id, {
      ...blockOfFlats({ title: property.title, currentRent: 2_000 }),
      expectedVersion: property.version,
      yield: 1,
      isPublished: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 2000 x 12 / 240000 x 100 = 10.0
    expect(res.body.property).toMatchObject({ currentRent: 2_000, yield: 10, isPublished: true, version: property.version + 1 });
    const [updated] = await history(property.id);
    expect(updated).toMatchObject({ action: 'property updated', actorId: admin.userId });
    expect(updated!.changes.currentRent).toEqual({ before: 1_800, after: 2_000 });
    expect(updated!.changes.yield).toEqual({ before: 9, after: 10 });
    expect(updated!.changes).not.toHaveProperty('isPublished');
    property = res.body.property;
  });

  it("refuses a new file under another property's prefix on an edit; its own prefix is fine", async () => {
    const edited = (await create({ ...blockOfFlats(), isPublished: false })).body.property;
    const form = blockOfFlats({ title: edited.title });
    const foreign = await update(edited.id, {
      ...form,
      floorplanUrl: 'property-documents/prop-hull-terrace-01/floor-plan-1780300800000.pdf',
      expectedVersion: 1,
    });
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign)).toEqual({ floorplanUrl: FOREIGN_FILE_MESSAGE });
    const own = await update(edited.id, { ...form, floorplanUrl: `property-documents/${edited.id}/floor-plan-1780300800000.pdf`, expectedVersion: 1 });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('a stale edit gets a 409 with a clear message and overwrites nothing', async () => {
    const stale = property.version - 1;
    const res = await update(property.id, { ...blockOfFlats({ title: 'Overwritten?' }), expectedVersion: stale });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This property was changed by someone else. Reload it and try again.');
    const now = (await api<{ property: Property }>(`/properties/${property.id}`, { token: admin.token })).body.property;
    expect(now.title).toBe(property.title);
    expect(now.version).toBe(property.version);
    expect((await history(property.id)).map((e) => e.action)).toEqual(['property updated', 'property created and published']);
  });

  it('refuses an invalid edit with field messages, and a missing property with 404', async () => {
    const res = await update(property.id, { ...blockOfFlats({ tenureType: 'Leasehold', leaseRemaining: null }), expectedVersion: property.version });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ leaseRemaining: 'Enter the years remaining on the lease' });
    expect((await update('no-such-property', { ...blockOfFlats(), expectedVersion: 1 })).status).toBe(404);
  });

  it('unpublished drafts stay drafts when edited', async () => {
    const draft = (await create({ ...blockOfFlats(), isPublished: false })).body.property;
    const res = await update(draft.id, { ...blockOfFlats(), expectedVersion: draft.version });
    expect(res.body.property.isPublished).toBe(false);
    expect((await api(`/properties/${draft.id}`, { token: investor.token })).status).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await update(property.id, { ...blockOfFlats(), expectedVersion: property.version }, investor.token)).status).toBe(403);
  });
});

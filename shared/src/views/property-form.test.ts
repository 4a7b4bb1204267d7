import { describe, expect, it } from 'vitest';
import {
  createPropertyBodySchema,
  newPropertyForm,
  propertyFormSchema,
  propertyToForm,
  toPropertyInput,
  updatePropertyBodySchema,
  type PropertyFormValues,
} from './property-form';
import { propertyInputSchema, propertySchema } from '../domain/property';

const embed = '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" width="600" height="450" style="border:0;" loading="lazy"></iframe>';

/** A valid single-unit freehold: the defaults plus the required answers. */
const valid = (over: Partial<PropertyFormValues> = {}): PropertyFormValues => ({
  ...newPropertyForm(),
  title: '12 Example Street, Hull',
  propertyType: 'Terrace',
  price: 95_000,
  bedrooms: 2,
  currentRent: 650,
  ...over,
});

const fieldErrors = (value: unknown, schema: { safeParse: typeof propertyFormSchema.safeParse } = propertyFormSchema) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const parsed = (value: unknown) => propertyFormSchema.parse(value);

describe('property form defaults (spec section 9)', () => {
  it('starts in East Yorkshire, Assured Shorthold Tenancy, Freehold, with one EPC unit named Main Property', () => {
    const form = newPropertyForm();
    expect(form).toMatchObject({ county: 'East Yorkshire', tenancyType: 'Assured Shorthold Tenancy', tenureType: 'Freehold', status: 'Available' });
    expect(form.epcUnits).toEqual([{ unitName: 'Main Property', rating: '', documentUrl: '' }]);
  });
  it('a new property is unpublished unless the admin publishes it', () => {
    const { isPublished } = createPropertyBodySchema.parse(valid());
    expect(isPublished).toBe(false);
    expect(createPropertyBodySchema.parse({ ...valid(), isPublished: true }).isPublished).toBe(true);
  });
  it('an API client that leaves the defaulted fields out gets the defaults', () => {
    const out = parsed({ title: 'A', propertyType: 'Flat', price: 1000, bedrooms: 1, currentRent: 0 });
    expect(out).toMatchObject({
      county: 'East Yorkshire',
      tenancyType: 'Assured Shorthold Tenancy',
      tenureType: 'Freehold',
      status: 'Available',
      featured: false,
    });
  });
});

describe('required fields (spec section 5)', () => {
  it('asks for the title, property type, price and bedrooms with messages a person can act on', () => {
    expect(fieldErrors({ ...valid(), title: '  ', propertyType: '', price: null, bedrooms: null })).toEqual({
      title: 'Enter the property address (the listing title)',
      propertyType: 'Choose a property type',
      price: 'Enter the asking price',
      bedrooms: 'Enter the number of bedrooms (0 for none)',
    });
  });
  it('refuses negative numbers and fractional bedrooms', () => {
    expect(fieldErrors(valid({ price: -1, bedrooms: 1.5 }))).toEqual({ price: 'Price cannot be negative', bedrooms: 'Bedrooms must be a whole number' });
  });
  it('return on capital is between 0 and 100 in steps of 0.1', () => {
    expect(parsed(valid({ returnOnCapitalInvestment: 12.5 })).returnOnCapitalInvestment).toBe(12.5);
    expect(fieldErrors(valid({ returnOnCapitalInvestment: 100.1 }))).toEqual({ returnOnCapitalInvestment: 'Return on capital must be between 0 and 100' });
    expect(fieldErrors(valid({ returnOnCapitalInvestment: 12.25 }))).toEqual({
      returnOnCapitalInvestment: 'Use at most one decimal place for the return on capital',
    });
  });
  it('EPC ratings are A to G only', () => {
    expect(parsed(valid({ epcUnits: [{ unitName: 'Main Property', rating: 'C', documentUrl: '' }] })).epcRating).toBe('C');
    expect(fieldErrors(valid({ epcUnits: [{ unitName: 'Main Property', rating: 'H', documentUrl: '' }] }))).toEqual({
      'epcUnits.0.rating': 'Choose an EPC rating from A to G',
    });
  });
});

describe('number inputs: empty or non-numeric becomes 0 (spec section 5)', () => {
  it.each(['', 'abc', null, undefined])('%j -> 0', (input) => {
    const out = parsed({ ...valid(), bathrooms: input, sqft: input, achievableMarketRent: input, returnOnCapitalInvestment: input, groundRent: input });
    expect(out).toMatchObject({ bathrooms: 0, sqft: 0, achievableMarketRent: 0, returnOnCapitalInvestment: 0 });
  });
  it('typed text with £ and commas is read as the number', () => {
    expect(parsed({ ...valid(), price: '£125,000', achievableMarketRent: '1,050' })).toMatchObject({ price: 125_000, achievableMarketRent: 1_050 });
  });
  it('a required number typed as text that is not a number counts as 0 (it was answered)', () => {
    expect(parsed({ ...valid(), bedrooms: 'none' }).bedrooms).toBe(0);
  });
  it('an empty year built means not known', () => {
    expect(parsed(valid({ yearBuilt: null })).yearBuilt).toBeNull();
    expect(parsed(valid({ yearBuilt: 1905 })).yearBuilt).toBe(1905);
    expect(fieldErrors(valid({ yearBuilt: 95 }))).toEqual({ yearBuilt: 'Enter a four-digit year, or leave it empty' });
  });
});

describe('rental units: only for Block of Flats and Mixed Commercial, where current rent is not required', () => {
  const units = [
    { unitName: 'Flat 1', rental: 550 },
    { unitName: 'Flat 2', rental: '600' as unknown as number },
  ];
  it.each(['Block of Flats', 'Mixed Commercial'] as const)('%s keeps its units and needs no current rent', (propertyType) => {
    const out = parsed(valid({ propertyType, currentRent: null, rentalUnits: units }));
    expect(out.rentalUnits).toEqual([
      { unitName: 'Flat 1', rental: 550 },
      { unitName: 'Flat 2', rental: 600 },
    ]);
    expect(out.currentRent).toBeNull();
  });
  it('other types need a current rent (0 if vacant) and never store units', () => {
    expect(fieldErrors(valid({ propertyType: 'Terrace', currentRent: null }))).toEqual({ currentRent: 'Enter the current monthly rent (0 if vacant)' });
    expect(parsed(valid({ propertyType: 'Terrace', currentRent: 0 })).currentRent).toBe(0);
    expect(parsed(valid({ propertyType: 'HMO', rentalUnits: units })).rentalUnits).toEqual([]);
  });
  it("a unit's name may be left out (the detail page calls it 'Unit N') but not be too long", () => {
    expect(parsed(valid({ propertyType: 'Block of Flats', rentalUnits: [{ unitName: ' ', rental: 1 }] })).rentalUnits).toEqual([{ unitName: '', rental: 1 }]);
    expect(fieldErrors(valid({ propertyType: 'Block of Flats', rentalUnits: [{ unitName: 'x'.repeat(201), rental: 1 }] }))).toEqual({
      'rentalUnits.0.unitName': 'Unit name: use at most 200 characters',
    });
  });
});

describe('tenure', () => {
  const leaseFields = {
    leaseRemaining: 95,
    groundRent: 250,
    serviceCharge: 1_200,
    leaseDocuments: 'property-documents/p/lease-1.pdf',
    serviceChargeAccountsDocument: 'property-documents/p/sc-1.pdf',
  };
  it('Freehold keeps the freehold title and drops every lease field', () => {
    const out = parsed(valid({ tenureType: 'Freehold', freeholdTitle: 'YEA12345', ...leaseFields }));
    expect(out).toMatchObject({
      freeholdTitle: 'YEA12345',
      leaseRemaining: null,
      groundRent: null,
      serviceCharge: null,
      leaseDocuments: null,
      serviceChargeAccountsDocument: null,
    });
  });
  it('Leasehold requires the years remaining and keeps ground rent, service charge and the lease documents', () => {
    expect(fieldErrors(valid({ tenureType: 'Leasehold', leaseRemaining: null }))).toEqual({ leaseRemaining: 'Enter the years remaining on the lease' });
    expect(fieldErrors(valid({ tenureType: 'Leasehold', leaseRemaining: 0 }))).toEqual({ leaseRemaining: 'Enter the years remaining on the lease' });
    const out = parsed(valid({ tenureType: 'Leasehold', freeholdTitle: 'YEA12345', ...leaseFields }));
    expect(out).toMatchObject({ freeholdTitle: null, ...leaseFields });
  });
  it("Leasehold keeps an empty ground rent or service charge as not answered, and 0 as the answer 'none' (publishing needs one)", () => {
    expect(parsed(valid({ tenureType: 'Leasehold', ...leaseFields, groundRent: '' as unknown as number, serviceCharge: null }))).toMatchObject({
      groundRent: null,
      serviceCharge: null,
    });
    expect(parsed(valid({ tenureType: 'Leasehold', ...leaseFields, groundRent: 0, serviceCharge: '0' as unknown as number }))).toMatchObject({
      groundRent: 0,
      serviceCharge: 0,
    });
  });
  it('lease fields cannot be negative', () => {
    expect(fieldErrors(valid({ tenureType: 'Leasehold', leaseRemaining: 90, groundRent: -5 }))).toEqual({ groundRent: 'Ground rent cannot be negative' });
  });
  it('reports the conditional rules together with other mistakes, so the summary lists them all at once', () => {
    expect(Object.keys(fieldErrors(valid({ title: '', tenureType: 'Leasehold', leaseRemaining: null, currentRent: null })))).toEqual(
      expect.arrayContaining(['title', 'leaseRemaining', 'currentRent']),
    );
  });
});

describe('links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', 'http://example.com', 'https://example.com/"onload="x'])('refuses %j in a link field', (link) => {
    expect(fieldErrors(valid({ councilTaxLink: link }))).toEqual({ councilTaxLink: 'Enter a full link starting with https://' });
    expect(fieldErrors(valid({ epcDocument: link }))).toEqual({ epcDocument: 'Upload the file again, or enter a full link starting with https://' });
    expect(fieldErrors(valid({ photos: ['property-images/a-1', link] }))).toEqual({
      'photos.1': 'Upload the file again, or enter a full link starting with https://',
    });
  });
  it('accepts https links and uploaded files’ keys; the first photo is the main image', () => {
    const out = parsed(
      valid({
        councilTaxLink: 'https://www.gov.uk/council-tax-bands',
        photos: ['property-images/b-2', 'https://cdn.example.com/a.jpg'],
        floorplanUrl: 'property-documents/p/floorplan-1.pdf',
      }),
    );
    expect(out).toMatchObject({
      councilTaxLink: 'https://www.gov.uk/council-tax-bands',
      imageUrl: 'property-images/b-2',
      photos: ['property-images/b-2', 'https://cdn.example.com/a.jpg'],
    });
  });
  it('googleMapsLink takes only a Google Maps embed', () => {
    expect(parsed(valid({ googleMapsLink: embed })).googleMapsLink).toBe(embed);
    for (const bad of [
      '<iframe src="https://evil.example.com/maps/embed?x"></iframe>',
      'javascript:alert(1)',
      '<script>alert(1)</script>',
      'https://www.google.com/maps/place/x',
    ]) {
      expect(fieldErrors(valid({ googleMapsLink: bad }))).toEqual({
        googleMapsLink: "Paste the embed code from Google Maps (Share, then 'Embed a map'), or leave it empty",
      });
    }
  });
  it('comparable links are https only', () => {
    const comparable = {
      type: 'recently_sold',
      title: '2-bed',
      imageUrl: '',
      link: 'javascript:alert(1)',
      price: 100_000,
      rental: null,
      postcode: '',
      address: '',
    };
    expect(fieldErrors(valid({ comparables: [comparable] }))).toEqual({ 'comparables.0.link': 'Enter a full link starting with https://' });
  });
});

describe('comparables and EPC units', () => {
  it('a comparable gets an id, and an empty price or rent is none', () => {
    const [c] = parsed(
      valid({
        comparables: [
          {
            type: 'recently_let',
            title: '2-bed',
            imageUrl: '',
            link: 'https://www.rightmove.co.uk/x',
            price: null,
            rental: 695,
            postcode: 'HU5 3ES',
            address: '',
          },
        ],
      }),
    ).comparables;
    expect(c).toMatchObject({ type: 'recently_let', title: '2-bed', price: null, rental: 695, postcode: 'HU5 3ES', address: null, imageUrl: null });
    expect(c!.id).toMatch(/\S{8,}/);
    expect(
      fieldErrors(valid({ comparables: [{ ...c!, type: 'sold' as 'recently_sold', imageUrl: '', link: '', address: '', postcode: '', title: '' }] })),
    ).toEqual({
      'comparables.0.type': 'Choose recently sold, on the market or recently let',
      'comparables.0.title': 'Enter a title for the comparable',
    });
  });
  it('an EPC unit left without a rating or certificate is dropped; with a certificate it needs a rating', () => {
    expect(parsed(valid()).epcUnits).toEqual([]);
    expect(fieldErrors(valid({ epcUnits: [{ unitName: 'Main Property', rating: '', documentUrl: 'property-documents/p/epc-1.pdf' }] }))).toEqual({
      'epcUnits.0.rating': 'Choose an EPC rating from A to G',
    });
  });
});

describe('yield is calculated, never taken from the client (spec section 4)', () => {
  it('computes yield and potential yield from the rents and the price, 1 decimal', () => {
    const body = createPropertyBodySchema.parse({ ...valid({ price: 95_000, currentRent: 650, achievableMarketRent: 700 }), yield: 99, potentialYield: 99 });
    expect(body).not.toHaveProperty('yield');
    const input = toPropertyInput(body, { isPublished: false, areaInsightId: null });
    expect(input).toMatchObject({ yield: 8.2, potentialYield: 8.8 });
    expect(propertyInputSchema.parse(input)).toMatchObject({ yield: 8.2 });
  });
  it('is 0 without a rent or a price', () => {
    expect(toPropertyInput(parsed(valid({ price: 0, currentRent: 650 })), { isPublished: false, areaInsightId: null })).toMatchObject({
      yield: 0,
      potentialYield: 0,
    });
    expect(toPropertyInput(parsed(valid({ propertyType: 'Block of Flats', currentRent: null })), { isPublished: false, areaInsightId: null }).yield).toBe(0);
  });
});

describe('edit', () => {
  it('the update body carries the version the admin opened', () => {
    expect(updatePropertyBodySchema.parse({ ...valid(), expectedVersion: 3 }).expectedVersion).toBe(3);
    expect(fieldErrors({ ...valid() }, updatePropertyBodySchema)).toEqual({ expectedVersion: 'Reload the property and try again' });
  });
  it('a stored property round-trips through the form unchanged', () => {
    const input = toPropertyInput(
      parsed(
        valid({
          propertyType: 'Block of Flats',
          tenureType: 'Leasehold',
          leaseRemaining: 120,
          groundRent: 100,
          serviceCharge: 900,
          amenities: 'Garden, Parking, Garden',
          rentalUnits: [{ unitName: 'Flat 1', rental: 500 }],
          epcUnits: [
            { unitName: 'Flat 1', rating: 'C', documentUrl: '' },
            { unitName: 'Flat 2', rating: 'D', documentUrl: 'property-documents/p/epc-2.pdf' },
          ],
          photos: ['property-images/a-1', 'property-images/a-2'],
          councilTaxBand: 'B',
        }),
      ),
      { isPublished: true, areaInsightId: null },
    );
    expect(input.amenities).toEqual(['Garden', 'Parking']);
    const stored = propertySchema.parse({ ...input, id: 'p1', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 1 });
    const again = toPropertyInput(parsed(propertyToForm(stored)), { isPublished: true, areaInsightId: null });
    expect(again).toEqual(input);
  });
});

describe('the id a new property is created with (chosen by the form, its uploads stored under it)', () => {
  it('is optional, and kept when it is a canonical lower-case UUID', () => {
    expect('id' in createPropertyBodySchema.parse(valid())).toBe(false);
    const id = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
    expect(createPropertyBodySchema.parse({ ...valid(), id }).id).toBe(id);
  });

  it('refuses anything else (upper case, no hyphens, braces, paths)', () => {
    for (const id of [
      '3F2B8C1E-9D4A-4E7B-8C2D-1A2B3C4D5E6F',
      '3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f',
      '{3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f}',
      '../seed-1',
      '',
      'prop-1',
    ]) {
      const result = createPropertyBodySchema.safeParse({ ...valid(), id });
      expect(result.success, id).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain('The property id must be a lower-case UUID');
    }
  });
});

describe('values that did not parse', () => {
  it('a non-number lease length or price is a field error, never a thrown rule', () => {
    const errors = fieldErrors({ ...valid({ tenureType: 'Leasehold' }), leaseRemaining: { x: 1 }, price: ['95000'] });
    expect(errors).toHaveProperty('leaseRemaining');
    expect(errors).toHaveProperty('price');
  });
});

import { describe, expect, it } from 'vitest';
import { epcExemptions } from '../domain/property-values';
import { notKnownItems, partAMissing, publishBlockers, publishRefusalMessage, publishWarnings, type ChecklistFields } from './publish-checklist';

const complete: ChecklistFields = {
  price: 95_000,
  priceQualifier: 'Guide price',
  tenureType: 'Freehold',
  freeholdTitle: 'YEA12345',
  councilTaxBand: 'B',
  epcUnits: [{ rating: 'C' }],
  photos: ['property-images/a-1'],
  floorplanUrl: 'property-documents/p/floorplan-1.pdf',
};

const leasehold: ChecklistFields = {
  ...complete,
  tenureType: 'Leasehold',
  freeholdTitle: null,
  leaseRemaining: 99,
  leaseStartYear: 1998,
  leaseLength: 125,
  groundRent: 250,
  serviceCharge: 1_200,
  groundRentReview: 'Doubles every 25 years',
};

describe('publish gate: Part A material information', () => {
  it('is satisfied when Part A is all there, freehold or leasehold', () => {
    expect(partAMissing(complete)).toEqual([]);
    expect(partAMissing(leasehold)).toEqual([]);
  });
  it('lists every Part A item missing from an empty leasehold form, in the order of the form', () => {
    expect(partAMissing({ tenureType: 'Leasehold' })).toEqual([
      'askingPrice',
      'priceQualifier',
      'leaseRemaining',
      'groundRent',
      'serviceCharge',
      'leaseStartYear',
      'leaseLength',
      'groundRentReview',
      'councilTaxBand',
    ]);
  });
  it('asks a freehold for no lease details', () => {
    expect(partAMissing({ tenureType: 'Freehold' })).toEqual(['askingPrice', 'priceQualifier', 'councilTaxBand']);
  });
  it.each<[string, ChecklistFields, string]>([
    ['a price of 0', { price: 0 }, 'askingPrice'],
    ['no price qualifier', { priceQualifier: '' }, 'priceQualifier'],
    ['band 00 (no band)', { councilTaxBand: '00' }, 'councilTaxBand'],
    ['a lease without its start year', { leaseStartYear: 0 }, 'leaseStartYear'],
    ['a lease without its length', { leaseLength: null }, 'leaseLength'],
    ['a lease without its ground rent review terms', { groundRentReview: '  ' }, 'groundRentReview'],
  ])('refuses %s', (_what, change, item) => {
    expect(partAMissing({ ...leasehold, ...change })).toEqual([item]);
  });
  it('refuses a leasehold with no ground rent and no service charge, as a stored record or the form sends them', () => {
    expect(partAMissing({ ...leasehold, groundRent: null, serviceCharge: null })).toEqual(['groundRent', 'serviceCharge']);
    const { groundRent: _g, serviceCharge: _s, ...stored } = leasehold;
    expect(partAMissing(stored)).toEqual(['groundRent', 'serviceCharge']);
    expect(partAMissing({ ...leasehold, groundRent: '', serviceCharge: ' ' })).toEqual(['groundRent', 'serviceCharge']);
  });
  it("takes 0 as the explicit answer 'none' (a peppercorn ground rent, no service charge)", () => {
    expect(partAMissing({ ...leasehold, groundRent: 0, serviceCharge: 0 })).toEqual([]);
    expect(partAMissing({ ...leasehold, groundRent: '0', serviceCharge: '0' })).toEqual([]);
  });
  it('asks a freehold for no ground rent or service charge', () => {
    expect(partAMissing({ ...complete, groundRent: null, serviceCharge: null })).toEqual([]);
  });
  it('asks land and commercial premises for no council tax band', () => {
    expect(partAMissing({ ...complete, propertyType: 'Land', councilTaxBand: null })).toEqual([]);
    expect(partAMissing({ ...complete, propertyType: 'Commercial Space', councilTaxBand: '0' })).toEqual([]);
  });
  it('reads a record stored before the answers were asked for as not answered', () => {
    const { priceQualifier: _, ...stored } = complete;
    expect(partAMissing(stored)).toEqual(['priceQualifier']);
  });
  it('names the missing items in the refusal', () => {
    expect(publishRefusalMessage(['priceQualifier', 'councilTaxBand'])).toBe(
      'A listing cannot be published without its Part A material information. Missing: price qualifier (e.g. Guide price), council tax band.',
    );
  });
});

describe('publish gate: the EPC rating (Energy Performance of Buildings (England and Wales) Regulations 2012)', () => {
  it('is satisfied by a rated unit or the headline rating', () => {
    expect(publishBlockers(complete)).toEqual([]);
    expect(publishBlockers({ ...complete, epcUnits: [], epcRating: 'D' })).toEqual([]);
  });
  it('blocks a building for sale with no EPC rating and no exemption, after the Part A items', () => {
    expect(publishBlockers({ ...complete, epcUnits: [{ rating: '' }] })).toEqual(['epcRating']);
    expect(publishBlockers({ ...complete, priceQualifier: '', epcUnits: [], epcRating: null })).toEqual(['priceQualifier', 'epcRating']);
    expect(publishBlockers({ ...complete, propertyType: 'Commercial Space', epcUnits: [] })).toEqual(['epcRating']);
  });
  it.each(epcExemptions)('takes the exemption "%s" as the answer instead of a rating', (epcExemption) => {
    expect(publishBlockers({ ...complete, epcUnits: [], epcExemption })).toEqual([]);
  });
  it('asks land, which has no building, for no EPC', () => {
    expect(publishBlockers({ ...complete, propertyType: 'Land', epcUnits: [] })).toEqual([]);
  });
  it('offers the exemptions of the regulations, among them a listed building and a non-dwelling that needs no certificate', () => {
    expect(epcExemptions.some((e) => /listed/i.test(e))).toBe(true);
    expect(epcExemptions.some((e) => /non-dwelling/i.test(e))).toBe(true);
  });
  it('names the EPC and the regulations in the refusal, after the Part A items', () => {
    expect(publishRefusalMessage(['epcRating'])).toBe(
      'A listing of a building for sale must state its EPC rating (Energy Performance of Buildings (England and Wales) Regulations 2012): give the rating, or choose the exemption that applies.',
    );
    expect(publishRefusalMessage(['councilTaxBand', 'epcRating'])).toMatch(
      /^A listing cannot be published without its Part A material information\. Missing: council tax band\. A listing of a building/,
    );
  });
  it('no longer only warns about a missing EPC', () => {
    expect(publishWarnings({ ...complete, epcUnits: [] })).toEqual([]);
  });
});

describe('publish warnings', () => {
  it('are empty when everything buyers expect is there', () => {
    expect(publishWarnings(complete)).toEqual([]);
  });
  it.each<[string, ChecklistFields, string]>([
    ['a freehold without its title number', { freeholdTitle: '  ' }, 'freeholdTitle'],
    ['no photos', { photos: [] }, 'photos'],
    ['no floor plan', { floorplanUrl: '' }, 'floorPlan'],
  ])('warn about %s', (_what, change, item) => {
    expect(publishWarnings({ ...complete, ...change })).toEqual([item]);
  });
  it('read a stored record too (headline EPC rating, main image)', () => {
    expect(publishWarnings({ ...complete, epcUnits: [], epcRating: 'D', photos: [], imageUrl: 'property-images/a-1' })).toEqual([]);
  });
  it("name each Part B and C answer still 'Not known' or not answered, never its note", () => {
    const answered = {
      propertyType: 'Flat',
      construction: 'Standard construction',
      electricitySupply: 'Mains',
      waterSupply: 'Mains',
      sewerage: 'Not known',
      heating: 'Gas central heating',
      broadband: 'Superfast (fibre to the cabinet)',
      mobileSignal: 'Good',
      parking: 'On-street',
      buildingSafety: 'No',
      restrictions: 'Yes',
      restrictionsNote: 'Covenant against HMO use',
      rightsAndEasements: 'No',
      floodRisk: 'No',
      coastalErosion: 'No',
      planning: 'No',
      accessibility: 'Not known',
      miningArea: 'No',
    };
    expect(notKnownItems(answered)).toEqual(['Sewerage', 'Accessibility / Adaptations']);
    expect(notKnownItems({ ...answered, floodRisk: null })).toEqual(['Sewerage', 'Flood Risk', 'Accessibility / Adaptations']);
  });
});

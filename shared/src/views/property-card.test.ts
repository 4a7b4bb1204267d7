import { describe, expect, it } from 'vitest';
import { propertyCardFields, propertyCardSchema, type Property } from '../domain/property';
import { cardOf } from './property-card';
import { buildProperty } from '../../../infra/local/builders/property';
import { describeRent, monthlyRent } from '../rules/monthly-rent';

const property = buildProperty({
  title: 'Bay-fronted terrace',
  description: 'A long description. '.repeat(40),
  location: 'The Avenues',
  address: '12 Park Avenue, Hull',
  city: 'Hull',
  postcode: 'HU5 3EP',
  county: 'East Yorkshire',
  bedrooms: 3,
  bathrooms: 1,
  sqft: 900,
  imageUrl: 'property-images/seed-b',
  photos: ['property-images/seed-a', 'property-images/seed-b', 'property-images/seed-c'],
  featured: true,
  yearBuilt: 1905,
  amenities: ['Garden'],
  yield: 8.2,
  tenancy: 'Tenanted',
  condition: 'Good',
  conditionExternal: 'Sound roof',
  currentRent: 650,
  achievableMarketRent: 695,
  epcRating: 'C',
  councilTaxBand: 'A',
  areaInsightId: 'area-hull',
});

const units = [
  { id: 'u1', unitName: 'Flat 1', rental: 500 },
  { id: 'u2', unitName: 'Flat 2', rental: 450 },
] as unknown as Property['rentalUnits'];
/** One property for each source of the monthly rent, and one with none. */
const variants: Property[] = [
  property,
  { ...property, currentRent: 0, rentalUnits: units },
  { ...property, currentRent: 0, achievableMarketRent: 850 },
  { ...property, currentRent: 0, achievableMarketRent: 0, marketRentPotential: 'Around £725 pcm' },
  { ...property, currentRent: 0, achievableMarketRent: 0 },
];

describe('the property card', () => {
  it('holds the card fields, the photos with the main image first and the summary, nothing else', () => {
    const card = cardOf({ ...property, opportunitySummary: 'Stored summary' });
    expect(Object.keys(card).sort()).toEqual([...propertyCardFields, 'photos', 'summary'].sort());
    expect(card.photos).toEqual(['property-images/seed-b', 'property-images/seed-a', 'property-images/seed-c']);
    expect(card.summary).toBe('Stored summary');
    expect(propertyCardSchema.parse(card)).toEqual(card);
  });

  it('computes the summary of a full record from the fallback chain, cut to three lines worth', () => {
    const card = cardOf(property);
    expect(card.summary.startsWith('A long description.')).toBe(true);
    expect(card.summary.endsWith('\u2026')).toBe(true);
    expect(card.summary.length).toBeLessThanOrEqual(240);
    expect(cardOf({ ...property, opportunitySummary: 'Hands-off income.' }).summary).toBe('Hands-off income.');
  });

  it('gives the monthly rent the one rule picks from the full record, also from fields the card does not hold', () => {
    const rentOfCard = (p: Property) => {
      const card = cardOf(p);
      return card.rent ? describeRent(card.rent.source, card.rent.pcm) : monthlyRent(card);
    };
    for (const variant of variants) expect(rentOfCard(variant)).toEqual(monthlyRent(variant));
    expect(cardOf(property).rent).toBeUndefined();
    expect(cardOf({ ...property, currentRent: 0, rentalUnits: units }).rent).toEqual({ source: 'units', pcm: 950 });
    expect(cardOf({ ...property, currentRent: 0, achievableMarketRent: 0, marketRentPotential: 'Around £725 pcm' }).rent).toEqual({
      source: 'rentalReview',
      pcm: 725,
    });
    expect(rentOfCard({ ...property, currentRent: 0, achievableMarketRent: 850 })?.label).toBe('Achievable Market Rent');
    expect(rentOfCard({ ...property, currentRent: 0, achievableMarketRent: 0 })).toBeNull();
  });
});

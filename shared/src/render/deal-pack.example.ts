import type { Property } from '../domain/property';

/** A let terrace with as many rental units and comparables as asked, for tests and the bench (only the fields a pack reads). */
export const examplePackListing = ({ rentalUnits, comparables }: { rentalUnits: number; comparables: number }): Property =>
  ({
    id: 'prop-1',
    title: '3 Bed Terrace, Hull',
    price: 125_000,
    propertyType: 'Terrace',
    status: 'Available',
    bedrooms: 3,
    city: 'Hull',
    postcode: 'HU5 2AB',
    location: 'West Hull',
    addressLine1: '1 Example Street',
    opportunitySummary: 'A let terrace with a long-standing tenant.',
    propertyBrief: 'Brief: new boiler in 2024.',
    locationSummary: 'Close to the university.',
    rentalUnits: Array.from({ length: rentalUnits }, (_, i) => ({ unitName: `Unit ${i + 1}`, rental: 500 })),
    comparables: Array.from({ length: comparables }, (_, i) => ({
      id: `c${i}`,
      imageUrl: null,
      link: null,
      type: 'recently_sold',
      title: `Comparable ${i + 1}`,
      price: 120_000,
      rental: null,
      postcode: 'HU5',
      address: null,
    })),
    epcUnits: [],
    googleMapsLink: null,
    photos: [],
    imageUrl: null,
  }) as unknown as Property;

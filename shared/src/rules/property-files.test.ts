import { describe, expect, it } from 'vitest';
import { foreignFiles, storedFilesOf } from './property-files';

const blank = {
  photos: [] as string[],
  imageUrl: null,
  epcUnits: [] as { unitName: string; rating: 'A'; documentUrl: string | null }[],
  comparables: [] as {
    id: string;
    imageUrl: string | null;
    link: null;
    title: string;
    price: null;
    rental: null;
    postcode: null;
    address: null;
    type: 'recently_sold';
  }[],
  epcDocument: null,
  eicrDocument: null,
  gasSafetyDocument: null,
  tenancyAgreementDocument: null,
  leaseDocument: null,
  serviceChargeAccounts: null,
  roiDocument: null,
  floorplanUrl: null,
} as unknown as Parameters<typeof foreignFiles>[0];

describe('foreignFiles', () => {
  it("accepts stored files under the property's own prefixes and external links", () => {
    const input = {
      ...blank,
      photos: ['property-images/p1/a-1', 'https://cdn.example/x.jpg'],
      imageUrl: 'property-images/p1/a-1',
      epcDocument: 'property-documents/p1/epc-1.pdf',
    };
    expect(foreignFiles(input, 'p1')).toEqual([]);
  });

  it("names each field that points at another property's file, without echoing the key", () => {
    const input = {
      ...blank,
      photos: ['property-images/p1/a-1', 'property-images/p2/b-1'],
      epcDocument: 'property-documents/p2/epc-1.pdf',
      epcUnits: [{ unitName: 'Flat 1', rating: 'C', documentUrl: 'property-documents/p10/epc-unit-1.pdf' }],
      comparables: [{ imageUrl: 'property-images/p2/c-1' }],
    } as unknown as Parameters<typeof foreignFiles>[0];
    // 'p10' is not under 'p1/': the prefix ends with a slash.
    expect(foreignFiles(input, 'p1')).toEqual(['photos', 'epcDocument', 'epcUnits.0.documentUrl', 'comparables.0.imageUrl']);
  });

  it('keeps a key the record already held, and refuses every stored file on a create without an id', () => {
    const current = { ...blank, photos: ['property-images/shared/a-1'] };
    expect(foreignFiles({ ...blank, photos: ['property-images/shared/a-1'] }, 'p1', current)).toEqual([]);
    expect(foreignFiles({ ...blank, photos: ['property-images/p1/a-1'] }, undefined)).toEqual(['photos']);
  });

  it('lists stored files only', () => {
    expect(storedFilesOf({ ...blank, imageUrl: 'https://cdn.example/x.jpg', floorplanUrl: 'property-documents/p1/floor-1.pdf' })).toEqual([
      { field: 'floorplanUrl', key: 'property-documents/p1/floor-1.pdf' },
    ]);
  });
});

describe('the main image', () => {
  it('counts only when it is not one of the photos', () => {
    expect(foreignFiles({ ...blank, photos: ['property-images/p2/a-1'], imageUrl: 'property-images/p2/a-1' }, 'p1')).toEqual(['photos']);
    expect(foreignFiles({ ...blank, imageUrl: 'property-images/p2/a-1' }, 'p1')).toEqual(['imageUrl']);
  });
});

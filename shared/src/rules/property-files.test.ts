import { describe, expect, it } from 'vitest';
import { propertyInput } from '../../../infra/local/builders/property';
import type { Comparable } from '../domain/property';
import { documentFields } from './document-fields';
import { foreignFiles, storedFilesOf } from './property-files';

/** A listing with no files (the builder's noPropertyFiles) and no comparables: each test adds the files it is about. */
const blank = propertyInput();

/** A recently sold comparable with a picture at `imageUrl`. */
const comparable = (imageUrl: string): Comparable => ({
  id: 'comp-1',
  imageUrl,
  link: null,
  type: 'recently_sold',
  title: '2 Test Street',
  price: null,
  rental: null,
  postcode: null,
  address: null,
});

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
      comparables: [comparable('property-images/p2/c-1')],
    } satisfies Parameters<typeof foreignFiles>[0];
    // 'p10' is not under 'p1/': the prefix ends with a slash.
    expect(foreignFiles(input, 'p1')).toEqual(['photos', 'epcDocument', 'epcUnits.0.documentUrl', 'comparables.0.imageUrl']);
  });

  it("names every document field that points at another property's file, the lease documents and service charge accounts too", () => {
    for (const field of documentFields) expect(foreignFiles({ ...blank, [field]: 'property-documents/p2/doc-1.pdf' }, 'p1')).toEqual([field]);
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

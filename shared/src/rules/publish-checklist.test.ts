import { describe, expect, it } from 'vitest';
import { publishChecklist, type ChecklistFields } from './publish-checklist';

const complete: ChecklistFields = {
  price: 95_000,
  tenureType: 'Freehold',
  freeholdTitle: 'YEA12345',
  councilTaxBand: 'B',
  epcUnits: [{ rating: 'C' }],
  photos: ['property-images/a-1'],
  floorplanUrl: 'property-documents/p/floorplan-1.pdf',
};

describe('pre-publish checklist', () => {
  it('is empty when the material information is all there', () => {
    expect(publishChecklist(complete)).toEqual([]);
  });
  it('lists everything missing from an empty form, in the order of the form', () => {
    expect(publishChecklist({})).toEqual(['askingPrice', 'tenure', 'councilTaxBand', 'epc', 'photos', 'floorPlan']);
  });
  it.each<[string, ChecklistFields, string]>([
    ['a price of 0', { price: 0 }, 'askingPrice'],
    ['a freehold without its title number', { freeholdTitle: '  ' }, 'tenure'],
    ['a leasehold without the years left', { tenureType: 'Leasehold', leaseRemaining: 0 }, 'tenure'],
    ['band 00 (no band)', { councilTaxBand: '00' }, 'councilTaxBand'],
    ['no EPC unit rated', { epcUnits: [{ rating: '' }] }, 'epc'],
    ['no photos', { photos: [] }, 'photos'],
    ['no floor plan', { floorplanUrl: '' }, 'floorPlan'],
  ])('warns about %s', (_what, change, item) => {
    expect(publishChecklist({ ...complete, ...change })).toEqual([item]);
  });
  it('reads a stored record too (headline EPC rating, main image)', () => {
    expect(publishChecklist({ ...complete, epcUnits: [], epcRating: 'D', photos: [], imageUrl: 'property-images/a-1' })).toEqual([]);
    expect(publishChecklist({ ...complete, tenureType: 'Leasehold', leaseRemaining: 99 })).toEqual([]);
  });
});

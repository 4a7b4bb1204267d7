import { describe, expect, it } from 'vitest';
import { propertySchema, type Property } from '../domain/property';
import { fullFields, peekFields, toPublicProperty } from './public-property';
import { propertyArea } from '../rules/property-area';
import { seedProperties } from '../../../infra/local/seed/properties';

const leasehold = seedProperties.find((p) => p.input.tenureType === 'Leasehold' && p.input.leaseDocuments)!;
const property: Property = propertySchema.parse({
  ...leasehold.input,
  id: leasehold.id,
  createdAt: leasehold.createdAt,
  updatedAt: leasehold.createdAt,
  version: 1,
  epcUnits: [{ unitName: 'Flat 1', rating: 'C', documentUrl: 'property-documents/x/epc.pdf' }],
  rentalUnits: [{ unitName: 'Flat 1', rental: 700 }],
});

describe('toPublicProperty', () => {
  it('the sneak peek has exactly the whitelisted keys: no address, documents, notes or map', () => {
    const peek = toPublicProperty(property, 'peek');
    expect(Object.keys(peek).sort()).toEqual([...peekFields, 'area'].sort());
    for (const hidden of [
      'title',
      'address',
      'addressLine1',
      'postcode',
      'googleMapsLink',
      'leaseDocuments',
      'epcDocument',
      'isPublished',
      'comparables',
      'version',
    ])
      expect(peek).not.toHaveProperty(hidden);
    expect(peek.area).toBe(propertyArea(property));
    expect(JSON.stringify(peek)).not.toContain(property.title);
  });

  it('the full view has exactly the whitelisted keys and no other document than the EPC and floorplan', () => {
    const full = toPublicProperty(property, 'full');
    expect(Object.keys(full).sort()).toEqual([...new Set(fullFields)].sort());
    for (const hidden of [
      'leaseDocuments',
      'serviceChargeAccountsDocument',
      'tenancyAgreementDocument',
      'roiDocument',
      'googleMapsLink',
      'comparables',
      'isPublished',
      'areaInsightId',
      'version',
      'createdAt',
    ])
      expect(full).not.toHaveProperty(hidden);
    expect(full.address).toBe(property.address);
  });

  it('units keep only their listed sub-fields', () => {
    const full = toPublicProperty({ ...property, rentalUnits: [{ unitName: 'A', rental: 1, secret: 'x' } as never] }, 'full');
    expect(full.rentalUnits).toEqual([{ unitName: 'A', rental: 1 }]);
    expect(Object.keys(full.epcUnits[0]!).sort()).toEqual(['documentUrl', 'rating', 'unitName']);
  });
});

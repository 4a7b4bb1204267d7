import { describe, expect, it } from 'vitest';
import { seedProperties } from '../../../infra/local/seed/properties';
import { fullKeys, investorKeys, peekKeys } from '../../../tests/support/payload-keys';
import { propertySchema, type Property } from '../domain/property';
import { toInvestorProperty } from './investor-property';
import { toPublicProperty } from './public-property';

/**
 * The payloads that leave the admin's hands, pinned field by field: a field added to the property record
 * reaches the sneak peek, the full public view or an investor only when it is listed here on purpose
 * (public-property.ts and investor-property.ts are whitelists).
 */
const seeded = seedProperties.find((p) => p.input.tenureType === 'Leasehold' && p.input.leaseDocuments)!;
const property: Property = propertySchema.parse({ ...seeded.input, id: seeded.id, createdAt: seeded.createdAt, updatedAt: seeded.createdAt, version: 1 });
/** The same record with a field the payloads have never heard of. */
const withNewField = { ...property, newField: 'not for investors' } as Property;

describe('the payloads for people other than admins', () => {
  it.each([
    ['sneak peek', toPublicProperty(withNewField, 'peek'), [...peekKeys, 'area'].sort()],
    ['full public view', toPublicProperty(withNewField, 'full'), fullKeys],
    ['investor view', toInvestorProperty(withNewField), investorKeys],
  ])('the %s carries exactly its pinned fields, and not a field added to the record', (_, payload, fields) => {
    expect(Object.keys(payload).sort()).toEqual(fields);
    expect(payload).not.toHaveProperty('newField');
  });
});

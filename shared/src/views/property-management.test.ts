import { describe, expect, it } from 'vitest';
import { seedProperties } from '../../../infra/local/seed/properties';
import { propertyRowKeys } from '../../../tests/support/payload-keys';
import { propertySchema } from '../domain/property';
import { propertyRowOf, propertyRowSchema } from './property-management';

const record = propertySchema.parse({
  ...seedProperties.find((p) => p.id === 'prop-hull-terrace-01')!.input,
  id: 'prop-hull-terrace-01',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 3,
});

describe('propertyRowOf', () => {
  it('keeps only the row fields of a whole record, with the main photo', () => {
    const row = propertyRowOf(record);
    expect(Object.keys(row).sort()).toEqual(propertyRowKeys);
    expect(row).toMatchObject({ id: record.id, title: record.title, price: record.price, version: 3 });
    expect(row.mainPhoto).toBe(record.imageUrl ?? record.photos[0] ?? null);
    expect(propertyRowSchema.parse(JSON.parse(JSON.stringify(row)))).toEqual(row);
  });

  it('falls back to the first photo, then to none', () => {
    expect(propertyRowOf({ ...record, imageUrl: null, photos: ['a.jpg', 'b.jpg'] }).mainPhoto).toBe('a.jpg');
    expect(propertyRowOf({ ...record, imageUrl: null, photos: [] }).mainPhoto).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { areaInsightInputSchema } from '@shared/domain/area-insight';
import { propertyInputSchema } from '@shared/domain/property';
import { resourceFieldsSchema } from '@shared/domain/resource';
import { areaInsightInputKeys, propertyInputKeys, resourceFieldKeys } from './stored-keys';

describe('the stored fields written out for the entities', () => {
  it.each([
    ['property', propertyInputKeys, propertyInputSchema.shape],
    ['area insight', areaInsightInputKeys, areaInsightInputSchema.shape],
    ['resource', resourceFieldKeys, resourceFieldsSchema.shape],
  ])('are exactly the %s schema’s fields: a field added to the schema is added to stored-keys.ts', (_, keys, shape) => {
    expect([...keys].sort()).toEqual(Object.keys(shape).sort());
  });
});

import { describe, expect, it } from 'vitest';
import { areaInsightSchema, type AreaInsight } from '@shared/domain/area-insight';
import { areaInsightFormSchema, emptyFormValues, toFormValues, toInput } from './insight-form';

describe('the area insight dialog form', () => {
  it('create mode: Medium demand, unpublished, order 0', () => {
    expect(emptyFormValues).toMatchObject({ demandLevel: 'Medium', isPublished: false, displayOrder: 0 });
  });

  it('splits comma lists, drops blanks, nulls empty texts and drops an empty snapshot', () => {
    const input = toInput({
      ...emptyFormValues,
      locationName: ' Hull ',
      urlSlug: 'hull',
      metaKeywords: 'a, ,b ,',
      propertyTypesAvailable: 'Terrace,,Flat',
      heroImageUrl: '  ',
    });
    expect(input.locationName).toBe('Hull');
    expect(input.metaKeywords).toEqual(['a', 'b']);
    expect(input.propertyTypesAvailable).toEqual(['Terrace', 'Flat']);
    expect(input.heroImageUrl).toBeNull();
    expect(input.snippet).toBeNull();
    expect(input.propertySnapshot).toBeNull();
    expect(input.averageHousePrice).toBe(0);
  });

  it('round-trips a saved record, legacy fields included', () => {
    const parsed = areaInsightFormSchema.parse({
      ...emptyFormValues,
      locationName: 'Hull',
      postcode: 'HU5',
      urlSlug: 'hull',
      snapshotPurchasePrice: 95_000,
      snapshotFiveYearCapitalGain: 15,
    });
    const record: AreaInsight = areaInsightSchema.parse({
      ...parsed,
      introduction: 'Old text',
      id: 'a',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 3,
    });
    const again = toInput(toFormValues(record));
    expect(again.introduction).toBe('Old text');
    expect(again.propertySnapshot).toMatchObject({ purchasePrice: 95_000, fiveYearCapitalGain: 15 });
    expect(again.locationName).toBe('Hull');
  });

  it('refuses through the shared schema what the API would refuse, under the field', () => {
    const result = areaInsightFormSchema.safeParse({ ...emptyFormValues, locationName: 'Hull', urlSlug: 'Hull City', heroImageUrl: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('urlSlug');
    expect(paths).toContain('heroImageUrl');
    expect(areaInsightFormSchema.safeParse({ ...emptyFormValues, locationName: '', urlSlug: 'x' }).success).toBe(false);
  });
});

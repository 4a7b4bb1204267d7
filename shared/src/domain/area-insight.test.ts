import { describe, expect, it } from 'vitest';
import { STORED_FILE_MESSAGE } from '../core/safe-url';
import { areaInsightInputSchema } from './area-insight';
import { areaInsightInput } from '../../../infra/local/builders/area-insight';

// Without the fields the schema defaults, to see its defaults.
const { demandLevel: _demandLevel, isPublished: _isPublished, displayOrder: _displayOrder, ...minimal } = areaInsightInput();

describe('areaInsightInputSchema (spec 3 and 5)', () => {
  it('defaults: demand level Medium, unpublished, display order 0', () => {
    const parsed = areaInsightInputSchema.parse(minimal);
    expect(parsed.demandLevel).toBe('Medium');
    expect(parsed.isPublished).toBe(false);
    expect(parsed.displayOrder).toBe(0);
  });

  it('accepts only the four demand levels', () => {
    for (const level of ['Low', 'Medium', 'High', 'Very High']) expect(areaInsightInputSchema.safeParse({ ...minimal, demandLevel: level }).success).toBe(true);
    expect(areaInsightInputSchema.safeParse({ ...minimal, demandLevel: 'Extreme' }).success).toBe(false);
  });

  it('hero image: an https URL, an uploaded object key, or empty (null)', () => {
    const hero = (value: string | null) => areaInsightInputSchema.safeParse({ ...minimal, heroImageUrl: value });
    expect(hero('https://cdn.example.com/a.jpg').data?.heroImageUrl).toBe('https://cdn.example.com/a.jpg');
    expect(hero('area-heroes/hull-hero-1780300800000.jpg').success).toBe(true);
    expect(hero('').data?.heroImageUrl).toBeNull();
    expect(hero('  ').data?.heroImageUrl).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.com/a.jpg',
      'https://x.com/a.jpg" onerror="x',
      "https://x.com/'a",
      '//evil.com/a.jpg',
      'https://x.com/<script>',
    ]) {
      expect(hero(bad).success, bad).toBe(false);
    }
  });

  it('hero image keys follow the one storage-key rule: under area-heroes/, never climbing out with ..', () => {
    const hero = (value: string) => areaInsightInputSchema.safeParse({ ...minimal, heroImageUrl: value });
    for (const bad of [
      'area-heroes/../../portal-property-documents/p1/roi.pdf',
      'area-heroes/./a.jpg',
      'area-heroes//a.jpg',
      'property-documents/p1/roi.pdf',
      'resources/guide-1780300800000.pdf',
      'a.jpg',
    ]) {
      const result = hero(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['heroImageUrl'], message: STORED_FILE_MESSAGE });
    }
  });

  it('slugs are lowercase letters, digits and hyphens', () => {
    expect(areaInsightInputSchema.safeParse({ ...minimal, urlSlug: 'Hull City' }).success).toBe(false);
    expect(areaInsightInputSchema.safeParse({ ...minimal, urlSlug: 'hull-city-2' }).success).toBe(true);
  });
});

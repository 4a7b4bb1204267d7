import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it.each([
    [250_000, '£250,000'],
    [0, '£0'],
    [1_250_000, '£1,250,000'],
    [99_999.4, '£99,999'],
    [99_999.5, '£100,000'],
  ])('%d -> %s', (pounds, expected) => {
    expect(formatPrice(pounds)).toBe(expected);
  });
});

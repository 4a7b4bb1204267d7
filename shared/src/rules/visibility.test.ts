import { describe, expect, it } from 'vitest';
import { isListable } from './visibility';

describe('isListable', () => {
  it.each([
    [true, 'Available', true],
    [true, 'Under Contract', true],
    [true, 'Sold', true],
    [true, 'Withdrawn', false],
    [false, 'Available', false],
  ] as const)('published=%s status=%s -> %s', (isPublished, status, expected) => {
    expect(isListable({ isPublished, status })).toBe(expected);
  });
});

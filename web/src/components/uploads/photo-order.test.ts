import { describe, expect, it } from 'vitest';
import { makeCover, movePhoto, removeAt, sameOrder } from './photo-order';

describe('photo order', () => {
  const photos = ['a', 'b', 'c', 'd'];
  it('moves a photo earlier or later, leaving the input alone', () => {
    expect(movePhoto(photos, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(photos, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(photos).toEqual(['a', 'b', 'c', 'd']);
  });
  it('ignores moves past either end', () => {
    expect(movePhoto(photos, 0, -1)).toEqual(photos);
    expect(movePhoto(photos, 3, 4)).toEqual(photos);
  });
  it('makes a photo the cover (the main image) by moving it first', () => {
    expect(makeCover(photos, 2)).toEqual(['c', 'a', 'b', 'd']);
    expect(makeCover(photos, 0)).toEqual(photos);
  });
  it('removes one photo and tells orders apart', () => {
    expect(removeAt(photos, 1)).toEqual(['a', 'c', 'd']);
    expect(sameOrder(photos, [...photos])).toBe(true);
    expect(sameOrder(photos, movePhoto(photos, 1, 2))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { imagePresetNames, imagePresets, imageVariantKey, isAbsoluteUrl, orderedPhotos, photoUrl } from './images';

describe('imagePresets', () => {
  it('holds the spec sizes and JPEG qualities', () => {
    expect(imagePresets).toEqual({
      thumbnail: { width: 150, height: 150, quality: 0.7 },
      card: { width: 400, height: 280, quality: 0.8 },
      detail: { width: 800, height: 600, quality: 0.85 },
      fullRes: { width: 1920, height: 1920, quality: 0.9 },
    });
    expect(imagePresetNames).toEqual(['thumbnail', 'card', 'detail', 'fullRes']);
  });
});

describe('photoUrl', () => {
  const base = 'https://images.example.com';
  const key = 'property-images/k3x9q2-1718000000000';

  it('resolves an object key to its variant under the images base URL', () => {
    expect(photoUrl(base, key, 'card')).toBe('https://images.example.com/property-images/k3x9q2-1718000000000/card.jpg');
    expect(photoUrl(base, key, 'thumbnail')).toBe(`${base}/${key}/thumbnail.jpg`);
    expect(photoUrl(base, key, 'fullRes')).toBe(`${base}/${key}/fullRes.jpg`);
  });

  it('does not double slashes when the base URL ends with one or the key starts with one', () => {
    expect(photoUrl('http://localhost:4569/images/', `/${key}`, 'detail')).toBe(`http://localhost:4569/images/${key}/detail.jpg`);
  });

  it('returns absolute URLs unchanged whatever the preset', () => {
    for (const url of [
      'https://cdn.example.com/a.jpg',
      'http://x.test/p.png',
      '//cdn.example.com/b.jpg',
      'data:image/png;base64,AAA',
      'blob:http://localhost/1',
    ]) {
      expect(photoUrl(base, url, 'card')).toBe(url);
      expect(isAbsoluteUrl(url)).toBe(true);
    }
  });

  it('treats keys as relative', () => {
    expect(isAbsoluteUrl(key)).toBe(false);
    expect(imageVariantKey(`${key}/`, 'card')).toBe(`${key}/card.jpg`);
  });
});

describe('orderedPhotos', () => {
  it('puts the main image first, without repeats or blanks', () => {
    expect(orderedPhotos('b', ['a', 'b', '', 'c'])).toEqual(['b', 'a', 'c']);
    expect(orderedPhotos(null, ['a'])).toEqual(['a']);
    expect(orderedPhotos(undefined, null)).toEqual([]);
  });
});

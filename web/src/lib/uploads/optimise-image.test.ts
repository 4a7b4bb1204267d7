import { describe, expect, it } from 'vitest';
import { fitInside, ImageOptimiseError, jpegName, optimiseImage } from './optimise-image';

describe('optimiseImage rules', () => {
  it('fits inside the fullRes preset (1920 x 1920) keeping the aspect ratio, never enlarging', () => {
    expect(fitInside(4032, 3024)).toEqual({ width: 1920, height: 1440 });
    expect(fitInside(3024, 4032)).toEqual({ width: 1440, height: 1920 });
    expect(fitInside(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitInside(10_000, 10)).toEqual({ width: 1920, height: 2 });
  });

  it('names the result .jpg', () => {
    expect(jpegName('Front door.PNG')).toBe('Front door.jpg');
    expect(jpegName('photo.jpeg')).toBe('photo.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
  });

  it('refuses HEIC/HEIF with a clear message before decoding anything', async () => {
    const heic = new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], 'IMG_0042.HEIC', { type: 'image/heic' });
    await expect(optimiseImage(heic)).rejects.toBeInstanceOf(ImageOptimiseError);
    await expect(optimiseImage(heic)).rejects.toThrow(/IMG_0042\.HEIC is a HEIC\/HEIF photo.*JPEG/);
  });
});

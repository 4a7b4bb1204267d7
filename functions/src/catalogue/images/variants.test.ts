import type { S3Client } from '@aws-sdk/client-s3';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imagePresetNames, imagePresets } from '@shared/rules/images';
import { makeImageVariants, storeImageVariants, variantCacheControl } from './variants';

const gradient = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><linearGradient id="g"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  );

describe('makeImageVariants', () => {
  it('fits each variant inside its preset box, keeping the aspect ratio', async () => {
    const input = await gradient(2400, 1200).jpeg().toBuffer();
    const variants = await makeImageVariants(input);

    const expected = { thumbnail: [150, 75], card: [400, 200], detail: [800, 400], fullRes: [1920, 960] };
    for (const preset of imagePresetNames) {
      const meta = await sharp(variants[preset]).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBeLessThanOrEqual(imagePresets[preset].width);
      expect(meta.height).toBeLessThanOrEqual(imagePresets[preset].height);
      expect([meta.width, meta.height]).toEqual(expected[preset]);
    }
  });

  it('never enlarges a small image', async () => {
    const variants = await makeImageVariants(await gradient(300, 200).png().toBuffer());
    expect(await sharp(variants.fullRes).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(await sharp(variants.detail).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(await sharp(variants.card).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(await sharp(variants.thumbnail).metadata()).toMatchObject({ width: 150, height: 100 });
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    // Stored 1200x600 but tagged "rotate 90°": it is shown, and must come out, as 600x1200.
    const input = await gradient(1200, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const variants = await makeImageVariants(input);
    const detail = await sharp(variants.detail).metadata();
    expect([detail.width, detail.height]).toEqual([300, 600]);
    expect(detail.orientation).toBeUndefined();
    expect(detail.exif).toBeUndefined();
  });

  it('uses a lower JPEG quality for smaller presets', async () => {
    const input = await gradient(400, 280).jpeg({ quality: 100 }).toBuffer();
    const { card, fullRes } = await makeImageVariants(input);
    // Same pixel size (no enlargement), so only the quality differs: 0.8 must be smaller than 0.9.
    expect(card.length).toBeLessThan(fullRes.length);
  });

  it('rejects input that is not an image', async () => {
    await expect(makeImageVariants(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('storeImageVariants', () => {
  it('uploads every variant under <key>/<preset>.jpg as an immutable JPEG', async () => {
    const sent: PutObjectCommand[] = [];
    const s3 = { send: async (command: PutObjectCommand) => void sent.push(command) } as unknown as S3Client;
    const key = 'property-images/prop-1-1-1718000000000';

    const keys = await storeImageVariants(s3, 'images', key, await gradient(1600, 1200).jpeg().toBuffer());

    expect(keys).toEqual({
      thumbnail: `${key}/thumbnail.jpg`,
      card: `${key}/card.jpg`,
      detail: `${key}/detail.jpg`,
      fullRes: `${key}/fullRes.jpg`,
    });
    expect(sent.map((c) => c.input.Key).sort()).toEqual(Object.values(keys).sort());
    for (const command of sent) {
      expect(command).toBeInstanceOf(PutObjectCommand);
      expect(command.input).toMatchObject({ Bucket: 'images', ContentType: 'image/jpeg', CacheControl: variantCacheControl });
      expect((await sharp(command.input.Body as Buffer).metadata()).format).toBe('jpeg');
    }
    expect(variantCacheControl).toBe('public, max-age=31536000, immutable');
  });
});

import type { S3Client } from '@aws-sdk/client-s3';
import type { Sharp } from 'sharp';
import { imagePresetNames, imagePresets, imageVariantKey, type ImagePreset } from '@shared/rules/images';
import { lazy } from '../../lazy';
import { s3Sdk } from '../../s3';

/** Variants never change once written (a new upload gets a new key), so caches may keep them for a year. */
export const variantCacheControl = 'public, max-age=31536000, immutable';

/** sharp and its native libvips, loaded on first use (lazy.ts): only the uploads of photos and heroes need them. */
const sharpLibrary = lazy(async () => {
  const { default: sharp } = await import('sharp');
  // sharp's prebuilt libvips ships mozjpeg; a system libvips may not, and then the option is left off.
  return { sharp, mozjpeg: Boolean((sharp.versions as Record<string, string | undefined>).mozjpeg) };
});
type SharpLibrary = Awaited<ReturnType<typeof sharpLibrary>>;

/**
 * Makes the four size variants of an uploaded photo: EXIF orientation applied, fitted inside the preset
 * box without enlarging, transparency flattened onto white, metadata (EXIF, GPS) stripped, JPEG at the
 * preset quality.
 *
 * The upload is decoded once, to the fullRes size, and the smaller variants are made from those pixels
 * (not four decodes of the original). mozjpeg (smaller files, much slower encoding) is used for the small
 * variants the pages load most; the fullRes variant uses libjpeg-turbo with optimised Huffman coding, which
 * encodes it much faster (tests/bench/upload-variants.ts times the upload).
 */
export async function makeImageVariants(input: Buffer): Promise<Record<ImagePreset, Buffer>> {
  const library = await sharpLibrary();
  const pixels = await decodeToFullRes(library, input);
  const variants = await Promise.all(imagePresetNames.map(async (preset) => [preset, await variantOf(library, imageOf(library, pixels), preset)] as const));
  return Object.fromEntries(variants) as Record<ImagePreset, Buffer>;
}

/** Decoded pixels and their layout. */
interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** The upload oriented, flattened and fitted inside the fullRes box, as raw pixels ready for each variant. */
async function decodeToFullRes({ sharp }: SharpLibrary, input: Buffer): Promise<Pixels> {
  const { width, height } = imagePresets.fullRes;
  const { data, info } = await sharp(input, { failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** An image reading the pixels in place: sharp's clone() would copy the whole buffer (structuredClone), on the event loop. */
const imageOf = ({ sharp }: SharpLibrary, { data, raw }: Pixels): Sharp => sharp(data, { raw });

const variantOf = ({ mozjpeg }: SharpLibrary, image: Sharp, preset: ImagePreset) => {
  const { width, height, quality } = imagePresets[preset];
  return image
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: Math.round(quality * 100), mozjpeg: mozjpeg && preset !== 'fullRes', optimiseCoding: true })
    .toBuffer();
};

/** One variant of an image (e.g. an area hero optimised to the fullRes preset), made as makeImageVariants makes each. */
export async function makeImageVariant(input: Buffer, preset: ImagePreset): Promise<Buffer> {
  const library = await sharpLibrary();
  return variantOf(library, imageOf(library, await decodeToFullRes(library, input)), preset);
}

/** Makes the variants of one photo and uploads them to `<key>/<preset>.jpg`; returns the variant keys. */
export async function storeImageVariants(s3: S3Client, bucket: string, key: string, input: Buffer): Promise<Record<ImagePreset, string>> {
  const [variants, { PutObjectCommand }] = await Promise.all([makeImageVariants(input), s3Sdk()]);
  const stored = await Promise.all(
    imagePresetNames.map(async (preset) => {
      const variantKey = imageVariantKey(key, preset);
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: variantKey,
          Body: variants[preset],
          ContentType: 'image/jpeg',
          CacheControl: variantCacheControl,
        }),
      );
      return [preset, variantKey] as const;
    }),
  );
  return Object.fromEntries(stored) as Record<ImagePreset, string>;
}

import type { PackPicture } from '@shared/render/deal-pack';
import { imageVariantKey, isAbsoluteUrl, type ImagePreset } from '@shared/rules/images';
import { bucketName, s3, s3Sdk } from '../../s3';

/**
 * The pictures of a pack, read from our own buckets with the function's own S3 client and handed to pdfmake as
 * data URLs (its policies refuse everything else, render-pdf.ts). A photo that is a link elsewhere is never fetched.
 */

/** The variant printed: 800x600 fills half an A4 page's width at print resolution; the upload itself is never read. */
export const PRINT_PRESET: ImagePreset = 'detail';

/** A floor plan larger than this is named, not embedded (it is the uploaded file itself: documents have no variants). */
const MAX_FLOOR_PLAN_BYTES = 4 * 1024 * 1024;

export const PHOTO_MISSING = 'Photo unavailable';
export const PHOTO_ELSEWHERE = 'Photo hosted outside the portal: see the listing page';

const imageType = (bytes: Uint8Array): 'jpeg' | 'png' | null => {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  return null;
};

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
};

/** An object's bytes, or null when it is not there; any other failure is thrown. */
async function readObject(bucket: string, key: string): Promise<Uint8Array | null> {
  const [{ GetObjectCommand }, client] = await Promise.all([s3Sdk(), s3()]);
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

const dataUrl = (bytes: Uint8Array, type: 'jpeg' | 'png') => `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;

export interface ReadPictures {
  pictures: PackPicture[];
  images: Record<string, string>;
}

/** The listing's photos (main first, at most `limit`), each an image or a placeholder saying why there is none. */
export async function readPhotos(photos: readonly string[], limit: number): Promise<ReadPictures> {
  const images: Record<string, string> = {};
  const pictures = await Promise.all(
    photos.slice(0, limit).map(async (photo, index): Promise<PackPicture> => {
      if (isAbsoluteUrl(photo)) return { missing: PHOTO_ELSEWHERE };
      const bytes = await readObject(bucketName('IMAGES_BUCKET'), imageVariantKey(photo, PRINT_PRESET));
      const type = bytes && imageType(bytes);
      if (!bytes || !type) return { missing: PHOTO_MISSING };
      images[`photo${index}`] = dataUrl(bytes, type);
      return { image: `photo${index}` };
    }),
  );
  return { pictures, images };
}

/** The floor plan when it is a JPEG or PNG in the documents bucket; otherwise a sentence saying where it is. */
export async function readFloorPlan(keyOrUrl: string | null): Promise<{ floorPlan: PackPicture | { note: string } | null; images: Record<string, string> }> {
  if (!keyOrUrl) return { floorPlan: null, images: {} };
  const elsewhere = { floorPlan: { note: 'The floor plan is on the listing page.' }, images: {} };
  if (isAbsoluteUrl(keyOrUrl) || !/\.(jpe?g|png)$/i.test(keyOrUrl)) return elsewhere;
  const bytes = await readObject(bucketName('DOCUMENTS_BUCKET'), keyOrUrl);
  const type = bytes && bytes.length <= MAX_FLOOR_PLAN_BYTES ? imageType(bytes) : null;
  if (!bytes || !type) return elsewhere;
  return { floorPlan: { image: 'floorPlan' }, images: { floorPlan: dataUrl(bytes, type) } };
}

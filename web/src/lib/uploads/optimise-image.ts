import { imagePresets } from '@shared/rules/images';
import { heicMessage } from '@shared/rules/uploads';

/**
 * Browser-side photo optimisation before upload (docs/architecture.md section 8): decoded with
 * createImageBitmap (EXIF orientation applied), fitted inside the fullRes preset (1920 x 1920) without
 * enlarging, drawn on a white canvas and encoded as JPEG at quality 0.9. Re-encoding keeps pixels only,
 * so EXIF and GPS never leave the browser. Never WebP: Safari's canvas answers PNG for it.
 * Messages from spec section 8: 'Canvas context not available', 'Failed to compress image', 'Failed to load image'.
 */

export const CANVAS_UNAVAILABLE = 'Canvas context not available';
export const COMPRESS_FAILED = 'Failed to compress image';
export const LOAD_FAILED = 'Failed to load image';

export class ImageOptimiseError extends Error {
  override name = 'ImageOptimiseError';
}

const isHeic = (file: File) => /\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/i.test(file.type);

/** The size an image of width x height gets inside a box, keeping its aspect ratio and never enlarged. */
export function fitInside(width: number, height: number, box: { width: number; height: number } = imagePresets.fullRes) {
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `Front door.PNG` -> `Front door.jpg`. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

export async function optimiseImage(file: File, preset: { width: number; height: number; quality: number } = imagePresets.fullRes): Promise<File> {
  if (isHeic(file)) throw new ImageOptimiseError(heicMessage(file.name));
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageOptimiseError(LOAD_FAILED);
  }
  try {
    const { width, height } = fitInside(bitmap.width, bitmap.height, preset);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageOptimiseError(CANVAS_UNAVAILABLE);
    // JPEG has no transparency: flatten onto white, as the server's variants do.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', preset.quality));
    if (!blob || blob.type !== 'image/jpeg') throw new ImageOptimiseError(COMPRESS_FAILED);
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}

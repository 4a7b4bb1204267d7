/**
 * Image size presets (spec: max width x height, JPEG quality) and the one rule that turns a stored
 * photo value into the URL of one of its size variants.
 *
 * A stored photo value is either an absolute URL (kept as entered) or an object-key prefix such as
 * `property-images/abc123-1718000000000`; the server writes that photo's variants once, at upload
 * (or seed) time, to `<key>/<preset>.jpg`.
 */
export const imagePresets = {
  thumbnail: { width: 150, height: 150, quality: 0.7 },
  card: { width: 400, height: 280, quality: 0.8 },
  detail: { width: 800, height: 600, quality: 0.85 },
  fullRes: { width: 1920, height: 1920, quality: 0.9 },
} as const satisfies Record<string, { width: number; height: number; quality: number }>;

export type ImagePreset = keyof typeof imagePresets;
export const imagePresetNames = Object.keys(imagePresets) as ImagePreset[];

/** True for `https://…`, `http://…`, `data:…`, `blob:…` and protocol-relative `//…` values. */
export const isAbsoluteUrl = (value: string): boolean => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value);

/** The object key of one variant of a stored photo key. */
export const imageVariantKey = (key: string, preset: ImagePreset): string => `${key.replace(/^\/+|\/+$/g, '')}/${preset}.jpg`;

/** The URL to show for a photo at a given size: absolute URLs unchanged, keys resolved under the images base URL. */
export function photoUrl(baseUrl: string, photo: string, preset: ImagePreset): string {
  if (isAbsoluteUrl(photo)) return photo;
  return `${baseUrl.replace(/\/+$/, '')}/${imageVariantKey(photo, preset)}`;
}

/** A property's photos in display order: the main image first, then the other photos, without repeats or blanks. */
export const orderedPhotos = (imageUrl: string | null | undefined, photos: readonly string[] | null | undefined): string[] => [
  ...new Set([imageUrl, ...(photos ?? [])].filter((photo): photo is string => Boolean(photo))),
];

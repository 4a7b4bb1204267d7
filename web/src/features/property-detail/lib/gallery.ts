/** The gallery's images: the main image first, then the other photos, without repeats or blanks. */
export const galleryImages = (imageUrl: string | null | undefined, photos: readonly string[] | null | undefined): string[] =>
  [...new Set([imageUrl, ...(photos ?? [])].filter((photo): photo is string => Boolean(photo)))];

/** The next index in a gallery of `total`, wrapping around at both ends. */
export const wrapIndex = (index: number, total: number): number => (total === 0 ? 0 : ((index % total) + total) % total);

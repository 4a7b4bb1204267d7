/** The next index in a gallery of `total`, wrapping around at both ends. */
export const wrapIndex = (index: number, total: number): number => (total === 0 ? 0 : ((index % total) + total) % total);

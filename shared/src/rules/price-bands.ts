/**
 * Spec section 5, price bands: the upper bound is inclusive and the lower bound exclusive, except the
 * first band (below 100000) and the second, which starts AT 100000 (100k-150k = 100000 to 150000).
 */
export const priceBands = [
  { value: 'under-100k', label: 'Under £100k', matches: (price: number) => price < 100_000 },
  { value: '100k-150k', label: '£100k - £150k', matches: (price: number) => price >= 100_000 && price <= 150_000 },
  { value: '150k-200k', label: '£150k - £200k', matches: (price: number) => price > 150_000 && price <= 200_000 },
  { value: '200k-300k', label: '£200k - £300k', matches: (price: number) => price > 200_000 && price <= 300_000 },
  { value: '300k-500k', label: '£300k - £500k', matches: (price: number) => price > 300_000 && price <= 500_000 },
  { value: 'over-500k', label: 'Over £500k', matches: (price: number) => price > 500_000 },
] as const;

export type PriceBand = (typeof priceBands)[number]['value'];
export const priceBandValues = priceBands.map((band) => band.value) as PriceBand[];

export const isPriceBand = (value: unknown): value is PriceBand => priceBandValues.includes(value as PriceBand);

/** True when the price falls in the band. */
export const inPriceBand = (price: number, band: PriceBand): boolean => priceBands.find((b) => b.value === band)!.matches(price);

/** The one band a price belongs to (the bands cover every non-negative price exactly once). */
export const priceBandOf = (price: number): PriceBand => priceBands.find((b) => b.matches(price))!.value;

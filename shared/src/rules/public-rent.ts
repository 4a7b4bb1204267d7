import { monthlyRent, type MonthlyRentFields } from './monthly-rent';

/**
 * Rent and yield rules of the public property pages and the detail page's rental breakdown
 * (spec admin-and-content: 'Rent fallback on the public page', yield to 2 decimals on the public pages,
 * annual rent = monthly x 12). The monthly rent itself is monthly-rent.ts; card yields (1 decimal) are yield.ts.
 */

/** Annual rent from a monthly one. */
export const annualRent = (rentPcm: number): number => rentPcm * 12;

/** The yield of the public pages, 2 decimals: the stored yield when above 0, else from the monthly rent and the price; null with neither. */
export function publicYield(p: MonthlyRentFields & { yield?: number | null; price?: number | null }): number | null {
  if (p.yield && p.yield > 0) return Math.round(p.yield * 100) / 100;
  const rent = monthlyRent(p)?.pcm;
  if (!rent || !p.price || p.price <= 0) return null;
  return Math.round(((rent * 12) / p.price) * 100 * 100) / 100;
}

/** '8.21%' */
export const formatPublicYield = (percent: number): string => `${percent.toFixed(2)}%`;

/** A council tax band worth showing: '0', '00' and blanks mean none. */
export const shownCouncilTaxBand = (band: string | null | undefined): string | null => {
  const value = band?.trim() ?? '';
  return value === '' || /^0+$/.test(value) ? null : value;
};

/**
 * Rent and yield rules of the public property pages and the detail page's rental breakdown
 * (spec admin-and-content: 'Rent fallback on the public page', yield to 2 decimals on the public pages,
 * annual rent = monthly x 12). Card rules (1 decimal) live in yield.ts.
 */

/** Annual rent from a monthly one. */
export const annualRent = (rentPcm: number): number => rentPcm * 12;

/** The first number written in free text ('£695 pcm' -> 695, '1,250.50' -> 1250.5), or null. */
export function firstNumberIn(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) return null;
  const value = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/**
 * The monthly rent the public pages show: current rent, else achievable market rent, else the first
 * number in the rental review text, else null ('Available on request').
 */
export function publicRent(p: { currentRent?: number | null; achievableMarketRent?: number | null; marketRentPotential?: string | null }): number | null {
  if (p.currentRent && p.currentRent > 0) return p.currentRent;
  if (p.achievableMarketRent && p.achievableMarketRent > 0) return p.achievableMarketRent;
  const parsed = firstNumberIn(p.marketRentPotential);
  return parsed && parsed > 0 ? parsed : null;
}

/** The yield of the public pages, 2 decimals: the stored yield when above 0, else from the public rent and the price; null with neither. */
export function publicYield(p: {
  yield?: number | null;
  price?: number | null;
  currentRent?: number | null;
  achievableMarketRent?: number | null;
  marketRentPotential?: string | null;
}): number | null {
  if (p.yield && p.yield > 0) return Math.round(p.yield * 100) / 100;
  const rent = publicRent(p);
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

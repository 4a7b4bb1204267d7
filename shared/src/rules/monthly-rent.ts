import type { RentalUnit, RentSource } from '../domain/property';
import { formatPrice } from './money';

/** The first number written in free text ('£695 pcm' -> 695, '1,250.50' -> 1250.5), or null. */
export function firstNumberIn(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) return null;
  const value = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

export interface MonthlyRent {
  source: RentSource;
  label: 'Current Rent' | 'Total Monthly Rent' | 'Achievable Market Rent';
  pcm: number;
  /** e.g. '£650 PCM' */
  text: string;
}

const rentLabels: Record<RentSource, MonthlyRent['label']> = {
  current: 'Current Rent',
  units: 'Total Monthly Rent',
  achievable: 'Achievable Market Rent',
  rentalReview: 'Achievable Market Rent',
};

/** How a rent the rule chose reads: a card stores only its source and amount. */
export const describeRent = (source: RentSource, pcm: number): MonthlyRent => ({ source, label: rentLabels[source], pcm, text: `${formatPrice(pcm)} PCM` });

/** The fields the rule reads. */
export interface MonthlyRentFields {
  currentRent?: number | null;
  rentalUnits?: readonly Pick<RentalUnit, 'rental'>[] | null;
  achievableMarketRent?: number | null;
  marketRentPotential?: string | null;
}

/** The sum of the unit rents, 0 without units. */
export const unitRentTotal = (units: MonthlyRentFields['rentalUnits']): number => (units ?? []).reduce((sum, unit) => sum + (unit.rental || 0), 0);

/**
 * The one monthly rent every view shows (card, detail page figures and Rental Information, public pages),
 * first of:
 * 1. current rent above 0 (spec section 5 rent line, and the public page's rent fallback, start here; the
 *    stored yield is calculated from it);
 * 2. the total of the unit rents above 0 (multi-unit types, for which the form does not require a current rent);
 * 3. achievable market rent above 0 (spec: 'when current rent is missing or 0, Achievable Market Rent');
 * 4. the first number in the rental review text (spec admin-and-content: 'Rent fallback on the public page');
 * else null, shown as 'Available on request'. Labels say which it is, so a market rent never reads as a rent paid.
 */
export function monthlyRent(p: MonthlyRentFields): MonthlyRent | null {
  if (p.currentRent && p.currentRent > 0) return describeRent('current', p.currentRent);
  const units = unitRentTotal(p.rentalUnits);
  if (units > 0) return describeRent('units', units);
  if (p.achievableMarketRent && p.achievableMarketRent > 0) return describeRent('achievable', p.achievableMarketRent);
  const reviewed = firstNumberIn(p.marketRentPotential);
  return reviewed && reviewed > 0 ? describeRent('rentalReview', reviewed) : null;
}

/** What a view shows with no monthly rent. */
export const RENT_ON_REQUEST = 'Available on request';

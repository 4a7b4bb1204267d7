import { monthlyRent, type MonthlyRentFields } from './monthly-rent';
import { grossYieldPercent } from './yield';

/**
 * Spec admin-and-content section 4, form yield: currentRent x 12 / price x 100, rounded to one decimal,
 * 0 when rent or price is 0. The server computes it again on every save and never takes it from the client.
 */
export const formYield = (currentRent: number | null | undefined, price: number | null | undefined): number => grossYieldPercent(currentRent, price) ?? 0;

/** Potential yield likewise, from the achievable market rent (the form shows it only when that rent is above 0). */
export const formPotentialYield = (achievableMarketRent: number | null | undefined, price: number | null | undefined): number =>
  grossYieldPercent(achievableMarketRent, price) ?? 0;

/** Whether the form shows the potential yield (spec section 2, Add / Edit Property). */
export const showsPotentialYield = (achievableMarketRent: number | null | undefined): boolean => (achievableMarketRent ?? 0) > 0;

/**
 * The rent a listing's yield is calculated from: the one monthly-rent rule (monthly-rent.ts) over the rents
 * paid, the current rent and else the total of the unit rents (multi-unit types need no current rent), so a
 * Block of Flats with unit rents has a yield too. Market rents make the potential yield, never this one.
 */
export const paidMonthlyRent = (p: Pick<MonthlyRentFields, 'currentRent' | 'rentalUnits'>): number | null =>
  monthlyRent({ currentRent: p.currentRent, rentalUnits: p.rentalUnits })?.pcm ?? null;

/** The largest yield a record stores (domain/property.ts): above it, the price was most likely typed in thousands. */
export const MAX_YIELD_PERCENT = 1_000;
export const YIELD_TOO_HIGH_MESSAGE = 'The price is too low for the rent (a yield over 1,000%): enter the full price in pounds, not thousands';

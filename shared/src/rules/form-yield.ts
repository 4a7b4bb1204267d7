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

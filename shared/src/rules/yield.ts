import type { Property } from '../domain/property';

type YieldFields = Pick<Property, 'yield' | 'achievableMarketRent' | 'price'>;

export type YieldDisplay =
  | { kind: 'yield'; label: 'Yield'; percent: number }
  | { kind: 'potential'; label: 'Potential Yield'; percent: number }
  | { kind: 'onRequest'; label: 'Yield'; text: 'Available on request' };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Gross yield in percent from a monthly rent: rent x 12 / price x 100, 1 decimal (null without both). */
export const grossYieldPercent = (rentPcm: number | null | undefined, price: number | null | undefined): number | null =>
  rentPcm && rentPcm > 0 && price && price > 0 ? oneDecimal(((rentPcm * 12) / price) * 100) : null;

/**
 * Spec section 5, yield display: the stored yield when above 0; else, with an achievable market rent and a
 * price, 'Potential Yield' = achievableMarketRent x 12 / price x 100 (1 decimal); else 'Available on request'.
 */
export function yieldDisplay(p: YieldFields): YieldDisplay {
  if (p.yield && p.yield > 0) return { kind: 'yield', label: 'Yield', percent: oneDecimal(p.yield) };
  const potential = grossYieldPercent(p.achievableMarketRent, p.price);
  if (potential !== null) return { kind: 'potential', label: 'Potential Yield', percent: potential };
  return { kind: 'onRequest', label: 'Yield', text: 'Available on request' };
}

/** A yield in percent as cards show it: always 1 decimal ('8.0%', '10.2%'). */
export const formatYield = (percent: number): string => `${percent.toFixed(1)}%`;

/** The value shown for a yield display: '8.2%' or 'Available on request'. */
export const yieldValue = (display: YieldDisplay): string => (display.kind === 'onRequest' ? display.text : formatYield(display.percent));

/** The yield as one line of text, e.g. 'Yield: 8.2%', 'Potential Yield: 10.7%', 'Yield: Available on request'. */
export const yieldText = (display: YieldDisplay): string => `${display.label}: ${yieldValue(display)}`;

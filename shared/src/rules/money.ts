import { plainGrouped } from './en-gb';

let intlGbp: Intl.NumberFormat | undefined;

/**
 * A price in pounds as shown everywhere in the portal: en-GB, GBP, no decimals, rounded half away from zero
 * (250000 -> '£250,000', -1250000.5 -> '-£1,250,001'). Written without Intl (en-gb.ts says why) within the plain
 * range, by Intl itself beyond it.
 */
export function formatPrice(pounds: number): string {
  const grouped = Number.isFinite(pounds) ? plainGrouped(Math.round(Math.abs(pounds))) : undefined;
  if (grouped === undefined)
    return (intlGbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 })).format(
      pounds,
    );
  return `${pounds < 0 || Object.is(pounds, -0) ? '-' : ''}£${grouped}`;
}

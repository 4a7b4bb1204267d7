const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** A price in pounds as shown everywhere in the portal: en-GB, GBP, no decimals (250000 -> '£250,000'). */
export const formatPrice = (pounds: number): string => gbp.format(pounds);

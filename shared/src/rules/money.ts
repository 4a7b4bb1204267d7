import { wholePoundsGB } from './en-gb';

/** A price in pounds as shown everywhere in the portal: en-GB, GBP, no decimals (250000 -> '£250,000'). */
export const formatPrice = (pounds: number): string => wholePoundsGB(pounds);

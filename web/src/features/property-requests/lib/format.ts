import { format } from 'date-fns';
import type { InvestorFields } from '@shared/domain/profile';
import type { PropertyRequestStatus } from '@shared/domain/favourite';
import { formatPrice } from '@shared/rules/money';

/** Spec section 9: request dates read 'MMM dd, yyyy' (Jan 05, 2025); 'Invalid date' when unparsable (section 8). */
export function requestDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : format(date, 'MMM dd, yyyy');
}

export const priceText = (price: number | null | undefined) => (price === null || price === undefined ? 'Price on request' : formatPrice(price));

export const statusLabels: Record<PropertyRequestStatus, string> = { pending: 'Pending', contacted: 'Contacted', completed: 'Completed', rejected: 'Rejected' };

/** The investor's requirement fields as the Investor Profile dialog lists them. */
export const requirementLabels: [keyof InvestorFields, string][] = [
  ['budget', 'Budget'],
  ['cashToInvest', 'Cash to invest'],
  ['exitStrategy', 'Exit strategy'],
  ['purchaseStructure', 'Purchase structure'],
  ['propertyTypeInterest', 'Property type interest'],
  ['timeframeToBuy', 'Timeframe to buy'],
  ['propertiesToSell', 'Properties to sell'],
  ['numberOfProperties', 'Number of properties'],
];

/** A stored option as words: 'buy_to_let' -> 'Buy to let'; spec section 5: 24_months reads '24+ Months'. */
export function optionText(value: string | number): string {
  if (typeof value === 'number') return String(value);
  if (value === '24_months') return '24+ Months';
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

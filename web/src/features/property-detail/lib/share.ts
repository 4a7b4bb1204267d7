import { formatPrice } from '@shared/rules/money';
import { yieldDisplay, yieldValue } from '@shared/rules/yield';
import type { Property } from '@shared/domain/property';

/** The three links an admin can share, on the site's own origin. */
export const shareLinks = (origin: string, id: string) => ({
  member: `${origin}/property/${encodeURIComponent(id)}`,
  sneakPeek: `${origin}/public-property/${encodeURIComponent(id)}`,
  full: `${origin}/public-property-full/${encodeURIComponent(id)}`,
});

const DEFAULT_ALERT_TENANCY = 'Long-term tenant in place';

/** The editable property alert: type, location, asking price, yield, tenancy and the sneak-peek link. */
export function propertyAlertText(
  p: Pick<Property, 'propertyType' | 'location' | 'city' | 'price' | 'yield' | 'achievableMarketRent'>,
  sneakPeekLink: string,
): string {
  return [
    'New off-market property alert',
    '',
    `Type: ${p.propertyType}`,
    `Location: ${p.location ?? p.city ?? 'Available on request'}`,
    `Asking Price: ${formatPrice(p.price)}`,
    `Yield: ${yieldValue(yieldDisplay(p))}`,
    `Tenancy: ${DEFAULT_ALERT_TENANCY}`,
    '',
    `Sneak peek: ${sneakPeekLink}`,
  ].join('\n');
}

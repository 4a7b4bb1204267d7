import type { Property } from '../domain/property';
import type { NotificationAudience, PropertyNotification } from '../domain/property-notification';
import { formatPrice } from './money';
import { yieldDisplay, yieldValue } from './yield';

/** Spec section 7: the alert's tenancy line unless the admin edits it. */
export const DEFAULT_ALERT_TENANCY = 'Long-term tenant in place';

/** Why no alert can go out for a listing investors cannot see (its sneak-peek link would open 'Property Not Found'). */
export const NOTIFY_DRAFT = 'Publish this property before sending an alert: a draft is not visible to investors.';
export const NOTIFY_WITHDRAWN = 'A Withdrawn property cannot be sent as an alert: it is not visible to investors.';

/** The reason a property cannot be notified, or null when it can: only published, non-Withdrawn listings. */
export function notifyRefusal(p: Pick<Property, 'isPublished' | 'status'>): string | null {
  if (!p.isPublished) return NOTIFY_DRAFT;
  if (p.status === 'Withdrawn') return NOTIFY_WITHDRAWN;
  return null;
}

export type AlertFields = Pick<Property, 'id' | 'propertyType' | 'location' | 'city' | 'price' | 'yield' | 'achievableMarketRent'>;

/**
 * Spec section 7: the editable property-alert text: type, location, asking price, yield (the detail page's
 * rule: stored yield, else potential yield, else 'Available on request'), tenancy (default
 * 'Long-term tenant in place') and the sneak-peek link (the caller builds it from the path table, as Share does).
 */
export function propertyAlertText(p: AlertFields, sneakPeekUrl: string): string {
  return [
    'New off-market property alert',
    '',
    `Type: ${p.propertyType}`,
    `Location: ${p.location ?? p.city ?? 'Available on request'}`,
    `Asking Price: ${formatPrice(p.price)}`,
    `Yield: ${yieldValue(yieldDisplay(p))}`,
    `Tenancy: ${DEFAULT_ALERT_TENANCY}`,
    '',
    `Sneak peek: ${sneakPeekUrl}`,
  ].join('\n');
}

/**
 * Beyond the spec: the earlier successful send of this alert to the same audience (for one email: the same
 * address, case-insensitive), if any, so the dialog can warn before sending it twice. Failed sends do not count.
 */
export function previousSend(
  log: readonly Pick<PropertyNotification, 'audience' | 'email' | 'outcome' | 'at'>[],
  audience: NotificationAudience,
  email?: string | null,
): Pick<PropertyNotification, 'audience' | 'email' | 'outcome' | 'at'> | undefined {
  const address = email?.trim().toLowerCase() ?? '';
  return log.find(
    (entry) => entry.outcome === 'ok' && entry.audience === audience && (audience !== 'specific_email' || (entry.email ?? '').trim().toLowerCase() === address),
  );
}

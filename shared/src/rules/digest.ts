import type { Alert } from '../domain/alert';

/** The most properties one digest lists. */
export const DIGEST_MAX_PROPERTIES = 14;

/** An Instant investor's alerts within this many seconds of their first one go in one email. */
export const INSTANT_BATCH_WINDOW_SECONDS = 5 * 60;

export interface DigestGroup {
  userId: string;
  /** One alert per property (its newest), newest first, at most 14. */
  alerts: Alert[];
  /** Properties matched beyond the cap. */
  more: number;
}

/**
 * Groups unsent alerts into one digest per investor: a property alerted twice (published, then reduced) is listed
 * once, with its newest alert; investors are in the order their newest alert arrived.
 */
export function digestGroups(alerts: readonly Alert[], cap: number = DIGEST_MAX_PROPERTIES): DigestGroup[] {
  const byUser = new Map<string, Map<string, Alert>>();
  for (const alert of alerts) {
    const properties = byUser.get(alert.userId) ?? new Map<string, Alert>();
    const seen = properties.get(alert.propertyId);
    if (!seen || alert.createdAt > seen.createdAt) properties.set(alert.propertyId, alert);
    byUser.set(alert.userId, properties);
  }
  return [...byUser.entries()]
    .map(([userId, properties]) => {
      const sorted = [...properties.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.propertyId.localeCompare(b.propertyId));
      return { userId, alerts: sorted.slice(0, cap), more: Math.max(0, sorted.length - cap) };
    })
    .sort((a, b) => b.alerts[0]!.createdAt.localeCompare(a.alerts[0]!.createdAt));
}

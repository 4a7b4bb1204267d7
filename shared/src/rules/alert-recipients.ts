import type { Alert, AlertKind } from '../domain/alert';

/** One investor a listing alerted, as the admin sees it: their newest alert about it, and whether they read or were emailed any. */
export interface AlertRecipient {
  userId: string;
  fullName: string | null;
  email: string | null;
  /** How many of the listing's events alerted them (publish, price cuts, back to Available). */
  alerts: number;
  latestKind: AlertKind;
  latestAt: string;
  read: boolean;
  emailed: boolean;
}

/** The investors a listing's alerts went to, most recently alerted first. */
export function alertRecipients(alerts: readonly Alert[], people: ReadonlyMap<string, { fullName: string | null; email: string | null }>): AlertRecipient[] {
  const byUser = new Map<string, AlertRecipient>();
  for (const a of alerts) {
    const seen = byUser.get(a.userId);
    const person = people.get(a.userId);
    const newer = !seen || a.createdAt > seen.latestAt;
    byUser.set(a.userId, {
      userId: a.userId,
      fullName: person?.fullName ?? null,
      email: person?.email ?? null,
      alerts: (seen?.alerts ?? 0) + 1,
      latestKind: newer ? a.kind : seen.latestKind,
      latestAt: newer ? a.createdAt : seen.latestAt,
      read: (seen?.read ?? false) || a.readAt !== null,
      emailed: (seen?.emailed ?? false) || a.emailedAt !== null,
    });
  }
  return [...byUser.values()].sort((x, y) => y.latestAt.localeCompare(x.latestAt) || x.userId.localeCompare(y.userId));
}

import { alertSchema, DEFAULT_DIGEST_FREQUENCY, digestFrequencies, type Alert, type DigestFrequency } from '@shared/domain/alert';
import { profileSchema } from '@shared/domain/profile';
import { alertEntity } from '../../db/entities/alert';
import { alertSettingsEntity } from '../../db/entities/alert-settings';
import { alertStatEntity } from '../../db/entities/alert-stat';
import { digestEntryEntity } from '../../db/entities/digest-entry';
import { instantBatchEntity } from '../../db/entities/instant-batch';
import { profileEntity } from '../../db/entities/profile';
import { applied, MemberGoneError } from '../../db/errors';
import { parseFields } from '../../db/fields';
import { writeAsMember } from '../../members/db/member-writes';
import { portal } from '../../db/service';

/** Alerts, their email settings, the digest queue and the per-listing figures (README: access patterns). */

/** How many alerts the inbox shows (newest first); older ones stay stored. */
export const INBOX_SIZE = 50;

const toAlert = (item: Record<string, unknown>): Alert => alertSchema.parse({ ...item, readAt: item.readAt ?? null, emailedAt: item.emailedAt ?? null });

const audienceFields = ['id', 'role', 'email', 'fullName', 'budget', 'propertyTypeInterest'] as const;
export type AudienceMember = ReturnType<typeof parseAudience>;
const parseAudience = (item: Record<string, unknown>) => parseFields(profileSchema.shape, audienceFields, item);

/** Every approved investor with what matching needs: one Query of the profiles' status index (sort-key prefix), never a Scan. */
export async function approvedInvestors(): Promise<AudienceMember[]> {
  const { data } = await profileEntity.query.byAccessStatus({ accessStatus: 'approved' }).go({ pages: 'all', attributes: [...audienceFields] });
  return data.map((item) => parseAudience(item as Record<string, unknown>)).filter((p) => p.role === 'investor');
}

/** A job's write for a member: false when the member is being erased or is gone, as when the condition of the write itself failed. */
const unlessGone = (write: Promise<boolean>): Promise<boolean> =>
  write.catch((error: unknown) => {
    if (error instanceof MemberGoneError) return false;
    throw error;
  });

/** Stores the alert unless this investor already has one for this event (a rerun) or is being erased; false then. */
export const createAlert = (alert: Alert): Promise<boolean> => {
  const { readAt: _readAt, emailedAt: _emailedAt, ...stored } = alert;
  return unlessGone(writeAsMember(alert.userId, (tx) => [tx.alert.create(stored).commit()]));
};

export async function getAlerts(keys: readonly { userId: string; eventId: string }[]): Promise<Alert[]> {
  if (keys.length === 0) return [];
  const { data } = await alertEntity.get([...keys]).go();
  return data.map((item) => toAlert(item as Record<string, unknown>));
}

/** The investor's newest alerts. */
export async function listAlerts(userId: string, limit = INBOX_SIZE): Promise<Alert[]> {
  const { data } = await alertEntity.query.byUser({ userId }).go({ order: 'desc', count: limit });
  return data.map((item) => toAlert(item as Record<string, unknown>));
}

/**
 * Marks one of the investor's own alerts read; the first time, the listing's 'opened' figure goes up in the same
 * transaction. False when they have no such alert or it was read already.
 */
export async function markAlertRead(userId: string, eventId: string, propertyId: string, at = new Date().toISOString()): Promise<boolean> {
  return applied(
    portal.transaction
      .write(({ alert, alertStat }) => [
        alert
          .patch({ userId, eventId })
          .set({ readAt: at })
          .where((a, { exists, notExists }) => `${exists(a.eventId)} AND ${notExists(a.readAt)}`)
          .commit(),
        alertStat.update({ propertyId, eventId }).add({ opened: 1 }).commit(),
      ])
      .go(),
  );
}

/** Marks every unread alert of the investor read (all pages of their own partition); the number marked. */
export async function markAllAlertsRead(userId: string): Promise<number> {
  const { data } = await alertEntity.query.byUser({ userId }).go({ pages: 'all' });
  const unread = data.filter((item) => item.readAt === undefined || item.readAt === null);
  const at = new Date().toISOString();
  const marked = await Promise.all(unread.map((item) => markAlertRead(userId, item.eventId, item.propertyId, at)));
  return marked.filter(Boolean).length;
}

export const markAlertsEmailed = async (keys: readonly { userId: string; eventId: string }[], at: string): Promise<void> => {
  // applied: an alert erased with its investor meanwhile is not written again (a patch holds only while the item exists).
  await Promise.all(keys.map((key) => applied(alertEntity.patch(key).set({ emailedAt: at }).go())));
};

export interface AlertSettings {
  frequency: DigestFrequency;
  lastDigestAt: string | null;
}

const toSettings = (item: { frequency?: string; lastDigestAt?: string } | null | undefined): AlertSettings => ({
  frequency: (digestFrequencies as readonly string[]).includes(item?.frequency ?? '') ? (item!.frequency as DigestFrequency) : DEFAULT_DIGEST_FREQUENCY,
  lastDigestAt: item?.lastDigestAt ?? null,
});

export async function getAlertSettings(userId: string): Promise<AlertSettings> {
  const { data } = await alertSettingsEntity.get({ userId }).go();
  return toSettings(data);
}

/** Several investors' settings in batches (missing ones are the default). */
export async function alertSettingsOf(userIds: readonly string[]): Promise<Map<string, AlertSettings>> {
  const settings = new Map(userIds.map((id) => [id, toSettings(null)]));
  if (userIds.length === 0) return settings;
  const { data } = await alertSettingsEntity.get(userIds.map((userId) => ({ userId }))).go({ concurrency: 4 });
  for (const item of data) settings.set(item.userId, toSettings(item));
  return settings;
}

export async function setDigestFrequency(userId: string, frequency: DigestFrequency): Promise<void> {
  await writeAsMember(userId, (tx) => [tx.alertSettings.upsert({ userId, frequency }).commit()]);
}

/**
 * Records a digest sent now, on condition none went since `notAfter` (at most one a day, even with two runs at once);
 * false too when the investor is being erased.
 */
export const claimDigest = (userId: string, at: string, notAfter: string): Promise<boolean> =>
  unlessGone(
    writeAsMember(userId, (tx) => [
      tx.alertSettings
        .upsert({ userId, frequency: 'daily', lastDigestAt: at })
        .where((s, { notExists, lt }) => `${notExists(s.lastDigestAt)} OR ${lt(s.lastDigestAt, notAfter)}`)
        .commit(),
    ]),
  );

/**
 * Queues alerts for their email, a few at a time, each written on condition its investor is not being erased (the
 * entry is under the investor's keys): each entry is keyed by (investor, event), so writing one again changes nothing.
 */
export async function queueForEmail(entries: readonly QueuedAlert[]): Promise<void> {
  const queue = [...entries];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const queued = entry;
      await unlessGone(writeAsMember(queued.userId, (tx) => [tx.digestEntry.put(queued).commit()]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
}

/** An alert waiting for its email; `causedBy` is the correlation id of the request whose change made it, when known. */
export interface QueuedAlert {
  userId: string;
  eventId: string;
  frequency: DigestFrequency;
  causedBy?: string;
}

/** Every alert waiting for its email: one Query. */
export async function queuedForEmail(): Promise<{ userId: string; eventId: string; frequency: DigestFrequency }[]> {
  const { data } = await digestEntryEntity.query.all({}).go({ pages: 'all' });
  return data.map(({ userId, eventId, frequency }) => ({ userId, eventId, frequency: frequency as DigestFrequency }));
}

/** One investor's alerts waiting for their email, read consistently: a sender must see every entry written before its claim. */
export async function queuedForUser(userId: string): Promise<QueuedAlert[]> {
  const { data } = await digestEntryEntity.query.all({ userId }).go({ pages: 'all', consistent: true });
  return data.map(({ eventId, frequency, causedBy }) => ({ userId, eventId, frequency: frequency as DigestFrequency, ...(causedBy ? { causedBy } : {}) }));
}

/**
 * Claims alerts for one email before it is sent: each is stamped `emailedAt` on condition it has none, so an alert goes
 * in at most one email whatever runs at once. The keys claimed; `releaseAlerts` undoes it when the send fails.
 */
export async function claimAlertsForEmail(keys: readonly { userId: string; eventId: string }[], at: string): Promise<{ userId: string; eventId: string }[]> {
  const claimed = await Promise.all(
    keys.map(async (key) =>
      (await applied(
        alertEntity
          .patch(key)
          .set({ emailedAt: at })
          .where((a, { exists, notExists }) => `${exists(a.eventId)} AND ${notExists(a.emailedAt)}`)
          .go(),
      ))
        ? [key]
        : [],
    ),
  );
  return claimed.flat();
}

export async function releaseAlerts(keys: readonly { userId: string; eventId: string }[], at: string): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      applied(
        alertEntity
          .patch(key)
          .remove(['emailedAt'])
          .where((a, { eq }) => eq(a.emailedAt, at))
          .go(),
      ),
    ),
  );
}

/**
 * Opens the investor's Instant batch, due at `dueAt`, unless one is open already (the alert joins it). A batch being
 * sent is replaced by a new one: its sender may have read the queue before this alert was in it.
 * True when this call opened it; false too for a member being erased (nothing lands under their keys).
 */
export const openInstantBatch = (userId: string, dueAt: string): Promise<boolean> =>
  unlessGone(
    writeAsMember(userId, (tx) => [
      tx.instantBatch
        .put({ userId, dueAt })
        .where((b, { notExists, exists }) => `${notExists(b.dueAt)} OR ${exists(b.claimId)}`)
        .commit(),
    ]),
  );

/** The open batches whose window has closed by `now` (ISO), and those whose sender's claim has lapsed: one Query. */
export async function dueInstantBatches(now: string): Promise<{ userId: string; dueAt: string }[]> {
  const { data } = await instantBatchEntity.query
    .all({})
    .where((b, { lte }) => lte(b.dueAt, now))
    .go({ pages: 'all' });
  return data.map(({ userId, dueAt }) => ({ userId, dueAt }));
}

/** Claims a due batch for one sender until `until`, on condition nobody holds it (or their claim has lapsed). */
export const claimInstantBatch = (userId: string, claimId: string, now: string, until: string): Promise<boolean> =>
  applied(
    instantBatchEntity
      .patch({ userId })
      .set({ claimId, claimedUntil: until })
      .where((b, { lte, notExists, lt }) => `${lte(b.dueAt, now)} AND (${notExists(b.claimedUntil)} OR ${lt(b.claimedUntil, now)})`)
      .go(),
  );

/** Closes the batch its sender claimed; a batch opened anew meanwhile (another claim id, or none) stays for its own send. */
export const closeInstantBatch = (userId: string, claimId: string): Promise<boolean> =>
  applied(
    instantBatchEntity
      .delete({ userId })
      .where((b, { eq }) => eq(b.claimId, claimId))
      .go(),
  );

/** Gives a claimed batch back, due again at `dueAt` (its email failed: the next sweep after then tries again). */
export const releaseInstantBatch = (userId: string, claimId: string, dueAt: string): Promise<boolean> =>
  applied(
    instantBatchEntity
      .patch({ userId })
      .set({ dueAt })
      .remove(['claimId', 'claimedUntil'])
      .where((b, { eq }) => eq(b.claimId, claimId))
      .go(),
  );

export async function dequeue(keys: readonly { userId: string; eventId: string }[]): Promise<void> {
  if (keys.length) await digestEntryEntity.delete([...keys]).go();
}

/** Every alert a listing's events made (one Query of its index), oldest event first. */
export async function alertsOfProperty(propertyId: string): Promise<Alert[]> {
  const { data } = await alertEntity.query.byProperty({ propertyId }).go({ pages: 'all' });
  return data.map((item) => toAlert(item as Record<string, unknown>));
}

/** The names and emails of the given members (erased ones are simply absent): batched Gets. */
export async function namesOf(userIds: readonly string[]): Promise<Map<string, { fullName: string | null; email: string | null }>> {
  const names = new Map<string, { fullName: string | null; email: string | null }>();
  if (userIds.length === 0) return names;
  const { data } = await profileEntity.get(userIds.map((id) => ({ id }))).go({ attributes: ['id', 'fullName', 'email'], concurrency: 4 });
  for (const item of data as { id: string; fullName?: string | null; email?: string | null }[]) {
    names.set(item.id, { fullName: item.fullName ?? null, email: item.email ?? null });
  }
  return names;
}

/** Sets (never adds) how many investors an event alerted, so a rerun writes the same figure. */
export const setAlerted = (propertyId: string, eventId: string, alerted: number) => alertStatEntity.update({ propertyId, eventId }).set({ alerted }).go();

/** Every listing's alert figures, summed over its events: one Query. */
export async function alertFigures(): Promise<Map<string, { alerted: number; opened: number }>> {
  const { data } = await alertStatEntity.query.all({}).go({ pages: 'all' });
  const figures = new Map<string, { alerted: number; opened: number }>();
  for (const { propertyId, alerted, opened } of data) {
    const sum = figures.get(propertyId) ?? { alerted: 0, opened: 0 };
    figures.set(propertyId, { alerted: sum.alerted + (alerted ?? 0), opened: sum.opened + (opened ?? 0) });
  }
  return figures;
}

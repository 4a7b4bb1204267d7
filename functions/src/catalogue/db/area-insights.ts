import { randomUUID } from 'node:crypto';
import { changesNothing } from '@shared/domain/audit';
import { areaInsightInputSchema, areaInsightSchema, type AreaInsight, type AreaInsightInput } from '@shared/domain/area-insight';
import { withNulls } from '../../db/attributes';
import { areaInsightEntity } from '../../db/entities/area-insight';
import '../../db/entities/area-insight-slug'; // named in this module's transactions (entity-registry.ts)
import { auditStep, type AuditContext } from '../../db/audit';
import { applied, assertFitsInItem, DuplicateError, StaleWriteError } from '../../db/errors';
import { portal, type WriteEntities, type WriteStep } from '../../db/service';

const toAreaInsight = (item: unknown): AreaInsight => areaInsightSchema.parse(item);
const byDisplayOrder = (a: AreaInsight, b: AreaInsight) => a.displayOrder - b.displayOrder || a.locationName.localeCompare(b.locationName);

/** The audit event of an admin write, as a step of the same transaction (docs/architecture.md section 9). */
const audited = (tx: WriteEntities, audit: AuditContext | undefined, targetId: string, before: AreaInsight | null, after: AreaInsight | null): WriteStep[] =>
  audit ? [auditStep(tx, audit, { targetType: 'areaInsight', targetId, before, after })] : [];

export const slugTaken = (slug: string) => new DuplicateError(`The URL slug '${slug}' is already used by another area insight. Choose a different slug.`);

/** What a cancelled transaction said about each step, in order ('None' where a step was fine). */
async function cancellationCodes(write: Promise<unknown>): Promise<string[] | null> {
  const result = (await write) as { canceled?: boolean; data?: { code?: string }[] };
  if (!result?.canceled) return null;
  return (result.data ?? []).map((step) => step.code ?? 'None');
}

/**
 * Runs a transaction whose step `slugStep` (if any) claims a slug: a failed condition on that step is a slug
 * clash (DuplicateError); on any other step it is `otherConflict`. Other cancellations are real errors.
 */
async function writeClaimingSlug(steps: (tx: WriteEntities) => WriteStep[], slugStep: number | null, slug: string, otherConflict: () => Error): Promise<void> {
  const codes = await cancellationCodes(portal.transaction.write(steps).go());
  if (!codes) return;
  if (slugStep !== null && codes[slugStep] === 'ConditionalCheckFailed') throw slugTaken(slug);
  if (codes.includes('ConditionalCheckFailed')) throw otherConflict();
  throw new Error(`DynamoDB cancelled the transaction: ${codes.join(', ')}`);
}

/**
 * Records written before slug claims existed hold their slug without a claim item: the slug index is
 * asked too (one Query), so they are protected as well. The claim in the transaction is what makes it
 * race-free.
 */
async function refuseHeldSlug(slug: string, ownId: string): Promise<void> {
  const holder = await getAreaInsightBySlug(slug);
  if (holder && holder.id !== ownId) throw slugTaken(slug);
}

/**
 * Creates an insight and claims its slug in one transaction: the slug item is created only if no insight
 * holds it, so a clash is refused (DuplicateError, HTTP 409) and nothing is overwritten.
 */
export async function createAreaInsight(input: AreaInsightInput, options: { id?: string; audit?: AuditContext } = {}): Promise<AreaInsight> {
  const now = new Date().toISOString();
  const record = toAreaInsight({
    ...withNulls(areaInsightInputSchema.parse(input)),
    id: options.id ?? randomUUID(),
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  assertFitsInItem(record);
  await refuseHeldSlug(record.urlSlug, record.id);
  await writeClaimingSlug(
    (tx) => [
      tx.areaInsightSlug.create({ urlSlug: record.urlSlug, insightId: record.id }).commit(),
      tx.areaInsight.create(record).commit(),
      ...audited(tx, options.audit, record.id, null, record),
    ],
    0,
    record.urlSlug,
    () => new DuplicateError('This area insight already exists.'),
  );
  return record;
}

export async function getAreaInsight(id: string): Promise<AreaInsight | undefined> {
  const { data } = await areaInsightEntity.get({ id }).go();
  return data ? toAreaInsight(data) : undefined;
}

/** The slug lookup index (gsi2): one Query. */
export async function getAreaInsightBySlug(urlSlug: string): Promise<AreaInsight | undefined> {
  const { data } = await areaInsightEntity.query.bySlug({ urlSlug }).go();
  return data[0] ? toAreaInsight(data[0]) : undefined;
}

/** The public page's record: published only. */
export async function getPublishedAreaInsight(urlSlug: string): Promise<AreaInsight | undefined> {
  const insight = await getAreaInsightBySlug(urlSlug);
  return insight?.isPublished ? insight : undefined;
}

/** Ordered by display order; unpublished ones only when asked (admins). */
export async function listAreaInsights({ includeUnpublished }: { includeUnpublished: boolean }): Promise<AreaInsight[]> {
  const { data } = await areaInsightEntity.query.all({}).go({ pages: 'all' });
  return data
    .map(toAreaInsight)
    .filter((a) => includeUnpublished || a.isPublished)
    .sort(byDisplayOrder);
}

/**
 * Replaces an insight's fields if nobody saved since `expectedVersion` (else StaleWriteError, HTTP 409),
 * following versioned.ts's convention. A new slug is claimed and the old one released in the same
 * transaction; a slug another insight holds is refused (DuplicateError, HTTP 409, its own message, which
 * is why this does not go through `updateVersioned`, whose every failed condition reads as a stale edit).
 * Like it, a save that changes nothing writes nothing.
 */
export async function updateAreaInsight(
  id: string,
  input: AreaInsightInput,
  expectedVersion: number,
  options: { audit?: AuditContext } = {},
): Promise<AreaInsight> {
  const current = await getAreaInsight(id);
  if (!current || current.version !== expectedVersion) throw new StaleWriteError('area insight');
  const next = toAreaInsight({
    ...current,
    ...withNulls(areaInsightInputSchema.parse(input)),
    updatedAt: new Date().toISOString(),
    version: expectedVersion + 1,
  });
  if (changesNothing(current, next)) return current;
  assertFitsInItem(next);
  const slugChanged = current.urlSlug !== next.urlSlug;
  if (slugChanged) await refuseHeldSlug(next.urlSlug, id);
  await writeClaimingSlug(
    (tx) => [
      ...(slugChanged ? [tx.areaInsightSlug.create({ urlSlug: next.urlSlug, insightId: id }).commit()] : []),
      tx.areaInsight
        .put(next)
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .commit(),
      ...(slugChanged ? [tx.areaInsightSlug.delete({ urlSlug: current.urlSlug }).commit()] : []),
      ...audited(tx, options.audit, id, current, next),
    ],
    slugChanged ? 0 : null,
    next.urlSlug,
    () => new StaleWriteError('area insight'),
  );
  return next;
}

/** Deletes an insight and releases its slug in one transaction; false when there was nothing to delete. */
export async function deleteAreaInsight(insight: AreaInsight, options: { audit?: AuditContext } = {}): Promise<boolean> {
  return applied(
    portal.transaction
      .write((tx) => [
        tx.areaInsight
          .delete({ id: insight.id })
          .where(({ id }, { exists }) => exists(id))
          .commit(),
        tx.areaInsightSlug.delete({ urlSlug: insight.urlSlug }).commit(),
        ...audited(tx, options.audit, insight.id, insight, null),
      ])
      .go(),
  );
}

/** The hero image keys the area insights point at now (before a file is deleted, see functions/src/catalogue/uploads/replaced-files.ts). */
export const heroKeysInUse = async (): Promise<(string | null)[]> =>
  (await listAreaInsights({ includeUnpublished: true })).map((insight) => insight.heroImageUrl);

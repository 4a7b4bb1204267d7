import { randomUUID } from 'node:crypto';
import { areaInsightInputSchema, areaInsightSchema, type AreaInsight, type AreaInsightInput } from '@shared/domain/areaInsight';
import { withNulls } from './attributes';
import { areaInsightEntity } from './entities/area-insight';
import { conditionalWrite, duplicate, DuplicateError } from './errors';

const toAreaInsight = (item: unknown): AreaInsight => areaInsightSchema.parse(item);
const byDisplayOrder = (a: AreaInsight, b: AreaInsight) => a.displayOrder - b.displayOrder || a.locationName.localeCompare(b.locationName);

export async function createAreaInsight(input: AreaInsightInput, options: { id?: string } = {}): Promise<AreaInsight> {
  if (await getAreaInsightBySlug(input.urlSlug)) throw new DuplicateError(`An area insight already uses the slug '${input.urlSlug}'.`);
  const now = new Date().toISOString();
  const record = toAreaInsight({ ...withNulls(areaInsightInputSchema.parse(input)), id: options.id ?? randomUUID(), createdAt: now, updatedAt: now, version: 1 });
  await conditionalWrite(areaInsightEntity.create(record).go(), duplicate('This area insight already exists.'));
  return record;
}

export async function getAreaInsightBySlug(urlSlug: string): Promise<AreaInsight | undefined> {
  const { data } = await areaInsightEntity.query.bySlug({ urlSlug }).go();
  return data[0] ? toAreaInsight(data[0]) : undefined;
}

/** Ordered by display order; unpublished ones only when asked (admins). */
export async function listAreaInsights({ includeUnpublished }: { includeUnpublished: boolean }): Promise<AreaInsight[]> {
  const { data } = await areaInsightEntity.query.all({}).go({ pages: 'all' });
  return data.map(toAreaInsight).filter((a) => includeUnpublished || a.isPublished).sort(byDisplayOrder);
}

import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { areaInsightInputSchema, areaInsightSchema, type AreaInsight, type AreaInsightInput } from '@shared/domain/areaInsight';
import { dynamoClient, tableName } from './client';
import { keyString, storedAttributes, versionAttribute, withNulls } from './attributes';
import { DuplicateError, isConditionalCheckFailure } from './errors';

const inputKeys = (Object.keys(areaInsightInputSchema.shape) as (keyof AreaInsightInput)[]).filter((k) => k !== 'urlSlug');

export const areaInsightEntity = new Entity(
  {
    model: { entity: 'areaInsight', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      urlSlug: keyString('urlSlug'),
      createdAt: keyString('createdAt'),
      updatedAt: keyString('updatedAt'),
      version: versionAttribute,
      ...storedAttributes(inputKeys),
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // One small collection (tens of areas): read whole, ordered by display order in code.
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      bySlug: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['urlSlug'] }, sk: { field: 'gsi2sk', composite: [] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);

const toAreaInsight = (item: unknown): AreaInsight => areaInsightSchema.parse(item);
const byDisplayOrder = (a: AreaInsight, b: AreaInsight) => a.displayOrder - b.displayOrder || a.locationName.localeCompare(b.locationName);

export async function createAreaInsight(input: AreaInsightInput, options: { id?: string } = {}): Promise<AreaInsight> {
  if (await getAreaInsightBySlug(input.urlSlug)) throw new DuplicateError(`An area insight already uses the slug '${input.urlSlug}'.`);
  const now = new Date().toISOString();
  const record = toAreaInsight({ ...withNulls(areaInsightInputSchema.parse(input)), id: options.id ?? randomUUID(), createdAt: now, updatedAt: now, version: 1 });
  try {
    await areaInsightEntity.create(record).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new DuplicateError('This area insight already exists.');
    throw error;
  }
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

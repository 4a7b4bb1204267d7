import * as z from '@shared/core/zod';
import { propertyEntity } from '../../db/entities/property';

const titled = z.object({ id: z.string(), title: z.string() });

/**
 * The titles of the properties that exist among `ids`, by id, read from only their id and title: lists that name a
 * property (the interest registrations) need no more of it, nor a bundle the whole property schema and views.
 */
export async function getPropertyTitles(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { data } = await propertyEntity.get([...new Set(ids)].map((id) => ({ id }))).go({ attributes: ['id', 'title'] });
  return new Map(data.map((item) => Object.values(titled.parse(item)) as [string, string]));
}

import { randomUUID } from 'node:crypto';
import { resourceInputSchema, resourceSchema, type Resource, type ResourceInput } from '@shared/domain/resource';
import { withNulls } from './attributes';
import { resourceEntity } from './entities/resource';
import { conditionalWrite, duplicate } from './errors';

const toResource = (item: unknown): Resource => resourceSchema.parse(item);

export async function createResource(input: ResourceInput, options: { id?: string } = {}): Promise<Resource> {
  const record = toResource({ ...withNulls(resourceInputSchema.parse(input)), id: options.id ?? randomUUID(), version: 1 });
  await conditionalWrite(resourceEntity.create(record).go(), duplicate(`A resource with id ${record.id} already exists.`));
  return record;
}

/** Resources by display order (a small collection read whole). */
export async function listResources(): Promise<Resource[]> {
  const { data } = await resourceEntity.query.all({}).go({ pages: 'all' });
  return data.map(toResource).sort((a, b) => a.displayOrder - b.displayOrder);
}

import { randomUUID } from 'node:crypto';
import { resourceInputSchema, resourceSchema, type Resource, type ResourceInput } from '@shared/domain/resource';
import { withNulls } from '../../db/attributes';
import { auditStep, type AuditContext } from '../../db/audit';
import { resourceEntity } from '../../db/entities/resource';
import { conditionalWrite, duplicate, staleWrite } from '../../db/errors';
import { portal } from '../../db/service';
import { updateVersioned } from '../../db/versioned';

const toResource = (item: unknown): Resource => resourceSchema.parse(item);

/**
 * Creates a resource (checked with resourceInputSchema), conditional on the id being new. With `audit`
 * (every admin create), the audit event is written in the same transaction.
 */
export async function createResource(input: ResourceInput, options: { id?: string; audit?: AuditContext } = {}): Promise<Resource> {
  const record = toResource({
    ...withNulls(resourceInputSchema.parse(input)),
    id: options.id ?? randomUUID(),
    version: 1,
    updatedAt: new Date().toISOString(),
  });
  const conflict = duplicate(`A resource with id ${record.id} already exists.`);
  const { audit } = options;
  if (!audit) await conditionalWrite(resourceEntity.create(record).go(), conflict);
  else {
    await conditionalWrite(
      portal.transaction
        .write((tx) => [
          tx.resource.create(record).commit(),
          auditStep(tx, audit, { targetType: 'resource', targetId: record.id, before: null, after: record }),
        ])
        .go(),
      conflict,
    );
  }
  return record;
}

export async function getResource(id: string): Promise<Resource | undefined> {
  const { data } = await resourceEntity.get({ id }).go();
  return data ? toResource(data) : undefined;
}

/** Resources by display order (a small collection read whole; ties by title). */
export async function listResources(): Promise<Resource[]> {
  const { data } = await resourceEntity.query.all({}).go({ pages: 'all' });
  return data.map(toResource).sort((a, b) => a.displayOrder - b.displayOrder || a.title.localeCompare(b.title));
}

/**
 * Replaces a resource's fields if nobody saved it since `expectedVersion` was read (else StaleWriteError,
 * HTTP 409); the whole input is checked again (a type's target rule spans fields), audited in the same transaction.
 */
export function updateResource(id: string, input: ResourceInput, expectedVersion: number, audit?: AuditContext): Promise<Resource> {
  const fields = withNulls(resourceInputSchema.parse(input));
  return updateVersioned(
    'resource',
    { id, patch: fields, expectedVersion, audit },
    {
      load: getResource,
      parse: toResource,
      writes: (tx, next, expected) => [
        tx.resource
          .put(next)
          .where(({ version }, { eq }) => eq(version, expected))
          .commit(),
      ],
    },
  );
}

/**
 * Deletes a resource as the admin saw it (`expectedVersion`, else StaleWriteError) with its audit event,
 * in one transaction. Answers the deleted record (its file can then be removed), or undefined if it was gone.
 */
export async function deleteResource(id: string, audit: AuditContext, expectedVersion?: number): Promise<Resource | undefined> {
  const current = await getResource(id);
  if (!current) return undefined;
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw staleWrite('resource')();
  await conditionalWrite(
    portal.transaction
      .write((tx) => [
        tx.resource
          .delete({ id })
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit(),
        auditStep(tx, audit, { targetType: 'resource', targetId: id, before: current, after: null }),
      ])
      .go(),
    staleWrite('resource'),
  );
  return current;
}

/** The PDF keys the resources point at now (before a file is deleted, see functions/src/catalogue/uploads/replaced-files.ts). */
export const resourceFileKeysInUse = async (): Promise<(string | null)[]> => (await listResources()).map((resource) => resource.fileUrl);

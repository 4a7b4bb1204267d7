import { changesNothing, type AuditTarget } from '@shared/domain/audit';
import { auditStep, type AuditContext } from './audit';
import { assertFitsInItem, conditionalWrite, staleWrite } from './errors';
import { portal, type WriteEntities, type WriteStep } from './service';

export interface Versioned {
  id: string;
  version: number;
  updatedAt: string;
}

/** Fields a patch may not set: the key and the version stamp belong to the update itself. */
export type Patch<R> = Partial<Omit<R, 'id' | 'version' | 'updatedAt' | 'createdAt'>>;

/** The patch without its undefined entries: in a patch, undefined means "leave as it is" (null clears). */
const definedOnly = <P extends object>(patch: P): Partial<P> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<P>;

/**
 * The one update convention for records two people could edit at once: `(id, patch, expectedVersion)`.
 * Reads the record, applies the patch with a new `updatedAt` and `version`, checks it (`parse`), and
 * saves it only if nobody saved since the caller read `expectedVersion`: `writes` must include a write
 * conditional on `version = expectedVersion`. A stale version, or a record that is gone, is a
 * StaleWriteError (HTTP 409), never a silent overwrite. With an `audit` context, the audit event (the
 * changed fields before and after) is written in the same transaction.
 *
 * A save that changes nothing (`changesNothing`) writes nothing: no new version, no audit event; it answers
 * the record as stored. Every audited update follows this rule, through here or by calling `changesNothing`.
 */
export async function updateVersioned<R extends Versioned>(
  entity: AuditTarget,
  { id, patch, expectedVersion, audit }: { id: string; patch: Patch<R>; expectedVersion: number; audit?: AuditContext },
  steps: {
    load: (id: string) => Promise<R | undefined>;
    parse: (record: unknown) => R;
    /** Fields the server keeps from the change itself (e.g. a property's price history), set before the no-change check. */
    derive?: (current: R, next: R) => R;
    writes: (tx: WriteEntities, next: R, expectedVersion: number, current: R) => WriteStep[];
    /** A refusal of its own when a condition of one of `writes` failed (by each step's code), instead of the StaleWriteError. */
    refusal?: (codes: readonly string[]) => Error | undefined;
  },
): Promise<R> {
  const current = await steps.load(id);
  if (!current || current.version !== expectedVersion) throw staleWrite(entity)();
  const patched = steps.parse({ ...current, ...definedOnly(patch), updatedAt: new Date().toISOString(), version: expectedVersion + 1 });
  const next = steps.derive ? steps.derive(current, patched) : patched;
  if (changesNothing(current, next)) return current;
  assertFitsInItem(next);
  await conditionalWrite(
    portal.transaction
      .write((tx) => [
        ...steps.writes(tx, next, expectedVersion, current),
        ...(audit ? [auditStep(tx, audit, { targetType: entity, targetId: id, before: current, after: next })] : []),
      ])
      .go(),
    (codes) => steps.refusal?.(codes) ?? staleWrite(entity)(),
  );
  return next;
}

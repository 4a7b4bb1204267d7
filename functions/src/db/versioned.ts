import { conditionalWrite, staleWrite } from './errors';

export interface Versioned {
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
 * saves it only if nobody saved since the caller read `expectedVersion`: `save` must be a write
 * conditional on `version = expectedVersion`. A stale version, or a record that is gone, is a
 * StaleWriteError (HTTP 409), never a silent overwrite.
 */
export async function updateVersioned<R extends Versioned>(
  entity: string,
  { id, patch, expectedVersion }: { id: string; patch: Patch<R>; expectedVersion: number },
  steps: {
    load: (id: string) => Promise<R | undefined>;
    parse: (record: unknown) => R;
    save: (next: R, expectedVersion: number) => Promise<unknown>;
  },
): Promise<R> {
  const current = await steps.load(id);
  if (!current || current.version !== expectedVersion) throw staleWrite(entity)();
  const next = steps.parse({ ...current, ...definedOnly(patch), updatedAt: new Date().toISOString(), version: expectedVersion + 1 });
  await conditionalWrite(steps.save(next, expectedVersion), staleWrite(entity));
  return next;
}

import * as z from '../core/zod';

/**
 * The audit trail (docs/architecture.md section 9): every admin write stores who did what to which record,
 * when, and the changed fields before and after, in the same DynamoDB transaction as the change.
 */
export const auditTargets = ['profile', 'registration', 'property', 'resource', 'areaInsight', 'propertyRequest', 'buyerCheck', 'reservation', 'deal'] as const;
export type AuditTarget = (typeof auditTargets)[number];

/** One changed field: its value before and after the write (null when absent). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export interface AuditEvent {
  id: string;
  targetType: AuditTarget;
  targetId: string;
  /** What was done, in words an admin reads in a history list, e.g. 'access revoked', 'property published'. */
  action: string;
  actorId: string;
  actorEmail: string | null;
  actorName: string | null;
  at: string;
  changes: Record<string, FieldChange>;
}

/** Bookkeeping fields that change on every write and say nothing to a reader of the history. */
const bookkeeping = new Set(['version', 'updatedAt']);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of a record (either may be null: a create or a delete),
 * each with its value before and after. Version stamps are left out.
 */
export function fieldChanges(before: object | null, after: object | null): Record<string, FieldChange> {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((key) => !bookkeeping.has(key)).sort();
  return Object.fromEntries(keys.filter((key) => !same(was[key], now[key])).map((key) => [key, { before: was[key] ?? null, after: now[key] ?? null }]));
}

/** Whether a write would change nothing a reader of the history could see (the one no-change rule of the audit trail). */
export const changesNothing = (before: object, after: object): boolean => Object.keys(fieldChanges(before, after)).length === 0;

export const auditParams = z.object({ targetType: z.enum(auditTargets), targetId: z.string().check(z.minLength(1), z.maxLength(128)) });

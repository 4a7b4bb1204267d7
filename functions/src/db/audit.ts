import { randomUUID } from 'node:crypto';
import { fieldChanges, type AuditEvent, type AuditTarget, type FieldChange } from '@shared/domain/audit';
import { auditEventEntity } from './entities/audit-event';
import type { WriteEntities, WriteStep } from './service';

export interface Actor {
  id: string;
  email: string | null;
  name: string | null;
}

/** Who makes a write and what it means; handlers build it with `auditBy(caller, action)`. */
export interface AuditContext {
  actor: Actor;
  action: string;
}

export interface AuditedChange {
  targetType: AuditTarget;
  targetId: string;
  /** The record before the write (null for a create) and after it (null for a delete). */
  before: object | null;
  after: object | null;
}

/**
 * The transaction step that stores one audit event: add it to the same `portal.transaction.write` as the
 * change, so the trail and the data can never disagree (docs/architecture.md section 9). A refused write
 * (a failed condition cancels the whole transaction) leaves no audit event either.
 */
export function auditStep(tx: WriteEntities, context: AuditContext, change: AuditedChange): WriteStep {
  return tx.auditEvent.create(auditItem(context, change)).commit();
}

/** Records an event that changes no stored record (e.g. an email sent on the member's behalf). */
export async function recordEvent(context: AuditContext, change: AuditedChange): Promise<void> {
  await auditEventEntity.create(auditItem(context, change)).go();
}

/** Longer values are cut in the history: a large edit's event (before and after) must fit in one item too. */
const MAX_AUDIT_VALUE_CHARS = 1_000;
const cut = (text: string) => `${text.slice(0, MAX_AUDIT_VALUE_CHARS)}…`;
const bounded = (value: unknown): unknown => {
  if (typeof value === 'string') return value.length > MAX_AUDIT_VALUE_CHARS ? cut(value) : value;
  const json = JSON.stringify(value) ?? '';
  return json.length > MAX_AUDIT_VALUE_CHARS ? cut(json) : value;
};
const boundedChanges = (changes: Record<string, FieldChange>): Record<string, FieldChange> =>
  Object.fromEntries(Object.entries(changes).map(([field, { before, after }]) => [field, { before: bounded(before), after: bounded(after) }]));

const auditItem = ({ actor, action }: AuditContext, change: AuditedChange) => ({
  id: randomUUID(),
  targetType: change.targetType,
  targetId: change.targetId,
  at: new Date().toISOString(),
  action,
  actorId: actor.id,
  actorEmail: actor.email,
  actorName: actor.name,
  changes: boundedChanges(fieldChanges(change.before, change.after)),
});

/** One record's history, newest first (at most `limit` events). */
export async function listHistory(targetType: AuditTarget, targetId: string, limit = 200): Promise<AuditEvent[]> {
  const { data } = await auditEventEntity.query.byTarget({ targetType, targetId }).go({ order: 'desc', count: limit });
  return data.map((item) => ({
    id: item.id,
    targetType: item.targetType,
    targetId: item.targetId,
    action: item.action,
    actorId: item.actorId,
    actorEmail: (item.actorEmail as string | null | undefined) ?? null,
    actorName: (item.actorName as string | null | undefined) ?? null,
    at: item.at,
    changes: item.changes as AuditEvent['changes'],
  }));
}

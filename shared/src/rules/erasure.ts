import type { FieldChange } from '../domain/audit';

/** Who an audit event names once the member it named has been erased. */
export const ERASED_MEMBER = 'Erased member';
/** What an erased member's own values in an audit event's changes read. */
export const ERASED_VALUE = '(erased)';

/**
 * The fields of an audit event's changes that say what happened to an account without saying who it was: kept
 * when the member is erased, so the admins' record still reads 'access pending -> approved'. Every other value is
 * the member's own (name, email, phone, budget, notes, ...) and is replaced.
 */
const accountFacts = new Set(['role', 'accessStatus', 'isApproved', 'status', 'welcomeEmailSent', 'leadDelivery']);

/** An audit event's changes with the erased member's values replaced (the field names and the account facts stay). */
export function anonymisedChanges(changes: Record<string, FieldChange>): Record<string, FieldChange> {
  const erase = (value: unknown) => (value === null || value === undefined ? null : ERASED_VALUE);
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [field, accountFacts.has(field) ? change : { before: erase(change.before), after: erase(change.after) }]),
  );
}

/** The lead webhook's body telling the CRM that a member was erased (so it can erase them too, as the ICO asks of recipients). */
export const erasureNotice = (email: string, reference: string, erasedAt: string) => ({
  event: 'erasure',
  email,
  reference,
  erased_at: erasedAt,
  message: 'This person asked to have their personal data erased. Please erase it from your records too.',
});

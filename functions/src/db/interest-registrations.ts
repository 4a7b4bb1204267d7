import { randomUUID } from 'node:crypto';
import { changesNothing } from '@shared/audit';
import { interestRegistrationSchema, type InterestRegistration, type InterestRegistrationInput, type LeadDelivery } from '@shared/domain/interest';
import { interestRegistrationEntity } from './entities/interest-registration';
import { auditStep, type AuditContext } from './audit';
import { applied, conditionalWrite, duplicate } from './errors';
import { portal, type WriteEntities, type WriteStep } from './service';

export const DUPLICATE_REGISTRATION = 'This email has already been registered.';

export async function createInterestRegistration(input: InterestRegistrationInput, propertyId?: string): Promise<InterestRegistration> {
  const record = interestRegistrationSchema.parse({
    ...input,
    id: randomUUID(),
    propertyId: propertyId ?? null,
    status: 'pending',
    createdAt: new Date().toISOString(),
  });
  const { propertyId: property, ...rest } = record;
  await conditionalWrite(
    interestRegistrationEntity.create({ ...rest, ...(property ? { propertyId: property } : {}) }).go(),
    duplicate(DUPLICATE_REGISTRATION),
  );
  return record;
}

export async function getInterestRegistration(email: string): Promise<InterestRegistration | undefined> {
  const { data } = await interestRegistrationEntity.get({ email: email.toLowerCase() }).go();
  return data ? interestRegistrationSchema.parse({ propertyId: null, ...data }) : undefined;
}

/** Every registration, newest first (the admin's New Applications view). */
export async function listInterestRegistrations(): Promise<InterestRegistration[]> {
  const { data } = await interestRegistrationEntity.query.newestFirst({}).go({ pages: 'all', order: 'desc' });
  return data.map((item) => interestRegistrationSchema.parse({ propertyId: null, ...item }));
}

/** The transaction step that sets a registration's status, only if the registration exists. */
export const registrationStatusStep = (tx: WriteEntities, email: string, status: string): WriteStep =>
  tx.interestRegistration
    .patch({ email: email.toLowerCase() })
    .set({ status })
    .where(({ email: key }, { exists }) => exists(key))
    .commit();

/**
 * Sets a registration's status with its audit event in one transaction (the status it already has writes
 * nothing); undefined when there is no registration with this email.
 */
export async function setRegistrationStatus(email: string, status: string, audit: AuditContext): Promise<InterestRegistration | undefined> {
  const current = await getInterestRegistration(email);
  if (!current) return undefined;
  const next = { ...current, status };
  if (changesNothing(current, next)) return current;
  const done = await applied(
    portal.transaction
      .write((tx) => [
        registrationStatusStep(tx, current.email, status),
        auditStep(tx, audit, { targetType: 'registration', targetId: current.email, before: current, after: next }),
      ])
      .go(),
  );
  return done ? next : undefined;
}

/** Records what became of the registration's lead (the webhook job, or an admin's resend); false when there is no such registration. */
export async function setLeadDelivery(email: string, leadDelivery: LeadDelivery, audit?: AuditContext): Promise<boolean> {
  const key = email.toLowerCase();
  const step = (tx: WriteEntities) =>
    tx.interestRegistration
      .patch({ email: key })
      .set({ leadDelivery })
      .where(({ email: k }, { exists }) => exists(k))
      .commit();
  if (!audit) return applied(portal.transaction.write((tx) => [step(tx)]).go());
  const current = await getInterestRegistration(key);
  if (!current) return false;
  return applied(
    portal.transaction
      .write((tx) => [step(tx), auditStep(tx, audit, { targetType: 'registration', targetId: current.email, before: current, after: { ...current, leadDelivery } })])
      .go(),
  );
}

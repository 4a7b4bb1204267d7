import { randomUUID } from 'node:crypto';
import { changesNothing } from '@shared/domain/audit';
import { interestRegistrationSchema, type InterestRegistration, type InterestRegistrationInput, type LeadDelivery } from '@shared/domain/interest';
import { interestCountEntity } from '../../db/entities/interest-count';
import { interestRegistrationEntity } from '../../db/entities/interest-registration';
import { auditStep, type AuditContext } from '../../db/audit';
import { applied, conditionalWrite, duplicate } from '../../db/errors';
import { portal, type WriteEntities, type WriteStep } from '../../db/service';
import { registrationExpiry } from '@shared/rules/retention';

export const DUPLICATE_REGISTRATION = 'This email has already been registered.';

/**
 * Stores a registration (one per email). One made from a property's page names the property and adds one to
 * that property's interest count in the same transaction.
 */
export async function createInterestRegistration(input: InterestRegistrationInput): Promise<InterestRegistration> {
  const record = interestRegistrationSchema.parse({
    ...input,
    id: randomUUID(),
    propertyId: input.propertyId ?? null,
    status: 'pending',
    createdAt: new Date().toISOString(),
  });
  const { propertyId, ...fields } = record;
  const rest = { ...fields, expiresAt: registrationExpiry(record.status, record.createdAt) };
  await conditionalWrite(
    propertyId
      ? portal.transaction
          .write((tx) => [tx.interestRegistration.create({ ...rest, propertyId }).commit(), tx.interestCount.upsert({ propertyId }).add({ count: 1 }).commit()])
          .go()
      : interestRegistrationEntity.create(rest).go(),
    duplicate(DUPLICATE_REGISTRATION),
  );
  return record;
}

/** A property's registrations, newest first (by property: the sparse gsi2). */
export async function listPropertyInterest(propertyId: string): Promise<InterestRegistration[]> {
  const { data } = await interestRegistrationEntity.query.byProperty({ propertyId }).go({ pages: 'all', order: 'desc' });
  return data.map((item) => interestRegistrationSchema.parse({ propertyId: null, ...item }));
}

/** Every property's interest count (properties nobody registered for are absent). */
export async function listInterestCounts(): Promise<Record<string, number>> {
  const { data } = await interestCountEntity.query.all({}).go({ pages: 'all' });
  return Object.fromEntries(data.map((item) => [item.propertyId, item.count]));
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

/**
 * The transaction step that sets a registration's status, only if the registration exists. A status change is its
 * last change, so its expiry moves on (and goes once it became an account: then it is kept with the account).
 */
export const registrationStatusStep = (tx: WriteEntities, email: string, status: string): WriteStep => {
  const expiresAt = registrationExpiry(status, new Date().toISOString());
  const patch = tx.interestRegistration.patch({ email: email.toLowerCase() });
  return (expiresAt === undefined ? patch.set({ status }).remove(['expiresAt']) : patch.set({ status, expiresAt }))
    .where(({ email: key }, { exists }) => exists(key))
    .commit();
};

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
      .write((tx) => [
        step(tx),
        auditStep(tx, audit, { targetType: 'registration', targetId: current.email, before: current, after: { ...current, leadDelivery } }),
      ])
      .go(),
  );
}

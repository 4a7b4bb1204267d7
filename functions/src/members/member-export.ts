import { investorFieldsSchema, type Profile } from '@shared/domain/profile';
import { interestRegistrationSchema } from '@shared/domain/interest';
import type { MemberDataExport } from '@shared/views/member-export';
import { listHistory } from '../db/audit';
import { getBuyerCheck } from '../db/buyer-checks';
import { listDocumentAccessBy } from '../db/document-access';
import {
  entityOf,
  itemsUnder,
  memberAuditTargets,
  memberKeyPrefixes,
  memberPartitionBookkeeping,
  memberPartitionSections,
  type RawItem,
} from '../db/member-data';
import { interestRegistrationEntity } from '../db/entities/interest-registration';
import { portal } from '../db/service';

/** Raw attributes that are keys or ElectroDB's bookkeeping, not the member's data. */
const bookkeeping = /^(pk|sk|gsi\d+pk|gsi\d+sk|__edb_e__|__edb_v__|user_id|expires_at)$/;

type PortalEntityName = keyof typeof portal.entities;

/** A raw item of the member's partition as its entity reads it (attribute names, not stored names), without keys. */
function readable(item: RawItem): Record<string, unknown> {
  const name = entityOf(item) as PortalEntityName;
  const entity = portal.entities[name] as { parse?: (data: { Item: RawItem }) => { data: Record<string, unknown> | null } } | undefined;
  const parsed = entity?.parse?.({ Item: item }).data ?? Object.fromEntries(Object.entries(item).filter(([key]) => !bookkeeping.test(key)));
  const { userId: _userId, ...rest } = parsed;
  return rest;
}

const DOCUMENT_OPENS_LIMIT = 10_000;

/**
 * A member's copy of their personal data (GET /me/export, GET /profiles/{id}/export). Every part is read by the
 * member's own keys (member-data.ts), so it can hold nobody else's data; the audit events say 'an admin' rather
 * than naming the admin who acted.
 */
export async function buildMemberExport(profile: Profile): Promise<MemberDataExport> {
  const email = (profile.email ?? '').toLowerCase();
  const partition = memberKeyPrefixes(profile.id, email).find((p) => p.name === 'partition')!;
  const [items, registration, history, opens, buyerCheck] = await Promise.all([
    itemsUnder(partition),
    email ? interestRegistrationEntity.get({ email }).go() : Promise.resolve({ data: null }),
    Promise.all(
      memberAuditTargets(profile.id, email).map(({ targetType, targetId }) =>
        email || targetType === 'profile' ? listHistory(targetType, targetId, 1_000) : [],
      ),
    ),
    listDocumentAccessBy(profile.id, DOCUMENT_OPENS_LIMIT),
    getBuyerCheck(profile.id),
  ]);

  const sections: Record<string, Record<string, unknown>[]> = Object.fromEntries(Object.values(memberPartitionSections).map((section) => [section, []]));
  for (const item of items) {
    if (memberPartitionBookkeeping.has(entityOf(item))) continue;
    (sections[memberPartitionSections[entityOf(item)] ?? entityOf(item)] ??= []).push(readable(item));
  }
  const named = new Set(Object.values(memberPartitionSections));
  const sectionsWhere = (isNamed: boolean) => Object.fromEntries(Object.entries(sections).filter(([section]) => named.has(section) === isNamed));
  const { version: _version, ...profileData } = profile;
  const requirements = Object.fromEntries(Object.keys(investorFieldsSchema.shape).map((key) => [key, profile[key as keyof typeof investorFieldsSchema.shape]]));
  const { leadDelivery: _lead, ...registrationData } = registration.data
    ? interestRegistrationSchema.parse({ propertyId: null, ...registration.data })
    : { leadDelivery: null };

  return {
    exportedAt: new Date().toISOString(),
    about: 'Your personal data as this portal stores it, one section per kind (UK GDPR, right of access).',
    profile: profileData,
    requirements,
    ...sectionsWhere(true),
    interestRegistrations: registration.data ? [registrationData as MemberDataExport['interestRegistrations'][number]] : [],
    auditEvents: history
      .flat()
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((event) => ({ at: event.at, action: event.action, by: event.actorId === profile.id ? 'you' : 'an admin', changes: event.changes })),
    documentOpens: opens.map((open) => ({
      at: open.at,
      subjectType: open.subjectType,
      subjectId: open.subjectId,
      subjectTitle: open.subjectTitle,
      document: open.documentLabel,
    })),
    buyerChecks: buyerCheck
      ? {
          part: buyerCheck.part,
          evidence: buyerCheck.evidence.map(({ kind, fileName, uploadedAt, removedAt }) => ({
            kind,
            fileName,
            uploadedAt,
            ...(removedAt ? { removedAt } : {}),
          })),
          identityVerifications: buyerCheck.identityChecks.map(({ provider, result, checkedOn }) => ({ provider, result, checkedOn })),
          clearedAt: buyerCheck.clearance?.at ?? null,
          retainUntil: buyerCheck.retainUntil ?? null,
        }
      : null,
    items: sectionsWhere(false),
  } as MemberDataExport;
}

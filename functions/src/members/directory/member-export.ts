import { investorFieldsSchema, type Profile } from '@shared/domain/profile';
import { interestRegistrationSchema } from '@shared/domain/interest';
import type { Deal } from '@shared/rules/deal';
import { dealRecordsKeptUntil } from '@shared/rules/retention';
import type { ExportedParty, MemberDataExport } from '@shared/views/member-export';
import { listHistory } from '../../db/audit';
import { getBuyerCheck } from '../../compliance/db/buyer-checks';
import { listDealDocuments } from '../../sales/db/deal-documents';
import { getReadMarks, listDealMessages } from '../../sales/db/deal-messages';
import { listDealEntries, listInvestorDeals } from '../../sales/db/deals';
import { listDocumentAccessBy } from '../../catalogue/db/document-access';
import {
  entityOf,
  itemsUnder,
  keptOnErasurePrefixes,
  memberAuditTargets,
  memberKeyPrefixes,
  memberPartitionBookkeeping,
  memberPartitionSections,
  type RawItem,
} from '../db/member-data';
import { interestRegistrationEntity } from '../../db/entities/interest-registration';
import { portal } from '../../db/service';

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
 * One of the member's deals with its trail, both sides' messages and its documents' details (their files stay in the
 * bucket, as the buyer checks' evidence does): four Queries of the deal's own partition. The sourcer's side is named
 * as such, never by the admin who acted.
 */
async function exportedDeal(deal: Deal, memberId: string): Promise<MemberDataExport['deals'][number]> {
  const [entries, messages, marks, documents] = await Promise.all([
    listDealEntries(deal.id),
    listDealMessages(deal.id),
    getReadMarks(deal.id),
    listDealDocuments(deal.id),
  ]);
  const party = (by: { id: string }): ExportedParty => (by.id === memberId ? 'you' : 'the sourcer');
  const endedAt = deal.completedAt ?? deal.fallThrough?.at;
  return {
    id: deal.id,
    propertyId: deal.propertyId,
    status: deal.status,
    financing: deal.financing,
    acceptedAt: deal.acceptedAt,
    pricePence: deal.pricePence,
    stages: deal.stages,
    buyerSolicitor: deal.buyerSolicitor ?? null,
    completedAt: deal.completedAt ?? null,
    fallThrough: deal.fallThrough ?? null,
    keptAtLeastUntil: endedAt ? dealRecordsKeptUntil(endedAt) : null,
    trail: entries.map((entry) => ({ at: entry.at, kind: entry.kind, by: party(entry.by), text: entry.text })),
    messages: messages.map((message) => ({ at: message.at, from: message.side === 'investor' ? 'you' : 'the sourcer', text: message.text })),
    messagesReadUpTo: marks.investor ?? null,
    documents: documents.map((document) => ({ at: document.at, kind: document.kind, fileName: document.fileName, by: party(document.by) })),
  };
}

/**
 * A member's copy of their personal data (GET /me/export, GET /profiles/{id}/export). Every part is read by the
 * member's own keys (member-data.ts), so it can hold nobody else's data; the audit events say 'an admin' rather
 * than naming the admin who acted.
 */
export async function buildMemberExport(profile: Profile): Promise<MemberDataExport> {
  const email = (profile.email ?? '').toLowerCase();
  const prefixes = [...memberKeyPrefixes(profile.id, email), ...keptOnErasurePrefixes(profile.id)];
  const under = (name: string) => itemsUnder(prefixes.find((p) => p.name === name)!);
  const [items, registration, history, opens, buyerCheck, reservations, waitingPlaces, deals] = await Promise.all([
    under('partition'),
    email ? interestRegistrationEntity.get({ email }).go() : Promise.resolve({ data: null }),
    Promise.all(
      memberAuditTargets(profile.id, email).map(({ targetType, targetId }) =>
        email || targetType === 'profile' ? listHistory(targetType, targetId, 1_000) : [],
      ),
    ),
    listDocumentAccessBy(profile.id, DOCUMENT_OPENS_LIMIT),
    getBuyerCheck(profile.id),
    under('reservations'),
    under('waiting-list places'),
    listInvestorDeals(profile.id),
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
    reservations: reservations.map(readable).map(({ investorId: _investor, version: _v, ...reservation }) => reservation),
    waitingList: waitingPlaces.map(readable).map(({ propertyId, joinedAt }) => ({ propertyId, joinedAt })),
    deals: await Promise.all(deals.map((deal) => exportedDeal(deal, profile.id))),
    items: sectionsWhere(false),
  } as MemberDataExport;
}

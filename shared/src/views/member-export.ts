import type { FieldChange } from '../domain/audit';
import type { InterestRegistration } from '../domain/interest';
import type { Profile } from '../domain/profile';
import type { BuyerPart, EvidenceKind } from '../domain/buyer-check';
import type { Reservation, WaitingListEntry } from '../domain/reservation';
import type { Conveyancer, DealEntryKind } from '../domain/deal';
import type { DealDocumentKind } from '../domain/deal-document';
import type { DealFallThrough } from '../rules/deal';
import type { DealFinancing, DealStageProgress } from '../rules/deal-stages';
import type { DealStatus } from '../rules/deal-status';

/** One audit event about the member as their export shows it: who acted is 'you' or 'an admin', never another member's name. */
export interface ExportedAuditEvent {
  at: string;
  action: string;
  by: 'you' | 'an admin';
  changes: Record<string, FieldChange>;
}

/** Who wrote or did something on a member's deal, as their export names them. */
export type ExportedParty = 'you' | 'the sourcer';

/** One document the member opened (a signed link issued to them). */
export interface ExportedDocumentOpen {
  at: string;
  subjectType: string;
  subjectId: string;
  subjectTitle: string;
  document: string;
}

/**
 * A member's copy of their personal data (UK GDPR right of access), one named section per kind. `items` holds
 * items found under the member's own partition that no section above names (an entity added later): listed by
 * entity name, so the export is complete even before a section is written for it.
 */
export interface MemberDataExport {
  exportedAt: string;
  about: string;
  profile: Omit<Profile, 'version'> | null;
  requirements: Record<string, unknown> | null;
  favourites: { propertyId: string; createdAt: string }[];
  propertyRequests: { propertyId: string; status: string; createdAt: string }[];
  savedSearches: { id: string; name: string; createdAt: string; filters: unknown }[];
  dealScenarios: { id: string; propertyId: string; name: string; createdAt: string; inputs: unknown }[];
  interestRegistrations: Omit<InterestRegistration, 'leadDelivery'>[];
  auditEvents: ExportedAuditEvent[];
  documentOpens: ExportedDocumentOpen[];
  /**
   * The buyer's checks: what they gave, the files' names and the outcome of their identity verification (kept after an
   * erasure until the retention date, Money Laundering Regulations 2017 reg. 40). Screening results and the admins'
   * assessments are left out (Data Protection Act 2018 Sch. 2 para. 2).
   */
  buyerChecks: {
    part: BuyerPart;
    evidence: { kind: EvidenceKind; fileName: string; uploadedAt: string }[];
    identityVerifications: { provider: string; result: string; checkedOn: string }[];
    clearedAt: string | null;
    retainUntil: string | null;
  } | null;
  /**
   * The listings the member reserved: status, listing, price, fees and payment, dates and the sourcing agreement's
   * signature record. Kept after an erasure as contract and VAT records (UK GDPR Art. 17(3)(b) and (e)).
   */
  reservations: Omit<Reservation, 'investorId' | 'version'>[];
  /** The listings' waiting lists the member is on. */
  waitingList: Omit<WaitingListEntry, 'kind' | 'investorId'>[];
  /**
   * The member's purchases from an accepted offer on: their stages, their solicitor, how each ended, the trail, the
   * messages of both sides and the documents stored with the deal (the signed sourcing agreement is its reservation's,
   * above). Kept after an erasure as the record of the transaction (Money Laundering Regulations 2017 reg. 40; UK GDPR
   * Art. 17(3)(b) and (e)); who acted for the sourcer is 'the sourcer', never the admin.
   */
  deals: {
    id: string;
    propertyId: string;
    status: DealStatus;
    financing: DealFinancing;
    acceptedAt: string;
    pricePence: number;
    stages: DealStageProgress[];
    buyerSolicitor: Conveyancer | null;
    completedAt: string | null;
    fallThrough: DealFallThrough | null;
    /** Once the deal ended: the day until which, at least, its records are kept (retention.ts); null while open. */
    keptAtLeastUntil: string | null;
    trail: { at: string; kind: DealEntryKind; by: ExportedParty; text: string }[];
    messages: { at: string; from: ExportedParty; text: string }[];
    /** The time of the newest message the member has listed; null if they never listed the thread. */
    messagesReadUpTo: string | null;
    documents: { at: string; kind: DealDocumentKind; fileName: string; by: ExportedParty }[];
  }[];
  items: Record<string, Record<string, unknown>[]>;
}

/** The export file's name: the member's own copy, dated. */
export const memberExportFileName = (exportedAt: string) => `my-portal-data-${exportedAt.slice(0, 10)}.json`;

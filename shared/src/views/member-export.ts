import type { FieldChange } from '../domain/audit';
import type { InterestRegistration } from '../domain/interest';
import type { Profile } from '../domain/profile';
import type { BuyerPart, EvidenceKind } from '../domain/buyer-check';

/** One audit event about the member as their export shows it: who acted is 'you' or 'an admin', never another member's name. */
export interface ExportedAuditEvent {
  at: string;
  action: string;
  by: 'you' | 'an admin';
  changes: Record<string, FieldChange>;
}

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
  items: Record<string, Record<string, unknown>[]>;
}

/** The export file's name: the member's own copy, dated. */
export const memberExportFileName = (exportedAt: string) => `my-portal-data-${exportedAt.slice(0, 10)}.json`;

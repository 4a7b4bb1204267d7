import * as z from '../core/zod';
import { oneLine, version } from './common';
import { isCountryCode } from './countries';

/**
 * The buyer's record of the checks the Money Laundering Regulations 2017 require before an offer is accepted:
 * who the buyer is (reg. 28), how they fund the purchase (reg. 28(11), 35), the identity verification, the
 * sanctions screening, the risk assessment (reg. 28(12)) and the approvals. One record per buyer, kept under the
 * member's keys on its own retention clock (reg. 40).
 */

export const buyerTypes = ['individual', 'joint', 'company'] as const;
export const fundsSources = ['cash', 'mortgage', 'both'] as const;
export type FundsSource = (typeof fundsSources)[number];
export const evidenceKinds = ['bankStatement', 'mortgageInPrinciple', 'companyRegisterExcerpt'] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];
export const riskLevels = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];
export const identityResults = ['passed', 'failed', 'refer'] as const;
export type IdentityResult = (typeof identityResults)[number];
export const matchOutcomes = ['cleared', 'escalated'] as const;
export type MatchOutcome = (typeof matchOutcomes)[number];

export const evidenceLabels: Record<EvidenceKind, string> = {
  bankStatement: 'Bank statement',
  mortgageInPrinciple: 'Mortgage in principle',
  companyRegisterExcerpt: 'Company register excerpt',
};

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `Keep this under ${max} characters`), oneLine());
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD'));
const countryCode = z.string().check(z.trim(), z.toUpperCase(), z.refine(isCountryCode, 'Choose a country from the list (an ISO country code such as GB)'));
/** The browser names each person it adds, so saves as the buyer goes keep the same person (and their screening). */
const personId = z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'Not a valid person id'));
const yesNo = z.enum(['yes', 'no']);

/** A person named in the record: a buyer (each joint buyer), a director or a beneficial owner. Every field may wait. */
export const personSchema = z.object({
  id: personId,
  fullName: z.optional(text(200)),
  dateOfBirth: z.optional(isoDate),
  address: z.optional(text(300)),
  /** When they moved to `address`: under three years and the previous address is asked for too. */
  addressSince: z.optional(isoDate),
  previousAddress: z.optional(text(300)),
  nationality: z.optional(countryCode),
  /** Where they live (a link to a high-risk third country, reg. 33(1)(b)). */
  residenceCountry: z.optional(countryCode),
  /** They, a family member or a known close associate are a politically exposed person (reg. 35). */
  pep: z.optional(yesNo),
  pepDetails: z.optional(text(500)),
  /** Beneficial owners only: their share, over 25% (reg. 5). */
  ownershipPercent: z.optional(z.number().check(z.gt(25, 'A beneficial owner holds over 25%'), z.lte(100, 'A share is at most 100%'))),
});
export type Person = z.output<typeof personSchema>;

const people = (max: number, what: string) => z.array(personSchema).check(z.maxLength(max, `Name at most ${max} ${what}`));

export const companySchema = z.object({
  name: z.optional(text(200)),
  number: z.optional(text(40)),
  registeredOffice: z.optional(text(300)),
  /** Whether its principal place of business is elsewhere than its registered office, and where (reg. 28(3)(a)(iii)). */
  principalPlaceDiffers: z.optional(yesNo),
  principalPlaceOfBusiness: z.optional(text(300)),
  country: z.optional(countryCode),
  /** An overseas company's ID on the Register of Overseas Entities (Economic Crime (Transparency and Enforcement) Act 2022). */
  overseasEntityId: z.optional(text(40)),
  directors: z._default(people(20, 'directors'), []),
  owners: z._default(people(4, 'beneficial owners (each holds over 25%)'), []),
  /** 'yes': no one holds over 25% (no beneficial owner under reg. 5), so the senior managing official is recorded instead (reg. 28(6)). */
  noOwnerOver25: z.optional(yesNo),
  seniorManagingOfficial: z.optional(personSchema),
});
export type Company = z.output<typeof companySchema>;

/** What the buyer fills in on their Buyer checks tab, saved as they go. */
export const buyerPartSchema = z.object({
  buyerType: z.optional(z.enum(buyerTypes)),
  individuals: z._default(people(4, 'buyers'), []),
  company: z.optional(companySchema),
  purpose: z.optional(text(500)),
  fundsSource: z.optional(z.enum(fundsSources)),
  /** Where the buyer's wealth comes from: asked when enhanced due diligence applies (reg. 33(4), 35(5)). */
  sourceOfWealth: z.optional(text(1000)),
});
export type BuyerPart = z.output<typeof buyerPartSchema>;

export const saveBuyerPartSchema = z.object({ expectedVersion: version, part: buyerPartSchema });

export interface ActorRef {
  id: string;
  name: string;
}

export interface Evidence {
  id: string;
  kind: EvidenceKind;
  key: string;
  fileName: string;
  uploadedAt: string;
  /**
   * When the buyer took it back (a wrong file, an old statement). The file and this entry are kept with the rest of the
   * record, which the Money Laundering Regulations 2017 require for five years (reg. 40); it no longer counts as evidence.
   */
  removedAt?: string;
}

/** The evidence the buyer has given and not taken back. */
export const currentEvidence = (evidence: readonly Evidence[]): Evidence[] => evidence.filter((e) => e.removedAt === undefined);

export const myEvidenceParams = z.object({ evidenceId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'Not a valid evidence id')) });

export interface MatchDecision {
  outcome: MatchOutcome;
  reason: string;
  by: ActorRef;
  at: string;
}

/** One possible match of a person against the sanctions list, and the admin's decision on it. */
export interface ScreeningMatch {
  listEntryId: string;
  listedName: string;
  regime: string;
  reason: string;
  decision?: MatchDecision;
}

/**
 * A report to OFSI (the Office of Financial Sanctions Implementation) of a possible match an admin escalated: what was
 * reported and when, as the admin recorded it. Kept on the record beside the screenings, add-only, so that a re-screening
 * never drops it.
 */
export interface OfsiReport {
  id: string;
  personId: string;
  /** The screened name and the list entry, as they stood when the report was recorded. */
  personName: string;
  listEntryId: string;
  listedName: string;
  /** YYYY-MM-DD: the day the report was sent to OFSI. */
  reportedOn: string;
  /** What was reported, in the admin's words (who, which entry, any funds or economic resources held and their amount). */
  summary: string;
  /** OFSI's acknowledgement or case reference, when there is one. */
  reference?: string;
  recordedBy: ActorRef;
  recordedAt: string;
}

/** The last screening of one person named in the record, against one version of the list. */
export interface PersonScreening {
  personId: string;
  name: string;
  dateOfBirth?: string;
  kind: 'individual' | 'entity';
  listVersion: string;
  screenedAt: string;
  matches: ScreeningMatch[];
}

/** An identity verification by a certified provider (UK digital identity and attributes trust framework), as recorded. */
export interface IdentityCheck {
  personId: string;
  provider: string;
  reference: string;
  result: IdentityResult;
  checkedOn: string;
  reportKey?: string;
  reportFileName?: string;
  recordedBy: ActorRef;
  recordedAt: string;
}

export interface RiskAssessment {
  level: RiskLevel;
  rationale: string;
  by: ActorRef;
  at: string;
}

export interface Approval {
  by: ActorRef;
  at: string;
}

/** A material discrepancy an admin found between the buyer's information and the company's register, as reported to the registrar (reg. 30A(2)). */
export interface RegisterDiscrepancy {
  id: string;
  /** What differs, in the admin's words (e.g. a person with significant control missing from the register). */
  found: string;
  /** When it was reported to Companies House, and the report's reference. */
  reportedOn: string;
  reportReference: string;
  recordedBy: ActorRef;
  recordedAt: string;
}

export interface Clearance {
  at: string;
  approvals: Approval[];
}

export interface BuyerCheck {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  part: BuyerPart;
  evidence: Evidence[];
  /** When the buyer last changed their details: a clearance older than this has expired. */
  detailsChangedAt?: string;
  screenings: PersonScreening[];
  identityChecks: IdentityCheck[];
  risk?: RiskAssessment;
  /** Approvals given since the last change; a clearance takes them. */
  pendingApprovals: Approval[];
  /** Reports to OFSI of escalated matches, oldest first; added to, never changed. Absent until the first. */
  ofsiReports?: OfsiReport[];
  clearance?: Clearance;
  /** Material discrepancies between what the company buyer gave and the register, and their reports to Companies House (reg. 30A). */
  registerDiscrepancies?: RegisterDiscrepancy[];
  /** When the business relationship ended (a reservation completed, cancelled or lapsed), and so when the record may go (reg. 40). */
  relationshipEndedAt?: string;
  retainUntil?: string;
}

export const emptyBuyerCheck = (id: string, at: string): BuyerCheck => ({
  id,
  version: 0,
  createdAt: at,
  updatedAt: at,
  part: { individuals: [] },
  evidence: [],
  screenings: [],
  identityChecks: [],
  pendingApprovals: [],
});

// ---- what admins send ----------------------------------------------------------------------------

const reason = z.string().check(z.trim(), z.minLength(5, 'Write the reason (at least 5 characters)'), z.maxLength(2000));

export const identityCheckSchema = z.object({
  expectedVersion: version,
  personId,
  provider: z.string().check(z.trim(), z.minLength(1, 'Name the identity provider'), z.maxLength(120), oneLine()),
  reference: z.string().check(z.trim(), z.minLength(1, "Enter the provider's reference"), z.maxLength(120), oneLine()),
  result: z.enum(identityResults),
  checkedOn: isoDate,
  /** The provider's report, uploaded first (createBuyerCheckUpload with purpose identityReport). */
  reportUploadKey: z.optional(z.string().check(z.maxLength(300))),
  reportFileName: z.optional(text(255)),
});

export const matchDecisionSchema = z.object({
  expectedVersion: version,
  personId,
  listEntryId: z.string().check(z.minLength(1), z.maxLength(120)),
  outcome: z.enum(matchOutcomes),
  reason,
});

export const ofsiReportSchema = z.object({
  expectedVersion: version,
  personId,
  listEntryId: z.string().check(z.minLength(1), z.maxLength(120)),
  reportedOn: isoDate,
  summary: z.string().check(z.trim(), z.minLength(5, 'Write what was reported to OFSI (at least 5 characters)'), z.maxLength(4000)),
  reference: z.optional(text(120)),
});

export const registerDiscrepancySchema = z.object({
  expectedVersion: version,
  found: reason,
  reportedOn: isoDate,
  reportReference: z.string().check(z.trim(), z.minLength(1, 'Enter the reference Companies House gave the report'), z.maxLength(120), oneLine()),
});

export const riskSchema = z.object({ expectedVersion: version, level: z.enum(riskLevels), rationale: reason });

export const approvalSchema = z.object({ expectedVersion: version });

export const buyerCheckUploadSchema = z.object({
  kind: z.enum([...evidenceKinds, 'identityReport'] as const),
  fileName: z.string().check(z.trim(), z.minLength(1, 'fileName is required'), z.maxLength(255)),
  contentType: z.string().check(z.maxLength(255)),
  size: z.number().check(z.int(), z.gte(0)),
});

export const buyerCheckUploadParams = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'Not a valid id')),
  uploadId: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const myBuyerCheckUploadParams = z.object({ uploadId: z.string().check(z.minLength(1), z.maxLength(200)) });
export const buyerCheckFileQuery = z.object({ key: z.string().check(z.minLength(1, 'Name the file'), z.maxLength(300)) });

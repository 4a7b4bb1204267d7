import { currentEvidence, type BuyerCheck, type BuyerPart, type Person } from '../domain/buyer-check';
import { isHighRiskThirdCountry } from './high-risk-countries';

/**
 * The status of a buyer's checks (Money Laundering Regulations 2017 reg. 27, 28, 33, 35), as pure rules: what the
 * buyer still has to give, what the sourcer still has to do, when senior approval is needed, what clears and what
 * expires. Every rule takes `now`, so tests set the clock.
 */

export const buyerCheckStatuses = ['notStarted', 'waitingForBuyer', 'waitingForUs', 'possibleMatch', 'cleared', 'expired'] as const;
export type BuyerCheckStatus = (typeof buyerCheckStatuses)[number];

export const buyerCheckStatusLabels: Record<BuyerCheckStatus, string> = {
  notStarted: 'Not started',
  waitingForBuyer: 'Waiting for the buyer',
  waitingForUs: 'Waiting for us',
  possibleMatch: 'Possible sanctions match',
  cleared: 'Cleared',
  expired: 'Expired',
};

/** Checks are refreshed at least this often (reg. 27(8)-(9): ongoing monitoring); a change of details expires them at once. */
export const CHECK_VALID_MONTHS = 12;
/** Under this many years at the address and the previous one is asked for too. */
export const PREVIOUS_ADDRESS_YEARS = 3;

export type PersonRole = 'buyer' | 'director' | 'owner' | 'senior' | 'company';

/** Someone (or the company) named in the record, as screened and listed. */
export interface NamedPerson {
  personId: string;
  role: PersonRole;
  name: string;
  dateOfBirth?: string;
  kind: 'individual' | 'entity';
}

const roleLabels: Record<PersonRole, string> = {
  buyer: 'Buyer',
  director: 'Director',
  owner: 'Beneficial owner',
  senior: 'Senior managing official',
  company: 'Company',
};
export const describePerson = (person: Pick<NamedPerson, 'role' | 'name'>) => `${roleLabels[person.role]}: ${person.name || 'name not given'}`;

/** The id the company itself is screened under. */
export const COMPANY_PERSON_ID = 'company';

/** The buyers a record names: the individuals, or for a company its directors and beneficial owners. */
const individualsOf = (part: BuyerPart): { person: Person; role: PersonRole }[] =>
  part.buyerType === 'company'
    ? [
        ...(part.company?.directors ?? []).map((person) => ({ person, role: 'director' as const })),
        ...(part.company?.owners ?? []).map((person) => ({ person, role: 'owner' as const })),
        // With no one over 25%, the senior managing official stands as the beneficial owner (reg. 28(6)).
        ...(part.company?.noOwnerOver25 === 'yes' && part.company.seniorManagingOfficial
          ? [{ person: part.company.seniorManagingOfficial, role: 'senior' as const }]
          : []),
      ]
    : part.individuals.map((person) => ({ person, role: 'buyer' as const }));

/** Everyone to screen against the sanctions list (buyers, joint buyers, the company, its directors and owners), with a name. */
export function peopleToScreen(part: BuyerPart): NamedPerson[] {
  const named = individualsOf(part)
    .filter(({ person }) => person.fullName)
    .map(({ person, role }) => ({
      personId: person.id,
      role,
      name: person.fullName!,
      ...(person.dateOfBirth ? { dateOfBirth: person.dateOfBirth } : {}),
      kind: 'individual' as const,
    }));
  const company =
    part.buyerType === 'company' && part.company?.name
      ? [{ personId: COMPANY_PERSON_ID, role: 'company' as const, name: part.company.name, kind: 'entity' as const }]
      : [];
  return [...company, ...named];
}

/**
 * The people whose identity a provider must verify (reg. 28(2), (4), (7)): every buyer, or a company's beneficial
 * owners, or its senior managing official when no one holds over 25%.
 */
export const peopleToVerify = (part: BuyerPart): NamedPerson[] =>
  peopleToScreen(part).filter((p) => p.role === 'buyer' || p.role === 'owner' || p.role === 'senior');

const yearsBefore = (now: Date, years: number) => {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at.toISOString().slice(0, 10);
};

/** What is missing about one individual, in words the buyer can act on. */
function missingAboutPerson(person: Person, role: PersonRole, label: string, now: Date): string[] {
  const missing: string[] = [];
  const need = (value: unknown, what: string) => {
    if (value === undefined || value === '') missing.push(`${label}: ${what}`);
  };
  need(person.fullName, 'full name');
  need(person.dateOfBirth, 'date of birth');
  need(person.nationality, 'nationality');
  if (role === 'director') return missing;
  need(person.address, 'residential address');
  need(person.addressSince, 'when they moved to that address');
  if (person.addressSince && person.addressSince > yearsBefore(now, PREVIOUS_ADDRESS_YEARS))
    need(person.previousAddress, 'previous address (under three years at the current one)');
  need(person.residenceCountry, 'country of residence');
  need(person.pep, 'whether they, a family member or a close associate are a politically exposed person');
  if (person.pep === 'yes') need(person.pepDetails, 'the politically exposed person and their role');
  if (role === 'owner') need(person.ownershipPercent, 'share of the company');
  return missing;
}

/** Whether anyone named is (or is close to) a politically exposed person, or is linked to a high-risk third country. */
export function seniorApprovalReasons(check: Pick<BuyerCheck, 'part' | 'risk'>, now: Date): string[] {
  const { part } = check;
  const persons = individualsOf(part).map(({ person }) => person);
  const reasons: string[] = [];
  if (persons.some((p) => p.pep === 'yes')) reasons.push('A politically exposed person, or a family member or close associate of one, is named');
  const countries = [...persons.flatMap((p) => [p.nationality, p.residenceCountry]), part.buyerType === 'company' ? part.company?.country : undefined].filter(
    (c): c is string => Boolean(c),
  );
  const risky = [...new Set(countries.filter((c) => isHighRiskThirdCountry(c, now)))];
  if (risky.length > 0) reasons.push(`Linked to a high-risk third country (${risky.join(', ')})`);
  if (check.risk?.level === 'high') reasons.push('Rated high risk');
  return reasons;
}

/** Reg. 33 and 35: enhanced due diligence, so source of wealth and a second, different admin's (senior) approval. */
export const needsSeniorApproval = (check: Pick<BuyerCheck, 'part' | 'risk'>, now: Date) => seniorApprovalReasons(check, now).length > 0;

/** How many different admins must approve before the checks count as cleared. */
export const approvalsNeeded = (check: Pick<BuyerCheck, 'part' | 'risk'>, now: Date) => (needsSeniorApproval(check, now) ? 2 : 1);

/** What the buyer still has to give, in words they can act on (empty: their part is done). */
export function missingFromBuyer(check: Pick<BuyerCheck, 'part' | 'evidence' | 'risk'>, now: Date): string[] {
  const { part } = check;
  const missing: string[] = [];
  if (!part.buyerType) return ['Choose whether you buy as an individual, jointly or as a company'];
  if (part.buyerType === 'individual' || part.buyerType === 'joint') {
    const wanted = part.buyerType === 'joint' ? 2 : 1;
    if (part.individuals.length < wanted) missing.push(part.buyerType === 'joint' ? 'Add every joint buyer (at least two)' : 'Add your details');
    part.individuals.forEach((person, i) => missing.push(...missingAboutPerson(person, 'buyer', part.buyerType === 'joint' ? `Buyer ${i + 1}` : 'You', now)));
  } else {
    const company = part.company;
    if (!company?.name) missing.push('Company: name');
    if (!company?.number) missing.push('Company: company number');
    if (!company?.registeredOffice) missing.push('Company: registered office');
    if (!company?.principalPlaceDiffers) missing.push('Company: whether its principal place of business differs from its registered office');
    if (company?.principalPlaceDiffers === 'yes' && !company.principalPlaceOfBusiness) missing.push('Company: principal place of business');
    if (!company?.country) missing.push('Company: country');
    if (company?.country && company.country !== 'GB' && !company.overseasEntityId) missing.push('Company: Overseas Entity ID (Register of Overseas Entities)');
    if (!company?.directors.length) missing.push('Add the company’s directors');
    const noneOver25 = company?.noOwnerOver25 === 'yes';
    if (!noneOver25 && !company?.owners.length) missing.push('Add every beneficial owner holding over 25% (or tell us none does)');
    if (noneOver25 && company.owners.length) missing.push('Remove the beneficial owners, or say that someone holds over 25%');
    if (noneOver25 && !company.seniorManagingOfficial) missing.push('The senior managing official (no one holds over 25%)');
    company?.directors.forEach((person, i) => missing.push(...missingAboutPerson(person, 'director', `Director ${i + 1}`, now)));
    company?.owners.forEach((person, i) => missing.push(...missingAboutPerson(person, 'owner', `Beneficial owner ${i + 1}`, now)));
    if (noneOver25 && company.seniorManagingOfficial)
      missing.push(...missingAboutPerson(company.seniorManagingOfficial, 'senior', 'Senior managing official', now));
  }
  if (!part.purpose) missing.push('The purpose of your purchases');
  if (!part.fundsSource) missing.push('Your source of funds (cash, mortgage or both)');
  const evidence = currentEvidence(check.evidence);
  if ((part.fundsSource === 'cash' || part.fundsSource === 'both') && !evidence.some((e) => e.kind === 'bankStatement'))
    missing.push('Upload a bank statement');
  if ((part.fundsSource === 'mortgage' || part.fundsSource === 'both') && !evidence.some((e) => e.kind === 'mortgageInPrinciple'))
    missing.push('Upload your mortgage in principle');
  // Before the relationship, proof of registration or an excerpt of the register (reg. 30A(2)(a)).
  if (part.buyerType === 'company' && !evidence.some((e) => e.kind === 'companyRegisterExcerpt'))
    missing.push('Upload proof of the company’s registration or an excerpt of its register (Companies House)');
  if (needsSeniorApproval(check, now) && !part.sourceOfWealth) missing.push('Your source of wealth (how you built up the money you invest)');
  return missing;
}

/** Possible matches that still hold the checks up: undecided, or escalated. */
export const openMatches = (check: Pick<BuyerCheck, 'screenings'>) =>
  check.screenings.flatMap((s) => s.matches.filter((m) => m.decision?.outcome !== 'cleared').map((match) => ({ screening: s, match })));

/** What the sourcer still has to do before approval, in words an admin acts on (empty: ready to approve). */
export function stepsForUs(check: BuyerCheck, now: Date): string[] {
  const steps: string[] = [];
  for (const person of peopleToScreen(check.part)) {
    const screening = check.screenings.find((s) => s.personId === person.personId);
    if (!screening || screening.name !== person.name || (screening.dateOfBirth ?? '') !== (person.dateOfBirth ?? ''))
      steps.push(`Screen ${describePerson(person)}`);
  }
  for (const { screening, match } of openMatches(check))
    steps.push(`${match.decision ? 'Escalated' : 'Decide'} possible match of ${screening.name} with ${match.listedName}`);
  for (const person of peopleToVerify(check.part)) {
    const verified = check.identityChecks.some((c) => c.personId === person.personId && c.result === 'passed');
    if (!verified) steps.push(`Record a passed identity verification for ${describePerson(person)}`);
  }
  if (!check.risk) steps.push('Assess the risk (low, medium or high) with a rationale');
  const needed = approvalsNeeded(check, now);
  const given = countingApprovals(check).length;
  if (given < needed)
    steps.push(
      needed === 2 && given === 1
        ? 'Senior approval by a second, different admin (reg. 35)'
        : needed === 2
          ? 'Approve, then senior approval by a second admin'
          : 'Approve',
    );
  return steps;
}

/** When a clearance given at `at` expires. */
export function clearanceExpiresAt(at: string): string {
  const expires = new Date(at);
  expires.setUTCMonth(expires.getUTCMonth() + CHECK_VALID_MONTHS);
  return expires.toISOString();
}

/** Whether the record's clearance holds now: not past 12 months, and the buyer has not changed their details since. */
export function clearanceHolds(check: Pick<BuyerCheck, 'clearance' | 'detailsChangedAt'>, now: Date): boolean {
  const { clearance } = check;
  if (!clearance) return false;
  if (check.detailsChangedAt && check.detailsChangedAt > clearance.at) return false;
  return now.toISOString() < clearanceExpiresAt(clearance.at);
}

/**
 * The approvals of the round under way that count: never one the buyer gave their own checks (an admin who is the
 * subject; segregation of duties, rules/duties.ts), so a second approval under enhanced due diligence is always a
 * different person from the first and from the buyer.
 */
export const countingApprovals = (check: Pick<BuyerCheck, 'id' | 'pendingApprovals'>) => check.pendingApprovals.filter((a) => a.by.id !== check.id);

/** Whether the record's clearance was given with an approval by the buyer themself: then it clears nothing. */
export const clearedBySubject = (check: Pick<BuyerCheck, 'id' | 'clearance'>): boolean => (check.clearance?.approvals ?? []).some((a) => a.by.id === check.id);

/** The clearance that stands: given by others, with no new round of approvals under way. */
const standingClearance = (check: BuyerCheck) => check.clearance !== undefined && check.pendingApprovals.length === 0 && !clearedBySubject(check);

/** The one status of a buyer's checks (the admin list, the buyer's tab, and later 'Reserve a deal'). */
export function buyerCheckStatus(check: BuyerCheck | undefined, now: Date): BuyerCheckStatus {
  if (!check || (!check.part.buyerType && check.part.individuals.length === 0)) return 'notStarted';
  if (openMatches(check).length > 0) return 'possibleMatch';
  if (standingClearance(check)) return clearanceHolds(check, now) ? 'cleared' : 'expired';
  if (missingFromBuyer(check, now).length > 0) return 'waitingForBuyer';
  return 'waitingForUs';
}

export const SAME_ADMIN_REFUSAL =
  'You have approved these checks already: senior approval must come from a second, different admin (Money Laundering Regulations 2017 reg. 35).';

/**
 * Why an admin's approval is refused now (undefined: it may be given). The same admin never approves twice in one
 * round: the second approval, when enhanced due diligence applies, is a different admin's (reg. 35(3)).
 */
export function approvalRefusal(check: BuyerCheck, adminId: string, now: Date): string | undefined {
  if (standingClearance(check) && clearanceHolds(check, now)) return 'These checks are already cleared.';
  if (missingFromBuyer(check, now).length > 0) return 'The buyer has not finished their part yet.';
  const steps = stepsForUs(check, now).filter((step) => !/^(Approve|Senior approval)/.test(step));
  if (steps.length > 0) return `Finish the checks first: ${steps.join('; ')}.`;
  if (countingApprovals(check).some((a) => a.by.id === adminId)) return SAME_ADMIN_REFUSAL;
  return undefined;
}

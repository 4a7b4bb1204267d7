import { describe, expect, it } from 'vitest';
import { buildBuyerCheck, buildBuyerPerson, buildFinishedBuyerCheck } from '../../../infra/local/builders/buyer-check';
import { emptyBuyerCheck, type BuyerCheck } from '../domain/buyer-check';
import {
  approvalRefusal,
  approvalsNeeded,
  buyerCheckStatus,
  clearanceExpiresAt,
  missingFromBuyer,
  peopleToScreen,
  seniorApprovalReasons,
  stepsForUs,
} from './buyer-check-status';

const now = new Date('2026-06-01T10:00:00.000Z');
const admin = (id: string) => ({ id, name: id });
const person = buildBuyerPerson;

/** A record the buyer has finished: an individual paying cash, with a bank statement. */
const finished = (over: Partial<BuyerCheck> = {}): BuyerCheck => buildFinishedBuyerCheck(over);

/** The same record with everything the sourcer does done, short of approval (admin a1 verified and rated). */
const ready = (over: Partial<BuyerCheck> = {}): BuyerCheck => buildBuyerCheck(over, { by: admin('a1') });

describe('buyer check status', () => {
  it('is not started without a record or with nothing in it', () => {
    expect(buyerCheckStatus(undefined, now)).toBe('notStarted');
    expect(buyerCheckStatus(emptyBuyerCheck('u1', now.toISOString()), now)).toBe('notStarted');
  });

  it('waits for the buyer while anything of theirs is missing, and says what', () => {
    const partial = finished({ part: { buyerType: 'individual', individuals: [person({ dateOfBirth: undefined })], fundsSource: 'mortgage' } });
    expect(buyerCheckStatus(partial, now)).toBe('waitingForBuyer');
    expect(missingFromBuyer(partial, now)).toEqual(['You: date of birth', 'The purpose of your purchases', 'Upload your mortgage in principle']);
  });

  it('asks for the previous address under three years at the current one', () => {
    const moved = finished({ part: { ...finished().part, individuals: [person({ addressSince: '2025-01-01' })] } });
    expect(missingFromBuyer(moved, now)).toEqual(['You: previous address (under three years at the current one)']);
  });

  it('needs at least two joint buyers, and a company its directors, owners and Overseas Entity ID', () => {
    expect(missingFromBuyer(finished({ part: { ...finished().part, buyerType: 'joint' } }), now)).toContain('Add every joint buyer (at least two)');
    const company = finished({
      part: {
        buyerType: 'company',
        individuals: [],
        company: { name: 'Acme SA', number: '1', registeredOffice: 'Paris', country: 'FR', directors: [], owners: [] },
        purpose: 'x',
        fundsSource: 'cash',
      },
    });
    expect(missingFromBuyer(company, now)).toEqual([
      'Company: whether its principal place of business differs from its registered office',
      'Company: Overseas Entity ID (Register of Overseas Entities)',
      'Add the company’s directors',
      'Add every beneficial owner holding over 25% (or tell us none does)',
      'Upload proof of the company’s registration or an excerpt of its register (Companies House)',
    ]);
  });

  it('screens the company, its directors and owners, and verifies the owners (not the directors)', () => {
    const part = {
      buyerType: 'company' as const,
      individuals: [],
      company: {
        name: 'Acme Ltd',
        directors: [person({ id: 'd1', fullName: 'Dee Rector' })],
        owners: [person({ id: 'o1', fullName: 'Owen Er', ownershipPercent: 60 })],
      },
    };
    expect(peopleToScreen(part).map((p) => [p.personId, p.kind])).toEqual([
      ['company', 'entity'],
      ['d1', 'individual'],
      ['o1', 'individual'],
    ]);
    expect(stepsForUs(finished({ part }), now).filter((s) => s.startsWith('Record'))).toEqual([
      'Record a passed identity verification for Beneficial owner: Owen Er',
    ]);
  });

  it('waits for us once the buyer is done, listing every step left', () => {
    expect(buyerCheckStatus(finished(), now)).toBe('waitingForUs');
    expect(stepsForUs(finished(), now)).toEqual([
      'Screen Buyer: Ada Lovelace',
      'Record a passed identity verification for Buyer: Ada Lovelace',
      'Assess the risk (low, medium or high) with a rationale',
      'Approve',
    ]);
  });

  it('is a possible match while a match is undecided or escalated, whatever else', () => {
    const match = { listEntryId: 'L1', listedName: 'ADA LOVELACE', regime: 'Russia', reason: 'same name' };
    const flagged = (decision?: BuyerCheck['screenings'][number]['matches'][number]['decision']) =>
      ready({ screenings: [{ ...ready().screenings[0]!, matches: [{ ...match, ...(decision ? { decision } : {}) }] }] });
    expect(buyerCheckStatus(flagged(), now)).toBe('possibleMatch');
    expect(buyerCheckStatus(flagged({ outcome: 'escalated', reason: 'Reported to OFSI', by: admin('a1'), at: now.toISOString() }), now)).toBe('possibleMatch');
    expect(buyerCheckStatus(flagged({ outcome: 'cleared', reason: 'Different person', by: admin('a1'), at: now.toISOString() }), now)).toBe('waitingForUs');
  });

  it('clears with one approval at low risk, and expires 12 months later', () => {
    const cleared = ready({ clearance: { at: '2026-05-03T00:00:00.000Z', approvals: [{ by: admin('a1'), at: '2026-05-03T00:00:00.000Z' }] } });
    expect(approvalsNeeded(cleared, now)).toBe(1);
    expect(buyerCheckStatus(cleared, now)).toBe('cleared');
    expect(clearanceExpiresAt('2026-05-03T00:00:00.000Z')).toBe('2027-05-03T00:00:00.000Z');
    expect(buyerCheckStatus(cleared, new Date('2027-05-02T23:59:59.000Z'))).toBe('cleared');
    expect(buyerCheckStatus(cleared, new Date('2027-05-03T00:00:00.000Z'))).toBe('expired');
  });

  it('expires at once when the buyer changes their details after clearance', () => {
    const cleared = ready({ clearance: { at: '2026-05-03T00:00:00.000Z', approvals: [{ by: admin('a1'), at: '2026-05-03T00:00:00.000Z' }] } });
    expect(buyerCheckStatus({ ...cleared, detailsChangedAt: '2026-05-04T00:00:00.000Z' }, now)).toBe('expired');
  });

  it('needs senior approval (two different admins) and source of wealth for a PEP, a high-risk country or a high rating', () => {
    expect(seniorApprovalReasons(ready(), now)).toEqual([]);
    const pep = ready({ part: { ...ready().part, individuals: [person({ pep: 'yes', pepDetails: 'Brother is an MP' })] } });
    expect(seniorApprovalReasons(pep, now)).toEqual(['A politically exposed person, or a family member or close associate of one, is named']);
    const iran = ready({ part: { ...ready().part, individuals: [person({ residenceCountry: 'IR' })] } });
    expect(seniorApprovalReasons(iran, now)).toEqual(['Linked to a high-risk third country (IR)']);
    const high = ready({ risk: { level: 'high', rationale: 'Complex funds', by: admin('a1'), at: now.toISOString() } });
    expect(approvalsNeeded(high, now)).toBe(2);
    expect(missingFromBuyer(high, now)).toEqual(['Your source of wealth (how you built up the money you invest)']);
    const withWealth = { ...high, part: { ...high.part, sourceOfWealth: 'Sale of a business in 2020' } };
    expect(approvalRefusal(withWealth, 'a1', now)).toBeUndefined();
    const once = { ...withWealth, pendingApprovals: [{ by: admin('a1'), at: now.toISOString() }] };
    expect(buyerCheckStatus(once, now)).toBe('waitingForUs');
    expect(stepsForUs(once, now)).toEqual(['Senior approval by a second, different admin (reg. 35)']);
    expect(approvalRefusal(once, 'a1', now)).toMatch(/second, different admin/);
    expect(approvalRefusal(once, 'a2', now)).toBeUndefined();
  });

  it('refuses approval until the buyer and the sourcer are done', () => {
    expect(approvalRefusal(finished({ part: { ...finished().part, purpose: undefined } }), 'a1', now)).toBe('The buyer has not finished their part yet.');
    expect(approvalRefusal(finished(), 'a1', now)).toMatch(/^Finish the checks first: Screen Buyer: Ada Lovelace; Record a passed identity/);
  });
});

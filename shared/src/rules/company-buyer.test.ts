import { describe, expect, it } from 'vitest';
import { buildBuyerPerson } from '../../../infra/local/builders/buyer-check';
import { companySchema, emptyBuyerCheck, type BuyerCheck, type Company } from '../domain/buyer-check';
import { missingFromBuyer, peopleToScreen, peopleToVerify } from './buyer-check-status';

/**
 * A company buyer (Money Laundering Regulations 2017 reg. 28(3), (4), (6) and 30A): the registered office and, if
 * different, the principal place of business; proof of registration or an excerpt of the register before the
 * relationship; 'none owns over 25%' answerable, with the senior managing official then recorded and verified.
 */

const now = new Date('2026-06-01T10:00:00.000Z');
const excerpt = { id: 'e2', kind: 'companyRegisterExcerpt' as const, key: 'k2', fileName: 'ch.pdf', uploadedAt: '2026-05-01T00:00:00.000Z' };
const statement = { id: 'e1', kind: 'bankStatement' as const, key: 'k', fileName: 'b.pdf', uploadedAt: '2026-05-01T00:00:00.000Z' };

const companyCheck = (company: Partial<Company>, evidence: BuyerCheck['evidence'] = [statement, excerpt]): BuyerCheck => ({
  ...emptyBuyerCheck('u1', '2026-05-01T00:00:00.000Z'),
  part: {
    buyerType: 'company',
    individuals: [],
    company: {
      name: 'Acme Ltd',
      number: '01234567',
      registeredOffice: '1 Law Street, London',
      country: 'GB',
      principalPlaceDiffers: 'no',
      directors: [buildBuyerPerson({ id: 'd1', fullName: 'Dee Rector' })],
      owners: [buildBuyerPerson({ id: 'o1', fullName: 'Owen Er', ownershipPercent: 60 })],
      ...company,
    },
    purpose: 'Buy-to-let',
    fundsSource: 'cash',
  },
  evidence,
});

describe('a company buyer', () => {
  it('is finished with the register excerpt uploaded and the principal place of business answered', () => {
    expect(missingFromBuyer(companyCheck({}), now)).toEqual([]);
  });

  it('uploads proof of registration or an excerpt of the Companies House register before the relationship (reg. 30A)', () => {
    expect(missingFromBuyer(companyCheck({}, [statement]), now)).toEqual([
      'Upload proof of the company’s registration or an excerpt of its register (Companies House)',
    ]);
  });

  it('says whether its principal place of business differs from its registered office, and gives it if so (reg. 28(3)(a)(iii))', () => {
    const { principalPlaceDiffers: _, ...unanswered } = companyCheck({}).part.company!;
    expect(missingFromBuyer(companyCheck({ ...unanswered, principalPlaceDiffers: undefined }), now)).toEqual([
      'Company: whether its principal place of business differs from its registered office',
    ]);
    expect(missingFromBuyer(companyCheck({ principalPlaceDiffers: 'yes' }), now)).toEqual(['Company: principal place of business']);
    expect(missingFromBuyer(companyCheck({ principalPlaceDiffers: 'yes', principalPlaceOfBusiness: '9 Trade Road, Leeds' }), now)).toEqual([]);
  });

  it("answers 'none owns over 25%', then records the senior managing official, screened and verified (reg. 28(6))", () => {
    const none = companyCheck({ owners: [], noOwnerOver25: 'yes' });
    expect(missingFromBuyer(none, now)).toEqual(['The senior managing official (no one holds over 25%)']);
    const senior = buildBuyerPerson({ id: 's1', fullName: 'Sian Ior' });
    const withSenior = companyCheck({ owners: [], noOwnerOver25: 'yes', seniorManagingOfficial: senior });
    expect(missingFromBuyer(withSenior, now)).toEqual([]);
    expect(peopleToScreen(withSenior.part).map((p) => [p.personId, p.role])).toContainEqual(['s1', 'senior']);
    expect(peopleToVerify(withSenior.part).map((p) => p.personId)).toEqual(['s1']);
    expect(missingFromBuyer(companyCheck({ noOwnerOver25: 'yes', seniorManagingOfficial: senior }), now)).toEqual([
      'Remove the beneficial owners, or say that someone holds over 25%',
    ]);
    expect(missingFromBuyer(companyCheck({ owners: [] }), now)).toEqual(['Add every beneficial owner holding over 25% (or tell us none does)']);
  });

  it('the schema takes the new answers', () => {
    expect(companySchema.parse({ principalPlaceDiffers: 'yes', principalPlaceOfBusiness: '9 Trade Road', noOwnerOver25: 'yes' })).toMatchObject({
      principalPlaceOfBusiness: '9 Trade Road',
      noOwnerOver25: 'yes',
    });
  });
});

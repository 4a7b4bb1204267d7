import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyerPart } from '@shared/domain/buyer-check';
import { buyerCheckDetail, buyerPerson, myBuyerCheck, postAsAdmin, saveBuyerPart, uploadEvidence } from '../support/buyer-checks';
import { createTestUser, type TestUser } from '../support/stack';

/**
 * A company buyer against the local stack (Money Laundering Regulations 2017 reg. 28(3), (6) and 30A): the principal
 * place of business asked, 'none owns over 25%' answered with the senior managing official then recorded, proof of
 * registration or an excerpt of the register uploaded before the checks go to the sourcer, and a material discrepancy
 * with the register recorded with its report to Companies House.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

const companyPart = (company: Record<string, unknown>): BuyerPart =>
  ({
    buyerType: 'company',
    individuals: [],
    company: {
      name: 'Acme Holdings Ltd',
      number: '01234567',
      registeredOffice: '1 Law Street, London',
      country: 'GB',
      directors: [buyerPerson('d1')],
      owners: [],
      ...company,
    },
    purpose: 'Buy-to-let',
    fundsSource: 'cash',
  }) as BuyerPart;

describe('a company buyer', () => {
  it("answers 'none owns over 25%' with the senior managing official, gives the principal place of business, and uploads the register excerpt", async () => {
    const buyer = await createTestUser('investor', 'approved');
    const partWay = await saveBuyerPart(buyer, companyPart({ noOwnerOver25: 'yes', principalPlaceDiffers: 'yes' }), 0);
    expect(partWay.status, JSON.stringify(partWay.body)).toBe(200);
    expect(partWay.body.check.missing).toEqual(
      expect.arrayContaining([
        'Company: principal place of business',
        'The senior managing official (no one holds over 25%)',
        'Upload proof of the company’s registration or an excerpt of its register (Companies House)',
      ]),
    );

    const full = companyPart({
      noOwnerOver25: 'yes',
      seniorManagingOfficial: buyerPerson('s1', { fullName: 'Sian Ior' }),
      principalPlaceDiffers: 'yes',
      principalPlaceOfBusiness: '9 Trade Road, Leeds',
    });
    const saved = await saveBuyerPart(buyer, full, partWay.body.check.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await uploadEvidence(buyer, 'bankStatement')).status).toBe(200);
    expect((await myBuyerCheck(buyer)).body.check.missing).toEqual([
      'Upload proof of the company’s registration or an excerpt of its register (Companies House)',
    ]);
    const uploaded = await uploadEvidence(buyer, 'companyRegisterExcerpt', 'companies-house.pdf');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.check.missing).toEqual([]);
    expect(uploaded.body.check.status).toBe('waitingForUs');

    const detail = (await buyerCheckDetail(buyer.userId, admin)).body;
    expect(detail.check.part.company).toMatchObject({ principalPlaceOfBusiness: '9 Trade Road, Leeds', noOwnerOver25: 'yes' });
    expect(detail.check.evidence.map((e) => e.kind)).toContain('companyRegisterExcerpt');
    // The senior managing official stands as the beneficial owner: screened and verified.
    expect(detail.peopleToVerify.map((p) => p.personId)).toEqual(['s1']);
  });

  it('an admin records a material discrepancy with the register and when it was reported to Companies House', async () => {
    const buyer = await createTestUser('investor', 'approved');
    const saved = await saveBuyerPart(buyer, companyPart({ owners: [buyerPerson('o1', { ownershipPercent: 60 })], principalPlaceDiffers: 'no' }), 0);
    expect(saved.status).toBe(200);
    const discrepancy = {
      found: 'Owner o1 is not on the register of people with significant control',
      reportedOn: '2026-05-04',
      reportReference: 'CH-DISC-123',
    };

    const stale = await postAsAdmin(`/buyer-checks/${buyer.userId}/register-discrepancies`, admin, { expectedVersion: 0, ...discrepancy });
    expect(stale.status).toBe(409);
    const bad = await postAsAdmin(`/buyer-checks/${buyer.userId}/register-discrepancies`, admin, {
      expectedVersion: saved.body.check.version,
      ...discrepancy,
      reportedOn: 'last week',
    });
    expect(bad.status).toBe(400);

    const recorded = await postAsAdmin(`/buyer-checks/${buyer.userId}/register-discrepancies`, admin, {
      expectedVersion: saved.body.check.version,
      ...discrepancy,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.check.registerDiscrepancies).toEqual([
      expect.objectContaining({ ...discrepancy, recordedBy: expect.objectContaining({ id: admin.userId }) }),
    ]);
    expect(recorded.body.history[0]).toMatchObject({ action: 'register discrepancy reported to Companies House (CH-DISC-123)', actorId: admin.userId });

    const individual = await createTestUser('investor', 'approved');
    const own = await saveBuyerPart(individual, { buyerType: 'individual', individuals: [buyerPerson('p1')] }, 0);
    const refused = await postAsAdmin(`/buyer-checks/${individual.userId}/register-discrepancies`, admin, {
      expectedVersion: own.body.check.version,
      ...discrepancy,
    });
    expect(refused.status).toBe(409);
  });
});

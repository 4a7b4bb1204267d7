import { describe, expect, it } from 'vitest';
import { formToPart, partToForm, withBuyerType } from './buyer-form';

describe('the buyer form', () => {
  it('leaves out empty answers, so a part saved as the buyer goes sends only what is given', () => {
    const form = withBuyerType(partToForm({ individuals: [] }), 'individual');
    form.individuals[0] = { ...form.individuals[0]!, fullName: 'Ada Lovelace' };
    expect(formToPart(form)).toEqual({ buyerType: 'individual', individuals: [{ id: form.individuals[0]!.id, fullName: 'Ada Lovelace' }] });
  });

  it('starts joint buyers with two people, and a company with its own lists instead of individuals', () => {
    expect(withBuyerType(partToForm({ individuals: [] }), 'joint').individuals).toHaveLength(2);
    const company = withBuyerType(partToForm({ individuals: [] }), 'company');
    company.company.name = 'Acme Ltd';
    company.company.owners = [{ ...withBuyerType(partToForm({ individuals: [] }), 'individual').individuals[0]!, fullName: 'Owen', ownershipPercent: '60' }];
    expect(formToPart(company)).toMatchObject({
      buyerType: 'company',
      individuals: [],
      company: { name: 'Acme Ltd', directors: [], owners: [{ fullName: 'Owen', ownershipPercent: 60 }] },
    });
  });

  it("sends the principal place only where it differs, and with 'no one over 25%' the senior managing official instead of owners", () => {
    const form = withBuyerType(partToForm({ individuals: [] }), 'company');
    form.company.principalPlaceDiffers = 'no';
    form.company.principalPlaceOfBusiness = 'typed, then answered no';
    form.company.noOwnerOver25 = 'yes';
    form.company.owners = [{ ...form.company.seniorManagingOfficial, fullName: 'Owen' }];
    form.company.seniorManagingOfficial = { ...form.company.seniorManagingOfficial, fullName: 'Sian Ior' };
    const part = formToPart(form);
    expect(part.company).toMatchObject({ principalPlaceDiffers: 'no', noOwnerOver25: 'yes', owners: [], seniorManagingOfficial: { fullName: 'Sian Ior' } });
    expect(part.company).not.toHaveProperty('principalPlaceOfBusiness');
    expect(partToForm(part).company.seniorManagingOfficial.fullName).toBe('Sian Ior');
  });
});

import { describe, expect, it } from 'vitest';
import type { InvestorFields } from '@shared/domain/profile';
import { buildProfile } from '../../../../../infra/local/builders/profile';
import { formToEdit, memberToForm, optionsFor } from './member-form';

const answers = {
  cashToInvest: '£50k',
  exitStrategy: 'flip',
  purchaseStructure: 'limited-company',
  propertyTypeInterest: null,
  budget: null,
  timeframeToBuy: '24_months',
  propertiesToSell: 'yes',
  numberOfProperties: 2,
} satisfies InvestorFields;
const profile = buildProfile({ fullName: 'Priya', email: 'p@example.com', phone: '0770', version: 3, ...answers });

describe('the admin edit form', () => {
  it('round-trips a profile, empty answers as null, with the version it was read at', () => {
    const edit = formToEdit({ ...memberToForm(profile), budget: '  ', phone: ' 0771 ' }, profile.version);
    expect(edit).toEqual({
      expectedVersion: 3,
      phone: '0771',
      ...answers,
    });
  });
  it('refuses a number of properties that is not a whole number from 1', () => {
    for (const n of ['0', '1.5', 'two', '10001']) expect(formToEdit({ ...memberToForm(profile), numberOfProperties: n }, 1)).toHaveProperty('error');
  });
  it("offers the admin option sets, 24_months as '24+ Months', and keeps an investor's own answer", () => {
    expect(optionsFor('timeframeToBuy', '').map((o) => o.label)).toEqual(['3 Months', '6 Months', '12 Months', '18 Months', '24+ Months']);
    expect(optionsFor('purchaseStructure', 'limited-company').map((o) => o.value)).toEqual([
      'cash',
      'mortgage',
      'bridging_loan',
      'joint_venture',
      'limited-company',
    ]);
  });
});

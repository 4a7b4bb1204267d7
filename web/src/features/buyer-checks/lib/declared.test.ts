import { describe, expect, it } from 'vitest';
import { buildBuyerPerson } from '../../../../../infra/local/builders/buyer-check';
import { declaredSections } from './declared';

describe("what the buyer declared, as the admin's record shows it", () => {
  it("shows an individual's answers with countries and dates named, and says which are not given", () => {
    const person = buildBuyerPerson({ pep: 'yes', pepDetails: 'Brother is a serving MP' });
    const [buyer, funds] = declaredSections({ buyerType: 'individual', individuals: [person], purpose: 'Buy-to-let', fundsSource: 'both' });
    expect(buyer!.heading).toBe('Buyer');
    expect(Object.fromEntries(buyer!.rows)).toMatchObject({
      Nationality: 'United Kingdom',
      'Country of residence': 'United Kingdom',
      'Politically exposed person': 'Yes: Brother is a serving MP',
    });
    expect(Object.fromEntries(buyer!.rows)['Date of birth']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(Object.fromEntries(funds!.rows)).toEqual({
      'Buying as': 'An individual',
      'Purpose of the purchases': 'Buy-to-let',
      'Source of funds': 'Cash and mortgage',
      'Source of wealth': 'Not given',
    });
  });

  it("shows a company, its directors (no address asked) and its owners' shares", () => {
    const sections = declaredSections({
      buyerType: 'company',
      individuals: [],
      company: { name: 'Acme Lettings Ltd', country: 'JE', directors: [{ id: 'd1', fullName: 'Dee Rector' }], owners: [{ id: 'o1', ownershipPercent: 60 }] },
    });
    expect(sections.map((s) => s.heading)).toEqual(['Company', 'Director 1', 'Beneficial owner 1', 'Purchases and funds']);
    expect(Object.fromEntries(sections[0]!.rows)['Country of incorporation']).toBe('Jersey');
    expect(sections[1]!.rows.map(([label]) => label)).toEqual(['Full name', 'Date of birth', 'Nationality']);
    expect(Object.fromEntries(sections[2]!.rows)).toMatchObject({ 'Full name': 'Not given', 'Share of the company': '60%' });
  });
});

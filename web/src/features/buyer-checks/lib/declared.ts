import type { BuyerPart, Person } from '@shared/domain/buyer-check';
import { countryName } from '@shared/domain/countries';

/** One section of what the buyer declared, as the admin reads it: a heading and its answers, unanswered ones said so. */
export interface DeclaredSection {
  heading: string;
  rows: [label: string, answer: string][];
}

const NOT_GIVEN = 'Not given';
const answer = (value: string | number | undefined, shown: (v: string) => string = (v) => v) => (value === undefined ? NOT_GIVEN : shown(String(value)));
const ukDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC' });
const buyerTypeLabels = { individual: 'An individual', joint: 'Joint buyers', company: 'A company' } as const;
const fundsLabels = { cash: 'Cash', mortgage: 'Mortgage', both: 'Cash and mortgage' } as const;

function personRows(person: Person, role: 'buyer' | 'director' | 'owner'): DeclaredSection['rows'] {
  const rows: DeclaredSection['rows'] = [
    ['Full name', answer(person.fullName)],
    ['Date of birth', answer(person.dateOfBirth, ukDate)],
    ['Nationality', answer(person.nationality, countryName)],
  ];
  if (role === 'director') return rows;
  rows.push(['Residential address', answer(person.address)], ['Living there since', answer(person.addressSince, ukDate)]);
  if (person.previousAddress !== undefined) rows.push(['Previous address', person.previousAddress]);
  rows.push(['Country of residence', answer(person.residenceCountry, countryName)]);
  rows.push([
    'Politically exposed person',
    person.pep === undefined ? NOT_GIVEN : person.pep === 'yes' ? `Yes: ${person.pepDetails ?? 'no details given'}` : 'No',
  ]);
  if (role === 'owner') rows.push(['Share of the company', answer(person.ownershipPercent, (v) => `${v}%`)]);
  return rows;
}

/** What the buyer told us on their Buyer checks tab (Money Laundering Regulations 2017 reg. 28), for the admin's record. */
export function declaredSections(part: BuyerPart): DeclaredSection[] {
  const sections: DeclaredSection[] = [];
  const named = (list: Person[], role: 'buyer' | 'director' | 'owner', label: string) =>
    list.forEach((person, i) => sections.push({ heading: list.length > 1 || role !== 'buyer' ? `${label} ${i + 1}` : label, rows: personRows(person, role) }));
  if (part.buyerType === 'company' && part.company) {
    const { company } = part;
    sections.push({
      heading: 'Company',
      rows: [
        ['Company name', answer(company.name)],
        ['Company number', answer(company.number)],
        ['Registered office', answer(company.registeredOffice)],
        ['Principal place of business', company.principalPlaceDiffers === 'no' ? 'As the registered office' : answer(company.principalPlaceOfBusiness)],
        ['Anyone over 25%', company.noOwnerOver25 === 'yes' ? 'No one (senior managing official below)' : company.noOwnerOver25 === 'no' ? 'Yes' : NOT_GIVEN],
        ['Country of incorporation', answer(company.country, countryName)],
        ['Overseas Entity ID', answer(company.overseasEntityId)],
      ],
    });
    named(company.directors, 'director', 'Director');
    named(company.owners, 'owner', 'Beneficial owner');
    if (company.noOwnerOver25 === 'yes' && company.seniorManagingOfficial)
      sections.push({ heading: 'Senior managing official', rows: personRows(company.seniorManagingOfficial, 'buyer') });
  } else named(part.individuals, 'buyer', 'Buyer');
  sections.push({
    heading: 'Purchases and funds',
    rows: [
      ['Buying as', part.buyerType ? buyerTypeLabels[part.buyerType] : NOT_GIVEN],
      ['Purpose of the purchases', answer(part.purpose)],
      ['Source of funds', part.fundsSource ? fundsLabels[part.fundsSource] : NOT_GIVEN],
      ['Source of wealth', answer(part.sourceOfWealth)],
    ],
  });
  return sections;
}

import type { Person } from '@shared/domain/buyer-check';

/** A buyer who has given every individual detail the checks ask for (a UK resident, not a politically exposed person). */
export const buildBuyerPerson = (over: Partial<Person> = {}): Person => ({
  id: 'p1',
  fullName: 'Ada Lovelace',
  dateOfBirth: '1980-01-02',
  address: '1 High Street, Leeds',
  addressSince: '2015-01-01',
  nationality: 'GB',
  residenceCountry: 'GB',
  pep: 'no',
  ...over,
});

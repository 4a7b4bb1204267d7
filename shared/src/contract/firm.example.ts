import { firmRegistrationFields, type FirmRegistrations } from './firm';

/** Valid registrations of a made-up firm, for tests (the numbers are of the right form and belong to nobody). */
export const exampleFirm: FirmRegistrations = {
  tradingName: 'Example Property Deals',
  companyName: 'Example Investments Ltd',
  companyNumber: '01234567',
  registeredOffice: '1 High Street, Leeds, LS1 1AA',
  amlSupervisionNumber: 'XBML00000123456',
  redressScheme: 'Property Redress Scheme',
  redressMembershipNumber: 'PRS012345',
  icoRegistrationNumber: 'ZA123456',
};

/** Registrations as CDK context: each under its context key (`firmCompanyName`...). */
export const asFirmContext = (registrations: object): Record<string, unknown> =>
  Object.fromEntries(firmRegistrationFields.map(({ key, context }) => [context, (registrations as Record<string, unknown>)[key]]));

import type { FirmRegistrations } from '@shared/contract/firm';

/**
 * The firm's registrations in the local stack (on AWS: `-c firmCompanyName=...` and the rest, infra/lib/settings.ts).
 * Demo values: the numbers are of the right form but belong to nobody.
 */
export const LOCAL_FIRM: FirmRegistrations = {
  tradingName: 'Off-Market Property Portal',
  companyName: 'Demo Off-Market Property Ltd',
  companyNumber: '00000000',
  registeredOffice: '1 Demo Street, London, EC1A 1AA',
  amlSupervisionNumber: 'XDML00000000000',
  redressScheme: 'The Property Ombudsman',
  redressMembershipNumber: 'D00000',
  icoRegistrationNumber: 'ZA000000',
  // VAT registered (a demo number of the right form), so the local agreements and fees show VAT as a registered firm's do.
  vatNumber: 'GB000000000',
};

/** Where the local sourcing agreements send a cancellation (a reserved example number of Ofcom's drama range). */
export const LOCAL_RESERVATIONS_CONTACT = { email: 'reservations@example.com', phone: '020 7946 0000' };

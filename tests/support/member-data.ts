import type { InvestorFields } from '@shared/domain/profile';
import type { MemberDataExport } from '@shared/views/member-export';

/** The sections a member's data export names, each present even when the member has nothing in it. */
export const memberExportSections = [
  'profile',
  'requirements',
  'favourites',
  'propertyRequests',
  'savedSearches',
  'dealScenarios',
  'interestRegistrations',
  'auditEvents',
  'documentOpens',
  'buyerChecks',
  'reservations',
  'waitingList',
  'deals',
] as const satisfies readonly (keyof MemberDataExport)[];

/** The requirements a member with data in every section saves on their profile. */
export const memberRequirements = {
  cashToInvest: '£50,000',
  exitStrategy: null,
  purchaseStructure: 'limited-company',
  propertyTypeInterest: 'house',
  budget: '£120,000',
  timeframeToBuy: '0-3-months',
  propertiesToSell: 'no',
  numberOfProperties: 2,
} as const satisfies InvestorFields;

/** The admin's later change to that member's requirements, so the export and the audit events have an admin's edit. */
export const adminRequirementsChange = { exitStrategy: 'flip' } as const satisfies Partial<InvestorFields>;

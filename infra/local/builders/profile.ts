import type { InvestorFields, Profile } from '@shared/domain/profile';

/** The eight investor fields, every one unanswered (stored as null). */
export const noInvestorFields: InvestorFields = {
  cashToInvest: null,
  exitStrategy: null,
  purchaseStructure: null,
  propertyTypeInterest: null,
  budget: null,
  timeframeToBuy: null,
  propertiesToSell: null,
  numberOfProperties: null,
};

/** A stored profile: an approved investor who answered nothing, unless overridden. */
export const buildProfile = (over: Partial<Profile> = {}): Profile => ({
  ...noInvestorFields,
  id: 'u1',
  fullName: 'Priya',
  email: 'p@example.com',
  phone: null,
  role: 'investor',
  isApproved: true,
  accessStatus: 'approved',
  welcomeEmailSent: false,
  welcomeEmailSentAt: null,
  lastLoginAt: null,
  dealChasers: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});

/** The eight investor fields as the forms show them unanswered: empty text. */
export const noInvestorText = Object.fromEntries(Object.keys(noInvestorFields).map((key) => [key, ''])) as { [K in keyof InvestorFields]-?: string };

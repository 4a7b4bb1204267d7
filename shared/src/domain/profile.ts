import { z } from 'zod';
import { email, id, isoDateTime, version } from './common';

export const roles = ['investor', 'admin'] as const;
export const accessStatuses = ['pending', 'approved', 'rejected', 'revoked'] as const;

/** Investor-side answers (Profile Settings and Sell a Property). */
export const investorOptions = {
  purchaseStructure: ['limited-company', 'personal-sole'],
  propertyTypeInterest: ['apartment', 'house', 'studio', 'commercial', 'mixed-use', 'development'],
  timeframeToBuy: ['now', '0-3-months', '3-6-months', '6-months-plus'],
  propertiesToSell: ['yes', 'no'],
} as const;

/** Admin-side investment profile answers (User Management details dialog). */
export const adminInvestmentOptions = {
  exitStrategy: ['buy_to_let', 'flip', 'hold_long_term', 'commercial', 'development'],
  purchaseStructure: ['cash', 'mortgage', 'bridging_loan', 'joint_venture'],
  propertyTypeInterest: ['residential', 'commercial', 'hmo', 'student_accommodation', 'mixed_use'],
  timeframeToBuy: ['3_months', '6_months', '12_months', '18_months', '24_months'],
} as const;

const oneOf = <T extends readonly string[], U extends readonly string[]>(a: T, b: U) =>
  z.enum([...a, ...b] as unknown as [T[number] | U[number], ...(T[number] | U[number])[]]);

/** The eight investor fields; every one is optional and stored as null when empty. */
export const investorFieldsSchema = z.object({
  cashToInvest: z.string().trim().max(100).nullable(),
  exitStrategy: z.enum(adminInvestmentOptions.exitStrategy).nullable(),
  purchaseStructure: oneOf(investorOptions.purchaseStructure, adminInvestmentOptions.purchaseStructure).nullable(),
  propertyTypeInterest: oneOf(investorOptions.propertyTypeInterest, adminInvestmentOptions.propertyTypeInterest).nullable(),
  budget: z.string().trim().max(100).nullable(),
  timeframeToBuy: oneOf(investorOptions.timeframeToBuy, adminInvestmentOptions.timeframeToBuy).nullable(),
  propertiesToSell: z.enum(investorOptions.propertiesToSell).nullable(),
  numberOfProperties: z.number().int().min(1).max(10_000).nullable(),
});

export const profileSchema = investorFieldsSchema.extend({
  id,
  fullName: z.string().trim().max(200).nullable(),
  email: email.nullable(),
  phone: z.string().trim().max(40).nullable(),
  role: z.enum(roles).default('investor'),
  isApproved: z.boolean().default(false),
  accessStatus: z.enum(accessStatuses).default('pending'),
  welcomeEmailSent: z.boolean().default(false),
  welcomeEmailSentAt: isoDateTime.nullable(),
  lastLoginAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
  version,
});

export type Role = (typeof roles)[number];
export type AccessStatus = (typeof accessStatuses)[number];
export type InvestorFields = z.infer<typeof investorFieldsSchema>;
export type Profile = z.infer<typeof profileSchema>;

export const profilePlaceholders = { fullName: 'No name provided', email: 'No email provided' } as const;
/** The spec has no created_at on profiles: it is read from updated_at. */
export const profileCreatedAt = (profile: Pick<Profile, 'updatedAt'>) => profile.updatedAt;

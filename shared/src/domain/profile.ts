import * as z from '../core/zod';
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
  cashToInvest: z.nullable(z.string().check(z.trim(), z.maxLength(100))),
  exitStrategy: z.nullable(z.enum(adminInvestmentOptions.exitStrategy)),
  purchaseStructure: z.nullable(oneOf(investorOptions.purchaseStructure, adminInvestmentOptions.purchaseStructure)),
  propertyTypeInterest: z.nullable(oneOf(investorOptions.propertyTypeInterest, adminInvestmentOptions.propertyTypeInterest)),
  budget: z.nullable(z.string().check(z.trim(), z.maxLength(100))),
  timeframeToBuy: z.nullable(oneOf(investorOptions.timeframeToBuy, adminInvestmentOptions.timeframeToBuy)),
  propertiesToSell: z.nullable(z.enum(investorOptions.propertiesToSell)),
  numberOfProperties: z.nullable(z.int().check(z.gte(1), z.lte(10_000))),
});

export const profileSchema = z.extend(investorFieldsSchema, {
  id,
  fullName: z.nullable(z.string().check(z.trim(), z.maxLength(200))),
  email: z.nullable(email),
  phone: z.nullable(z.string().check(z.trim(), z.maxLength(40))),
  role: z._default(z.enum(roles), 'investor'),
  isApproved: z._default(z.boolean(), false),
  accessStatus: z._default(z.enum(accessStatuses), 'pending'),
  welcomeEmailSent: z._default(z.boolean(), false),
  welcomeEmailSentAt: z.nullable(isoDateTime),
  lastLoginAt: z.nullable(isoDateTime),
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

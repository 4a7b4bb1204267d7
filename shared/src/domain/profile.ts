import * as z from '../core/zod';
import { email, id, isoDateTime, oneLine, version } from './common';
import { adminInvestmentOptions, investorOptions } from './profile-options';

export const roles = ['investor', 'admin'] as const;
export const accessStatuses = ['pending', 'approved', 'rejected', 'revoked'] as const;

export { adminInvestmentOptions, investorOptions } from './profile-options';

const oneOf = <T extends readonly string[], U extends readonly string[]>(a: T, b: U) =>
  z.enum([...a, ...b] as unknown as [T[number] | U[number], ...(T[number] | U[number])[]]);

/** The eight investor fields; every one is optional and stored as null when empty. */
export const investorFieldsSchema = z.object({
  cashToInvest: z.nullable(z.string().check(z.trim(), z.maxLength(100), oneLine())),
  exitStrategy: z.nullable(z.enum(adminInvestmentOptions.exitStrategy)),
  purchaseStructure: z.nullable(oneOf(investorOptions.purchaseStructure, adminInvestmentOptions.purchaseStructure)),
  propertyTypeInterest: z.nullable(oneOf(investorOptions.propertyTypeInterest, adminInvestmentOptions.propertyTypeInterest)),
  budget: z.nullable(z.string().check(z.trim(), z.maxLength(100), oneLine())),
  timeframeToBuy: z.nullable(oneOf(investorOptions.timeframeToBuy, adminInvestmentOptions.timeframeToBuy)),
  propertiesToSell: z.nullable(z.enum(investorOptions.propertiesToSell)),
  numberOfProperties: z.nullable(z.int().check(z.gte(1), z.lte(10_000))),
});

export const profileSchema = z.extend(investorFieldsSchema, {
  id,
  fullName: z.nullable(z.string().check(z.trim(), z.maxLength(200), oneLine())),
  email: z.nullable(email),
  phone: z.nullable(z.string().check(z.trim(), z.maxLength(40), oneLine())),
  role: z._default(z.enum(roles), 'investor'),
  isApproved: z._default(z.boolean(), false),
  accessStatus: z._default(z.enum(accessStatuses), 'pending'),
  welcomeEmailSent: z._default(z.boolean(), false),
  welcomeEmailSentAt: z.nullable(isoDateTime),
  lastLoginAt: z.nullable(isoDateTime),
  /** An investor's daily email of what is due or late on their open deals (functions/src/sales/deals/chasers.ts); on unless turned off. */
  dealChasers: z._default(z.boolean(), true),
  updatedAt: isoDateTime,
  version,
});

export type Role = (typeof roles)[number];
export type AccessStatus = (typeof accessStatuses)[number];
export type InvestorFields = z.infer<typeof investorFieldsSchema>;
export type Profile = z.infer<typeof profileSchema>;

export const profilePlaceholders = { fullName: 'No name provided', email: 'No email provided' } as const;

import * as z from '../core/zod';
import { id, isoDateTime, money, oneLine } from './common';
import { propertyUses } from './property-uses';

const percent = (label: string) => z.number().check(z.gte(0, `${label} must be 0% or more`), z.lte(100, `${label} must be at most 100%`));

/** Interest cover ratios above this are not a lender's test but a typing slip. */
export const MAX_ICR_PERCENT = 1000;

/**
 * What a deal analysis is computed from: the inputs only, never its results (they are recomputed, so a rule
 * change never leaves a saved figure stale). The same schema checks the calculator, a copied link and a save.
 */
export const dealInputsSchema = z.object({
  price: money,
  monthlyRent: money,
  /** Chooses the SDLT rate table (rules/sdlt.ts). */
  propertyUse: z.enum(propertyUses),
  /** Dwellings bought in the one purchase (six or more pay the non-residential SDLT rates). */
  dwellings: z.int().check(z.gte(1, 'Dwellings must be 1 or more'), z.lte(500, 'Dwellings must be at most 500')),
  additionalProperty: z.boolean(),
  firstTimeBuyer: z.boolean(),
  ukResident: z.boolean(),
  company: z.boolean(),
  /** A company buying for a qualifying property rental business (relieved from the 17% SDLT rate). */
  rentalBusiness: z.boolean(),
  lettingFeePercent: percent('Letting fee'),
  maintenancePercent: percent('Maintenance'),
  insurance: money,
  groundRent: money,
  serviceCharge: money,
  voidWeeks: z.number().check(z.gte(0, 'Void weeks must be 0 or more'), z.lte(52, 'Void weeks must be at most 52')),
  legalFees: money,
  survey: money,
  refurbishment: money,
  depositPercent: percent('Deposit'),
  mortgageRatePercent: percent('Mortgage rate'),
  stressRatePercent: percent('Stress rate'),
  icrPercent: z
    .number()
    .check(z.gte(0, 'Interest cover ratio must be 0% or more'), z.lte(MAX_ICR_PERCENT, `Interest cover ratio must be at most ${MAX_ICR_PERCENT}%`)),
});
export type DealInputs = z.infer<typeof dealInputsSchema>;

export const scenarioName = z.string().check(z.trim(), z.minLength(1, 'Name the scenario'), z.maxLength(100, 'A name is at most 100 characters'), oneLine());

/** A scenario an investor saved on a listing: stored under the investor, seen by no one else. */
export const dealScenarioSchema = z.object({
  id,
  userId: id,
  propertyId: id,
  name: scenarioName,
  inputs: dealInputsSchema,
  createdAt: isoDateTime,
});
export type DealScenario = z.infer<typeof dealScenarioSchema>;

export const createDealScenarioSchema = z.object({ propertyId: id, name: scenarioName, inputs: dealInputsSchema });
export type CreateDealScenario = z.infer<typeof createDealScenarioSchema>;

/** A member's saved analyses, of one listing when named. */
export const dealScenarioListQuery = z.object({ propertyId: z.optional(id) });

import type { DealInputs } from './deal-scenario';

/**
 * The names of a deal's inputs, in the schema's order (deal-scenario.ts), apart from the schema so that writing a
 * deal into a link needs no zod: the Deal analysis section loads the schema only to read a link back.
 */
export const dealInputKeys = [
  'price',
  'monthlyRent',
  'propertyUse',
  'dwellings',
  'additionalProperty',
  'firstTimeBuyer',
  'ukResident',
  'company',
  'rentalBusiness',
  'lettingFeePercent',
  'maintenancePercent',
  'insurance',
  'groundRent',
  'serviceCharge',
  'voidWeeks',
  'legalFees',
  'survey',
  'refurbishment',
  'depositPercent',
  'mortgageRatePercent',
  'stressRatePercent',
  'icrPercent',
] as const satisfies readonly (keyof DealInputs)[];

/** The inputs that are yes or no (1 or 0 in a link). */
export const dealYesNoKeys: ReadonlySet<keyof DealInputs> = new Set(['additionalProperty', 'firstTimeBuyer', 'ukResident', 'company', 'rentalBusiness']);

/** The inputs that are text, one of a list (as written in a link). */
export const dealChoiceKeys: ReadonlySet<keyof DealInputs> = new Set(['propertyUse']);

/**
 * The inputs a link written before they existed lacks: such a link takes them from the listing (what is bought
 * and how many dwellings) or the starting answer (no property rental business).
 */
export const dealLaterKeys: ReadonlySet<keyof DealInputs> = new Set(['propertyUse', 'dwellings', 'rentalBusiness']);

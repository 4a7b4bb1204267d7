import type { DealInputs } from './deal-scenario';

/**
 * The names of a deal's inputs, in the schema's order (deal-scenario.ts), apart from the schema so that writing a
 * deal into a link needs no zod: the Deal analysis section loads the schema only to read a link back.
 */
export const dealInputKeys = [
  'price',
  'monthlyRent',
  'additionalProperty',
  'firstTimeBuyer',
  'ukResident',
  'company',
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
export const dealYesNoKeys: ReadonlySet<keyof DealInputs> = new Set(['additionalProperty', 'firstTimeBuyer', 'ukResident', 'company']);

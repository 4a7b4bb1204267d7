import type { DealInputs } from '../domain/deal-scenario';

/**
 * Each number of a deal analysis as typed, checked without zod (the Deal analysis section's code stays free of
 * it): the limits are the schema's (domain/deal-scenario.ts), held to it by a test, so a figure the calculator
 * shows is one a save would accept. A bad value is refused with a message, never read as 0 or clamped.
 */
export type DealNumberKey = { [K in keyof DealInputs]: DealInputs[K] extends number ? K : never }[keyof DealInputs];

type Kind = 'money' | 'percent' | 'weeks' | 'ratio' | 'count';

interface NumberRule {
  readonly label: string;
  readonly kind: Kind;
  readonly min: number;
  readonly max: number;
}

const MAX_MONEY = 1_000_000_000;
const money = (label: string): NumberRule => ({ label, kind: 'money', min: 0, max: MAX_MONEY });
const percent = (label: string): NumberRule => ({ label, kind: 'percent', min: 0, max: 100 });

export const dealNumberRules: Readonly<Record<DealNumberKey, NumberRule>> = {
  price: money('Purchase price'),
  monthlyRent: money('Monthly rent'),
  dwellings: { label: 'Dwellings in the purchase', kind: 'count', min: 1, max: 500 },
  lettingFeePercent: percent('Letting fee'),
  maintenancePercent: percent('Maintenance'),
  insurance: money('Insurance'),
  groundRent: money('Ground rent'),
  serviceCharge: money('Service charge'),
  voidWeeks: { label: 'Voids', kind: 'weeks', min: 0, max: 52 },
  legalFees: money('Legal fees'),
  survey: money('Survey'),
  refurbishment: money('Refurbishment'),
  depositPercent: percent('Deposit'),
  mortgageRatePercent: percent('Mortgage rate'),
  stressRatePercent: percent('Stressed interest rate'),
  icrPercent: { label: 'Required interest cover', kind: 'ratio', min: 0, max: 1000 },
};

/** Every input's name on screen, for a message about a copied link. */
export const dealInputLabels: Readonly<Record<keyof DealInputs, string>> = {
  ...Object.fromEntries(Object.entries(dealNumberRules).map(([key, rule]) => [key, rule.label])),
  additionalProperty: 'Additional property',
  firstTimeBuyer: 'First-time buyer',
  ukResident: 'UK resident',
  company: 'Bought by a company',
  rentalBusiness: 'Property rental business',
  propertyUse: 'Property use',
} as Record<keyof DealInputs, string>;

const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;

const notANumber: Record<Kind, string> = {
  money: 'Enter an amount in pounds as a number, like 250000',
  percent: 'Enter a percentage as a number, like 25',
  weeks: 'Enter a number of weeks, like 2',
  ratio: 'Enter a percentage as a number, like 145',
  count: 'Enter a whole number of dwellings, like 1',
};

function outOfRange({ kind, min, max }: NumberRule): string {
  switch (kind) {
    case 'money':
      return `Enter an amount from ${pounds(min)} to ${pounds(max)}`;
    case 'percent':
    case 'ratio':
      return `Enter a percentage between ${min}% and ${max}%`;
    case 'weeks':
      return `Enter between ${min} and ${max} weeks`;
    case 'count':
      return `Enter a whole number of dwellings from ${min} to ${max}`;
  }
}

export type DealFieldReading = { ok: true; value: number } | { ok: false; error: string };

/**
 * A typed value read for one input: '£250,000' and '250000' are 250000, '25%' is 25; '250k', '', '-10' where
 * negatives are refused, and anything past the input's limits are errors with a message to show beside the field.
 */
export function readDealNumber(key: DealNumberKey, text: string): DealFieldReading {
  const rule = dealNumberRules[key];
  let cleaned = text.trim();
  if (rule.kind === 'money') cleaned = cleaned.replace(/^(-?)\s*£/, '$1').replace(/,(?=\d{3}(\D|$))/g, '');
  if (rule.kind === 'percent' || rule.kind === 'ratio') cleaned = cleaned.replace(/\s*%$/, '');
  if (cleaned === '') return { ok: false, error: rule.kind === 'money' ? 'Enter an amount (0 if there is none)' : notANumber[rule.kind] };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { ok: false, error: notANumber[rule.kind] };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { ok: false, error: notANumber[rule.kind] };
  if (rule.kind === 'count' && !Number.isInteger(value)) return { ok: false, error: notANumber.count };
  if (value < rule.min || value > rule.max) return { ok: false, error: outOfRange(rule) };
  return { ok: true, value };
}

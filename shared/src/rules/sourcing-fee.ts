import type { SourcingFeeTerms } from '../domain/reservation';
import { plainGrouped } from './en-gb';
import { percentOfPence, vatRateOn } from './vat';

/**
 * A deal sourcer's fee under the signed sourcing agreement: a fixed amount or a share of the purchase price, with VAT
 * at the standard rate shown separately (vat.ts). Money is integer pence (docs/architecture.md section 14).
 */
export type { SourcingFeeTerms };

/** The fee as the agreement states it (the agreement's module declares the same shape as `AgreementFee`). */
export interface SourcingFee {
  netPence: number;
  vatPence: number;
  grossPence: number;
  vatRateBasisPoints: number;
}

/**
 * Whether the firm charges VAT: only a VAT-registered firm does (Value Added Tax Act 1994 ss. 3-4), so one that is not
 * charges the net amount and shows no VAT (the firm's 'VAT registered' setting, @shared/contract/firm isVatRegistered).
 */
export interface VatStatus {
  vatRegistered: boolean;
}

/** No VAT: the rate is 0 (never the standard rate, which vat.ts dates), so a figure shows no VAT line. */
const NO_VAT_RATE = 0;

const assertWholePence = (pence: number, what: string) => {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new Error(`${what} must be a whole number of pence, 0 or more.`);
};

/** The sourcing fee before any VAT (a percentage rounded to the nearest penny, half up): what a deal earns the firm. */
export function sourcingFeeNetPence(terms: SourcingFeeTerms, pricePence: number): number {
  assertWholePence(pricePence, 'A price');
  const netPence = terms.kind === 'fixed' ? terms.amountPence : percentOfPence(pricePence, terms.basisPoints);
  assertWholePence(netPence, 'A fee');
  if (terms.kind === 'percent' && (!Number.isInteger(terms.basisPoints) || terms.basisPoints < 0))
    throw new Error('A percentage fee is a whole number of basis points, 0 or more.');
  return netPence;
}

/**
 * The fee on `pricePence` at the VAT rate in force on `at`. A percentage fee is rounded to the nearest penny (half up),
 * then VAT on that net amount is rounded the same way; gross is their sum, so the three figures always add up.
 */
export function sourcingFee(terms: SourcingFeeTerms, pricePence: number, at: Date | string, { vatRegistered }: VatStatus): SourcingFee {
  const netPence = sourcingFeeNetPence(terms, pricePence);
  const vatRateBasisPoints = vatRegistered ? vatRateOn(at).standardRateBasisPoints : NO_VAT_RATE;
  const vatPence = percentOfPence(netPence, vatRateBasisPoints);
  return { netPence, vatPence, grossPence: netPence + vatPence, vatRateBasisPoints };
}

/**
 * An amount that already includes VAT (the reservation fee), split into net and VAT at the rate in force on `at`:
 * net rounded to the nearest penny (half up), VAT the rest, so net + VAT is exactly the amount paid.
 */
export function splitVatInclusive(grossPence: number, at: Date | string, { vatRegistered }: VatStatus): SourcingFee {
  assertWholePence(grossPence, 'An amount');
  if (!vatRegistered) return { netPence: grossPence, vatPence: 0, grossPence, vatRateBasisPoints: NO_VAT_RATE };
  const vatRateBasisPoints = vatRateOn(at).standardRateBasisPoints;
  const netPence = Math.floor((grossPence * 10_000 * 2 + (10_000 + vatRateBasisPoints)) / (2 * (10_000 + vatRateBasisPoints)));
  return { netPence, vatPence: grossPence - netPence, grossPence, vatRateBasisPoints };
}

/** Pence as the agreement writes money: 750000 -> '£7,500.00'. */
export function formatPence(pence: number): string {
  assertWholePence(pence, 'An amount');
  return `£${plainGrouped(Math.floor(pence / 100))}.${String(pence % 100).padStart(2, '0')}`;
}

/** A rate in basis points as a percentage: 300 -> '3%', 250 -> '2.5%'. */
export const formatBasisPoints = (basisPoints: number): string => `${String(basisPoints / 100)}%`;

/** The fee terms in words: '3% of the purchase price' or '£5,000.00'. */
export const describeFeeTerms = (terms: SourcingFeeTerms): string =>
  terms.kind === 'fixed' ? formatPence(terms.amountPence) : `${formatBasisPoints(terms.basisPoints)} of the purchase price`;

/** The agreement's worked example: the fee on `pricePence`, with VAT shown separately. */
export function feeWorkedExample(terms: SourcingFeeTerms, pricePence: number, at: Date | string, vat: VatStatus): string {
  const fee = sourcingFee(terms, pricePence, at, vat);
  const basis =
    terms.kind === 'fixed'
      ? `A fixed fee of ${formatPence(fee.netPence)}`
      : `${describeFeeTerms(terms)} of ${formatPence(pricePence)} is ${formatPence(fee.netPence)}`;
  const vatPart = vat.vatRegistered
    ? `VAT at ${formatBasisPoints(fee.vatRateBasisPoints)} on it is ${formatPence(fee.vatPence)}`
    : 'we are not registered for VAT, so no VAT is charged';
  return `${basis}; ${vatPart}; the fee payable is ${formatPence(fee.grossPence)} in all.`;
}

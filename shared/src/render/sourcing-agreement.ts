import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { firmRegistrationLines, isVatRegistered, type FirmRegistrations } from '../contract/firm';
import {
  cancellationForm,
  noReferralFees,
  noStatutoryCancellationForCompanies,
  signaturePageHeading,
  signaturePageStatement,
  SOURCING_AGREEMENT_VERSION,
  sourcingAgreementIntro,
  sourcingAgreementSections,
  sourcingAgreementTitle,
  type AgreementSection,
} from './sourcing-agreement-template';
import { balanceDueWhen, balancePence, type BalanceDue } from '../rules/fee-balance';
import { formatBasisPoints, formatPence } from '../rules/sourcing-fee';
import { footerLine, heading, letterPage, paragraph } from './pdf-letter';

/**
 * The sourcing agreement's PDF definition (pdfmake, as the deal pack): the operator's wording
 * (sourcing-agreement-template.ts) filled with the reservation, and, once signed, a signature page.
 * functions/src/sales/agreements/render.ts renders it. Money is integer pence, formatted only here.
 */

/** The fee as the reservation rules work it out (the same shape as theirs): pence, and the VAT rate in basis points. */
export interface AgreementFee {
  netPence: number;
  vatPence: number;
  grossPence: number;
  /** 2000 = 20%. */
  vatRateBasisPoints: number;
}

/** How the fee was set: a fixed amount, or a percentage (in basis points: 200 = 2%) of the asking price. */
export type AgreementFeeBasis = { kind: 'fixed' } | { kind: 'percent-of-price'; basisPoints: number };

/** A referral fee the firm receives or pays in connection with the deal, declared in the agreement. */
export interface ReferralFee {
  withWhom: string;
  /** Who pays whom and why: 'We pay them for introducing you to us'. */
  description: string;
  amountPence: number;
}

/** The reservation settings the portal charges by, as the agreement states them (@shared/contract/reservation-settings). */
export interface AgreementTerms {
  holdWorkingDays: number;
  /** When the balance of the sourcing fee is payable. */
  balanceDue: BalanceDue;
  /** Whether the reservation fee counts towards the sourcing fee. */
  reservationFeeCredited: boolean;
}

export interface SourcingAgreementInput {
  reservationId: string;
  /** When this copy was made (ISO 8601): its date is printed and is the PDF's creation date, so one input gives one file. */
  preparedAt: string;
  /** When the hold on the listing ends, as the investor is shown it ('5 December 2026 at 17:00'). */
  holdEnds: string;
  /** When the investor reserved, which is when the hold began, as they are shown it. */
  reservedAt: string;
  listing: { title: string; address: string; pricePence: number };
  /** A company (buying through one) has no consumer's right to cancel. */
  buyer: { name: string; type: 'individual' | 'company' };
  fee: AgreementFee;
  feeBasis: AgreementFeeBasis;
  /** The reservation fee checkout asks (the reservation's snapshot), split into net and VAT where the firm charges VAT. */
  reservationFee: AgreementFee;
  terms: AgreementTerms;
  /** Empty when there are none: the agreement says 'None'. */
  referralFees: readonly ReferralFee[];
  firm: FirmRegistrations;
  /** Where a cancellation or a complaint goes (Schedule 2 asks for a telephone number and an email address). */
  firmContact: { email: string; phone: string };
  brand: string;
}

/** What the portal records when the investor signs (docs/architecture.md section 14): printed on the signature page. */
export interface AgreementSignature {
  /** As typed by the investor. */
  fullName: string;
  /** ISO 8601. */
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  /** Hex SHA-256 of the exact bytes of the unsigned agreement the investor read. */
  sha256: string;
}

/** A date of an ISO 8601 time as en-GB writes it, in UTC: '28/11/2026'. */
const dayOf = (iso: string) => {
  const [year, month, day] = new Date(iso).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};
/** A time, unambiguously: '28/11/2026 08:41:07 UTC'. */
export const signedAtText = (iso: string) => `${dayOf(iso)} ${new Date(iso).toISOString().slice(11, 19)} UTC`;

const BALANCE_DUE_EVENT: Record<BalanceDue, { event: string; ifNot: string }> = {
  completion: { event: 'completion of your purchase of the property', ifNot: 'If your purchase does not complete' },
  exchange: { event: 'exchange of contracts for your purchase of the property', ifNot: 'If contracts are not exchanged' },
};

/** What is left of the sourcing fee once the reservation fee is credited against it (none when that covers it all). */
const balanceOf = ({ fee, reservationFee, terms }: Pick<SourcingAgreementInput, 'fee' | 'reservationFee' | 'terms'>): number =>
  balancePence(fee.grossPence, reservationFee.grossPence, terms);

/** The fee and its VAT in words, or the fee alone where the firm is not VAT registered. */
const sourcingFeeAmount = (fee: AgreementFee, vat: boolean) =>
  vat
    ? `${formatPence(fee.netPence)} plus VAT at ${formatBasisPoints(fee.vatRateBasisPoints)} of ${formatPence(fee.vatPence)}, so ${formatPence(fee.grossPence)} in total`
    : `${formatPence(fee.netPence)} (we are not registered for VAT, so no VAT is charged)`;

function feeCredit(input: SourcingAgreementInput): string {
  const { fee, reservationFee } = input;
  if (input.terms.reservationFeeCredited && reservationFee.grossPence >= fee.grossPence)
    return `The reservation fee is part of the sourcing fee, not an extra: it is credited against the sourcing fee of ${formatPence(fee.grossPence)}, which it covers in full.`;
  return input.terms.reservationFeeCredited
    ? `The reservation fee is part of the sourcing fee, not an extra: it is credited against the sourcing fee, so the balance still to pay is ${formatPence(fee.grossPence)} less ${formatPence(reservationFee.grossPence)}, which is ${formatPence(balanceOf(input))}.`
    : `The reservation fee is in addition to the sourcing fee and is not credited against it: the sourcing fee of ${formatPence(fee.grossPence)} is payable in full, so the fees come to ${formatPence(fee.grossPence + reservationFee.grossPence)} in all.`;
}

function balanceTerms(input: SourcingAgreementInput): string {
  const { fee, reservationFee, terms } = input;
  const { event, ifNot } = BALANCE_DUE_EVENT[terms.balanceDue];
  if (!terms.reservationFeeCredited)
    return `The sourcing fee of ${formatPence(fee.grossPence)} is payable on ${event}, and not before. ${ifNot}, it is not payable.`;
  const balance = balanceOf(input);
  if (balance === 0) {
    const excess = reservationFee.grossPence - fee.grossPence;
    return `The reservation fee covers the whole sourcing fee of ${formatPence(fee.grossPence)}: no balance is payable${excess > 0 ? `, and we refund the ${formatPence(excess)} difference on ${event}` : ''}.`;
  }
  return `The balance of the sourcing fee, ${formatPence(balance)}, is payable on ${event}, and not before. ${ifNot}, no balance is payable.`;
}

/** The values of the template's placeholders. */
export function agreementValues(input: SourcingAgreementInput): Record<string, string> {
  const { fee, feeBasis, firm, reservationFee } = input;
  const vat = isVatRegistered(firm);
  return {
    firmName: firm.tradingName === firm.companyName ? firm.companyName : `${firm.tradingName} (${firm.companyName})`,
    firmAddress: firm.registeredOffice,
    firmEmail: input.firmContact.email,
    firmPhone: input.firmContact.phone,
    buyerName: input.buyer.name,
    buyerType: input.buyer.type === 'company' ? 'a company' : 'an individual',
    listingTitle: input.listing.title,
    listingAddress: input.listing.address,
    listingPrice: formatPence(input.listing.pricePence),
    feeGross: formatPence(fee.grossPence),
    sourcingFeeAmount: sourcingFeeAmount(fee, vat),
    feeBasis: feeBasis.kind === 'fixed' ? 'a fixed fee' : `${formatBasisPoints(feeBasis.basisPoints)} of the price`,
    reservationFee: formatPence(reservationFee.grossPence),
    reservationFeeAmount: vat
      ? `${formatPence(reservationFee.grossPence)}, including VAT at ${formatBasisPoints(reservationFee.vatRateBasisPoints)} of ${formatPence(reservationFee.vatPence)}`
      : `${formatPence(reservationFee.grossPence)} (no VAT is charged)`,
    feeCredit: feeCredit(input),
    balanceTerms: balanceTerms(input),
    balanceDueEvent: BALANCE_DUE_EVENT[input.terms.balanceDue].event,
    reservedAt: input.reservedAt,
    holdWorkingDays: String(input.terms.holdWorkingDays),
    holdEnds: input.holdEnds,
    reservationId: input.reservationId,
    preparedOn: dayOf(input.preparedAt),
  };
}

/** The template's text with its {placeholders} filled; an unknown placeholder is an error, never printed. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The sourcing agreement names an unknown placeholder {${name}}`);
    return value;
  });
}

const table = (rows: [string, string][], boldLast = false): Content => ({
  table: {
    widths: ['*', 'auto'],
    body: rows.map(([label, value], i): TableCell[] => {
      const bold = boldLast && i === rows.length - 1;
      return [
        { text: label, bold },
        { text: value, bold, alignment: 'right' },
      ];
    }),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 8],
});

/** The fee's arithmetic must add up before it is printed: a contract showing a wrong sum is worse than none. */
function checkFee({ fee, feeBasis, listing, reservationFee, firm }: SourcingAgreementInput): void {
  const whole = [fee, reservationFee].flatMap((f) => [f.netPence, f.vatPence, f.grossPence, f.vatRateBasisPoints]).concat(listing.pricePence);
  if (!whole.every((n) => Number.isSafeInteger(n) && n >= 0)) throw new Error('The fee and the price are whole, non-negative numbers of pence');
  for (const f of [fee, reservationFee])
    if (f.netPence + f.vatPence !== f.grossPence) throw new Error('The fee before VAT and the VAT do not add up to the total');
  if (!isVatRegistered(firm) && (fee.vatPence > 0 || reservationFee.vatPence > 0 || fee.vatRateBasisPoints > 0 || reservationFee.vatRateBasisPoints > 0))
    throw new Error('The firm is not VAT registered: its fees carry no VAT');
  if (feeBasis.kind === 'percent-of-price' && !Number.isSafeInteger(feeBasis.basisPoints)) throw new Error('A percentage fee is given in whole basis points');
}

function insertBlock(which: NonNullable<AgreementSection['insert']>, input: SourcingAgreementInput, values: Record<string, string>): Content[] {
  const { fee, feeBasis, reservationFee, terms } = input;
  const vat = isVatRegistered(input.firm);
  switch (which) {
    case 'fee-table': {
      const due = balanceDueWhen[terms.balanceDue];
      const sourcingRows: [string, string][] = vat
        ? [
            ['Sourcing fee before VAT', formatPence(fee.netPence)],
            [`VAT at ${formatBasisPoints(fee.vatRateBasisPoints)}`, formatPence(fee.vatPence)],
            [terms.reservationFeeCredited ? 'Sourcing fee, total' : `Sourcing fee, payable ${due}`, formatPence(fee.grossPence)],
          ]
        : [[terms.reservationFeeCredited ? 'Sourcing fee' : `Sourcing fee, payable ${due}`, formatPence(fee.grossPence)]];
      return [
        table(
          terms.reservationFeeCredited
            ? [
                ...sourcingRows,
                ['Reservation fee, payable when you sign (credited)', formatPence(reservationFee.grossPence)],
                [`Balance, payable ${due}`, formatPence(balanceOf(input))],
              ]
            : [
                ...sourcingRows,
                ['Reservation fee, payable when you sign', formatPence(reservationFee.grossPence)],
                ['Both fees', formatPence(fee.grossPence + reservationFee.grossPence)],
              ],
          true,
        ),
      ];
    }
    case 'worked-example':
      if (!vat)
        return [
          paragraph(
            feeBasis.kind === 'fixed'
              ? `The fee is fixed: it is ${formatPence(fee.netPence)} whatever price you agree with the seller. We are not registered for VAT, so no VAT is added.`
              : `The fee is ${formatBasisPoints(feeBasis.basisPoints)} of the asking price of ${formatPence(input.listing.pricePence)}, which is ${formatPence(fee.netPence)}. We are not registered for VAT, so no VAT is added.`,
          ),
        ];
      return feeBasis.kind === 'fixed'
        ? [
            paragraph(
              `The fee is fixed: it is ${formatPence(fee.netPence)} whatever price you agree with the seller. VAT at ${formatBasisPoints(fee.vatRateBasisPoints)} of ${formatPence(fee.netPence)} is ${formatPence(fee.vatPence)}, so you pay ${formatPence(fee.netPence)} + ${formatPence(fee.vatPence)} = ${formatPence(fee.grossPence)}.`,
            ),
          ]
        : [
            paragraph(
              `The fee is ${formatBasisPoints(feeBasis.basisPoints)} of the asking price of ${formatPence(input.listing.pricePence)}, with VAT at ${formatBasisPoints(fee.vatRateBasisPoints)} added:`,
            ),
            table(
              [
                ['Asking price', formatPence(input.listing.pricePence)],
                [`Fee before VAT: ${formatBasisPoints(feeBasis.basisPoints)} of ${formatPence(input.listing.pricePence)}`, formatPence(fee.netPence)],
                [`VAT: ${formatBasisPoints(fee.vatRateBasisPoints)} of ${formatPence(fee.netPence)}`, formatPence(fee.vatPence)],
                [`Total: ${formatPence(fee.netPence)} + ${formatPence(fee.vatPence)}`, formatPence(fee.grossPence)],
              ],
              true,
            ),
          ];
    case 'referral-fees':
      return input.referralFees.length === 0
        ? [paragraph(noReferralFees)]
        : [table(input.referralFees.map((referral) => [`${referral.withWhom}: ${referral.description}`, formatPence(referral.amountPence)]))];
    case 'cancellation-form':
      return [
        {
          stack: [
            { text: cancellationForm.heading, bold: true, margin: [0, 0, 0, 6] },
            ...cancellationForm.lines.map((line) => paragraph(fillPlaceholders(line, values))),
          ],
          margin: [0, 8, 0, 8],
          unbreakable: true,
        },
      ];
    case 'registrations':
      return firmRegistrationLines(input.firm).map(paragraph);
  }
}

function sectionContent(section: AgreementSection, input: SourcingAgreementInput, values: Record<string, string>): Content[] {
  if (section.individualsOnly && input.buyer.type === 'company') return [heading(section.heading), paragraph(noStatutoryCancellationForCompanies)];
  return [
    heading(section.heading),
    ...section.paragraphs.map((text) => paragraph(fillPlaceholders(text, values))),
    ...(section.insert ? insertBlock(section.insert, input, values) : []),
  ];
}

function signaturePage(signature: AgreementSignature): Content[] {
  return [
    { text: '', pageBreak: 'after' },
    { text: signaturePageHeading, style: 'title' },
    paragraph(signaturePageStatement),
    {
      table: {
        widths: ['30%', '*'],
        body: (
          [
            ['Signed by (name typed)', signature.fullName],
            ['Signed at', signedAtText(signature.signedAt)],
            ['IP address', signature.ipAddress],
            ['User agent', signature.userAgent],
          ] as const
        )
          .map(([label, value]): TableCell[] => [{ text: label, bold: true }, value])
          // Small enough for the 64 characters to stay on one line, to be read and compared whole.
          .concat([
            [
              { text: 'SHA-256 of the agreement read', bold: true },
              { text: signature.sha256, fontSize: 7 },
            ],
          ]),
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** The line under every page of the agreement. */
export const agreementPageLine = (input: Pick<SourcingAgreementInput, 'brand' | 'reservationId'>, page: number, pages: number) =>
  `${input.brand} sourcing agreement ${SOURCING_AGREEMENT_VERSION}, reservation ${input.reservationId}: page ${page} of ${pages}`;

/**
 * The agreement's definition. With a signature (and the number of pages of the unsigned agreement), the same pages
 * followed by the signature page: the agreement's pages keep their 'page N of M', so they read as the document signed.
 */
export function sourcingAgreementDocument(
  input: SourcingAgreementInput,
  signed?: { signature: AgreementSignature; agreementPages: number },
): TDocumentDefinitions {
  checkFee(input);
  const values = agreementValues(input);
  const content: Content[] = [
    { text: input.brand, style: 'note' },
    { text: sourcingAgreementTitle, style: 'title' },
    ...sourcingAgreementIntro.map((text) => paragraph(fillPlaceholders(text, values))),
    ...sourcingAgreementSections.flatMap((section) => sectionContent(section, input, values)),
    ...(signed ? signaturePage(signed.signature) : []),
  ];
  return {
    info: {
      title: `${sourcingAgreementTitle}: ${input.listing.title}`,
      author: values.firmName,
      subject: `Reservation ${input.reservationId}`,
      // Fixed from the input (pdfkit would take the time of rendering): the file ID is derived from this info too.
      creationDate: new Date(signed ? signed.signature.signedAt : input.preparedAt),
    },
    ...letterPage,
    footer: (currentPage: number, pageCount: number): Content =>
      footerLine(
        signed && currentPage > signed.agreementPages
          ? `${signaturePageHeading}: reservation ${input.reservationId}`
          : agreementPageLine(input, currentPage, signed ? signed.agreementPages : pageCount),
      ),
    content,
  };
}

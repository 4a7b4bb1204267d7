import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { firmRegistrationLines, type FirmRegistrations } from '../contract/firm';
import type { Conveyancer } from '../domain/deal';
import { formatPence } from '../rules/sourcing-fee';
import { footerLine, heading, letterPage, paragraph } from './pdf-letter';

/**
 * The memorandum of sale's PDF definition (pdfmake, as the deal pack and the sourcing agreement): what the sourcer
 * sends both solicitors and the buyer once an offer is accepted, so the conveyancing can start. It records the sale
 * agreed 'subject to contract': nobody is bound until contracts are exchanged (Law of Property (Miscellaneous
 * Provisions) Act 1989 s.2: a contract for the sale of land is made only in writing, with all its terms, signed by or for each party).
 * Money is integer pence, formatted only here.
 */

/** A party's solicitor or conveyancer (the deal's, shared/src/domain/deal.ts); absent until they gave them. */
export type { Conveyancer };

/** How the buyer pays: cash, or with a mortgage (its lender and, when known, its amount). */
export type BuyerFinancing = { kind: 'cash' } | { kind: 'mortgage'; lender?: string; loanPence?: number; brokerName?: string };

export interface MemorandumOfSaleInput {
  /** The deal the memorandum belongs to (the accepted reservation). */
  dealId: string;
  /** When this copy was made (ISO 8601): its date is printed and is the PDF's creation date, so one input gives one file. */
  preparedAt: string;
  /** When the offer was accepted (ISO 8601). */
  acceptedAt: string;
  property: { title: string; address: string; tenure: string };
  pricePence: number;
  buyer: { name: string; type: 'individual' | 'company'; email: string; phone?: string; address?: string };
  seller: { name: string; address?: string };
  buyerSolicitor?: Conveyancer;
  sellerSolicitor?: Conveyancer;
  financing: BuyerFinancing;
  /** Fixtures and fittings included, target dates, works agreed: one line each; empty when there are none. */
  specialConditions: readonly string[];
  firm: FirmRegistrations;
  firmContact: { email: string; phone: string };
  brand: string;
}

export const memorandumTitle = 'Memorandum of sale';
export const subjectToContract =
  'Subject to contract. This memorandum records a sale agreed in principle so that the conveyancing can begin. It is not a contract: neither party is bound until contracts are exchanged.';
export const notInstructedYet = 'Not instructed yet';
export const noSpecialConditions = 'None';

/** A date of an ISO 8601 time as en-GB writes it, in the UK's time: '28 November 2026'. */
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

const details = (rows: readonly (readonly [string, string | undefined])[]): Content => ({
  table: {
    widths: ['32%', '*'],
    body: rows.filter(([, value]) => value !== undefined && value !== '').map(([label, value]): TableCell[] => [{ text: label, bold: true }, value!]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 8],
});

const conveyancerRows = (who: Conveyancer | undefined): (readonly [string, string | undefined])[] =>
  who
    ? [
        ['Firm', who.firm],
        ['Contact', who.contactName],
        ['Email', who.email],
        ['Telephone', who.phone],
        ['Address', who.address],
        ['Their reference', who.reference],
      ]
    : [['Firm', notInstructedYet]];

/** The buyer's financing in words: 'Cash buyer', or 'Mortgage: Example Bank, £150,000.00 (broker: …)'. */
export function financingText(financing: BuyerFinancing): string {
  if (financing.kind === 'cash') return 'Cash buyer: no mortgage';
  const parts = [financing.lender ?? 'lender to be confirmed', ...(financing.loanPence !== undefined ? [formatPence(financing.loanPence)] : [])];
  return `Mortgage: ${parts.join(', ')}${financing.brokerName ? ` (broker: ${financing.brokerName})` : ''}`;
}

/** The price must be a whole, positive number of pence before it is printed: a memorandum with a wrong price is worse than none. */
function checkMoney({ pricePence, financing }: MemorandumOfSaleInput): void {
  if (!Number.isSafeInteger(pricePence) || pricePence <= 0) throw new Error('The agreed price is a whole, positive number of pence');
  if (financing.kind === 'mortgage' && financing.loanPence !== undefined && (!Number.isSafeInteger(financing.loanPence) || financing.loanPence < 0))
    throw new Error('The mortgage amount is a whole, non-negative number of pence');
}

export function memorandumOfSaleDocument(input: MemorandumOfSaleInput): TDocumentDefinitions {
  checkMoney(input);
  const { firm } = input;
  const firmName = firm.tradingName === firm.companyName ? firm.companyName : `${firm.tradingName} (${firm.companyName})`;
  const content: Content[] = [
    { text: input.brand, style: 'note' },
    { text: memorandumTitle, style: 'title' },
    { text: subjectToContract, bold: true, margin: [0, 0, 0, 8] },
    details([
      ['Date', longDate(input.preparedAt)],
      ['Offer accepted', longDate(input.acceptedAt)],
      ['Deal reference', input.dealId],
    ]),
    heading('The property'),
    details([
      ['Property', input.property.title],
      ['Address', input.property.address],
      ['Tenure', input.property.tenure],
      ['Agreed price', formatPence(input.pricePence)],
    ]),
    heading('The buyer'),
    details([
      ['Name', `${input.buyer.name} (${input.buyer.type === 'company' ? 'a company' : 'an individual'})`],
      ['Email', input.buyer.email],
      ['Telephone', input.buyer.phone],
      ['Address', input.buyer.address],
      ['Financing', financingText(input.financing)],
    ]),
    heading("The buyer's solicitor"),
    details(conveyancerRows(input.buyerSolicitor)),
    heading('The seller'),
    details([
      ['Name', input.seller.name],
      ['Address', input.seller.address],
    ]),
    heading("The seller's solicitor"),
    details(conveyancerRows(input.sellerSolicitor)),
    heading('Special conditions'),
    ...(input.specialConditions.length === 0
      ? [paragraph(noSpecialConditions)]
      : [{ ul: input.specialConditions.map((line) => line), margin: [0, 0, 0, 8] } as Content]),
    heading('Prepared by'),
    paragraph(`${firmName}, ${firm.registeredOffice}. Email ${input.firmContact.email}, telephone ${input.firmContact.phone}.`),
    ...firmRegistrationLines(firm).map(paragraph),
  ];
  return {
    info: {
      title: `${memorandumTitle}: ${input.property.title}`,
      author: firmName,
      subject: `Deal ${input.dealId}`,
      // Fixed from the input (pdfkit would take the time of rendering): the file ID is derived from this info too.
      creationDate: new Date(input.preparedAt),
    },
    ...letterPage,
    footer: (currentPage: number, pageCount: number): Content =>
      footerLine(`${input.brand} memorandum of sale, deal ${input.dealId}, subject to contract: page ${currentPage} of ${pageCount}`),
    content,
  };
}

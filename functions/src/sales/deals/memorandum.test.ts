import { describe, expect, it } from 'vitest';
import { firmRegistrationLines } from '@shared/contract/firm';
import { notInstructedYet, subjectToContract, type MemorandumOfSaleInput } from '@shared/render/memorandum-of-sale';
import { pdfText } from '../../../../tests/support/pdf-text';
import { LOCAL_FIRM } from '../../../../infra/local/seed/firm';
import { renderMemorandumOfSale } from './memorandum';

/** A £250,000 terrace bought with a mortgage, both solicitors instructed. */
const input = (change: Partial<MemorandumOfSaleInput> = {}): MemorandumOfSaleInput => ({
  dealId: 'deal-example-1',
  preparedAt: '2026-11-28T09:00:00.000Z',
  acceptedAt: '2026-11-27T16:30:00.000Z',
  property: { title: '3 Bed Terrace, Hull', address: '1 Example Street, Hull, HU5 2AB', tenure: 'Freehold' },
  pricePence: 25_000_000,
  buyer: { name: 'Alex Investor', type: 'individual', email: 'alex@example.com', phone: '07700 900123' },
  seller: { name: 'Sam Seller' },
  buyerSolicitor: {
    firm: 'Buyer & Co LLP',
    contactName: 'Pat Conveyancer',
    email: 'pat@buyer.example',
    phone: '0113 496 0000',
    address: '2 Law Row, Leeds, LS1 1AA',
    reference: 'BC/123',
  },
  financing: { kind: 'mortgage', lender: 'Example Bank', loanPence: 18_750_000, brokerName: 'Broker Ltd' },
  specialConditions: ['Carpets and curtains included', 'Target exchange by 31 January 2027'],
  firm: LOCAL_FIRM,
  firmContact: { email: 'deals@example.com', phone: '020 7946 0000' },
  brand: 'Off-Market Property Portal',
  ...change,
});

describe('the memorandum of sale PDF', () => {
  it('carries the property, the price, both parties, their solicitors, the financing, the conditions and the firm', async () => {
    const text = await pdfText(await renderMemorandumOfSale(input()));
    for (const expected of [
      subjectToContract,
      'Date 28 November 2026',
      'Offer accepted 27 November 2026',
      'Address 1 Example Street, Hull, HU5 2AB',
      'Tenure Freehold',
      'Agreed price £250,000.00',
      'Name Alex Investor (an individual)',
      'Financing Mortgage: Example Bank, £187,500.00 (broker: Broker Ltd)',
      'Firm Buyer & Co LLP',
      'Their reference BC/123',
      'Name Sam Seller',
      'Carpets and curtains included',
      'Target exchange by 31 January 2027',
      ...firmRegistrationLines(LOCAL_FIRM),
    ])
      expect(text).toContain(expected);
    // The seller's solicitor is not known yet: said so, not left blank.
    expect(text).toMatch(new RegExp(`The seller's solicitor\\s+Firm ${notInstructedYet}`));
  });

  it('says a cash buyer needs no mortgage, and None when there are no special conditions', async () => {
    const text = await pdfText(await renderMemorandumOfSale(input({ financing: { kind: 'cash' }, specialConditions: [] })));
    expect(text).toContain('Financing Cash buyer: no mortgage');
    expect(text).toMatch(/Special conditions\s+None/);
  });

  it('gives the same bytes for the same input, and refuses a price that is not whole pence', async () => {
    expect((await renderMemorandumOfSale(input())).equals(await renderMemorandumOfSale(input()))).toBe(true);
    await expect(renderMemorandumOfSale(input({ pricePence: 25_000_000.5 }))).rejects.toThrow(/whole, positive number of pence/);
    await expect(renderMemorandumOfSale(input({ pricePence: 0 }))).rejects.toThrow(/whole, positive number of pence/);
  });
});

import { describe, expect, it } from 'vitest';
import { exampleFirm } from '@shared/contract/firm.example';
import { feesHeader, netOfVat } from './fee-vat';

describe("the deal board's fees and the firm's 'VAT registered' setting", () => {
  it('on: the fees are said to be net of VAT', () => {
    const registered = { ...exampleFirm, vatNumber: 'GB123456789' };
    expect(netOfVat(registered)).toBe(' net of VAT');
    expect(feesHeader(registered)).toBe('Fees (net of VAT)');
  });

  it('off, or no registrations: no VAT is named', () => {
    for (const firm of [exampleFirm, undefined]) {
      expect(netOfVat(firm)).toBe('');
      expect(feesHeader(firm)).toBe('Fees');
    }
  });
});

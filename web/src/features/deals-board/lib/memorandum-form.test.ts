import { describe, expect, it } from 'vitest';
import {
  blankMemorandum,
  checkMemorandum,
  conditionLines,
  formMessages,
  memorandumRecipients,
  memorandumRequest,
  type MemorandumFormValues,
} from './memorandum-form';

const solicitor = {
  firm: 'Seller Solicitors Ltd',
  contactName: 'Sam Law',
  email: 'sam@law.example',
  phone: '0113 496 0000',
  address: '1 Law Row, Leeds',
  reference: '',
};
const form = (changes: Partial<MemorandumFormValues>): MemorandumFormValues => ({
  ...blankMemorandum,
  seller: { name: 'Sam Seller', address: '' },
  ...changes,
});

describe('the memorandum of sale form', () => {
  it('sends only what was given: no blank address, reference or lender, the solicitor only when instructed', () => {
    expect(memorandumRequest(form({ sellerSolicitor: solicitor }), 'mortgage')).toEqual({ seller: { name: 'Sam Seller' }, specialConditions: [] });
    expect(
      memorandumRequest(
        form({
          seller: { name: 'Sam Seller', address: '3 High Street, York' },
          sellerSolicitorKnown: true,
          sellerSolicitor: solicitor,
          lender: 'Example Bank',
        }),
        'mortgage',
      ),
    ).toEqual({
      seller: { name: 'Sam Seller', address: '3 High Street, York' },
      sellerSolicitor: { firm: 'Seller Solicitors Ltd', contactName: 'Sam Law', email: 'sam@law.example', phone: '0113 496 0000', address: '1 Law Row, Leeds' },
      lender: 'Example Bank',
      specialConditions: [],
    });
  });

  it('never sends a lender for a cash purchase', () => {
    expect(memorandumRequest(form({ lender: 'Example Bank' }), 'cash')).not.toHaveProperty('lender');
  });

  it('reads one special condition a line, blank lines left out', () => {
    expect(conditionLines('  Carpets included \r\n\n\nCompletion by 1 March  \n ')).toEqual(['Carpets included', 'Completion by 1 March']);
  });

  it('checks the answers with the server’s schema, each message on the field that shows it', () => {
    const blank = checkMemorandum(blankMemorandum, 'cash');
    expect(blank).toEqual({ ok: false, messages: { 'seller.name': "Enter the seller's name" } });
    const wrong = checkMemorandum(
      form({ sellerSolicitorKnown: true, sellerSolicitor: { ...solicitor, email: 'not an email' }, specialConditions: `Fine\n${'x'.repeat(301)}` }),
      'cash',
    );
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && Object.keys(wrong.messages).sort()).toEqual(['sellerSolicitor.email', 'specialConditions']);
    expect(!wrong.ok && wrong.messages.specialConditions).toBe('Special condition 2: Keep a special condition under 300 characters');
    const tooMany = checkMemorandum(form({ specialConditions: Array.from({ length: 21 }, (_, i) => `Condition ${i + 1}`).join('\n') }), 'cash');
    expect(tooMany).toEqual({ ok: false, messages: { specialConditions: 'Give at most 20 special conditions' } });
  });

  it('answers the request it checked, trimmed as the server stores it', () => {
    const checked = checkMemorandum(form({ seller: { name: '  Sam Seller ', address: '' }, specialConditions: 'Carpets included' }), 'cash');
    expect(checked).toEqual({ ok: true, request: { seller: { name: 'Sam Seller' }, specialConditions: ['Carpets included'] } });
  });

  it('puts the server’s field messages on the form’s fields, the first for each', () => {
    expect(
      formMessages([
        ['seller.name', "Enter the seller's name"],
        ['specialConditions.0', 'Enter a special condition'],
        ['specialConditions.4', 'Keep a special condition under 300 characters'],
        ['sellerSolicitor.phone', 'Enter a telephone number'],
      ]),
    ).toEqual({
      'seller.name': "Enter the seller's name",
      specialConditions: 'Special condition 1: Enter a special condition',
      'sellerSolicitor.phone': 'Enter a telephone number',
    });
  });
});

describe('who the memorandum goes to', () => {
  it('names the investor and each solicitor given', () => {
    expect(memorandumRecipients({ buyerSolicitor: false, sellerSolicitor: false })).toBe('the investor');
    expect(memorandumRecipients({ buyerSolicitor: true, sellerSolicitor: false })).toBe('the investor and the buyer’s solicitor');
    expect(memorandumRecipients({ buyerSolicitor: false, sellerSolicitor: true })).toBe('the investor and the seller’s solicitor');
    expect(memorandumRecipients({ buyerSolicitor: true, sellerSolicitor: true })).toBe('the investor, the buyer’s solicitor and the seller’s solicitor');
  });
});

import { createHash } from 'node:crypto';
import { pdfPages, pdfText } from '../../../../tests/support/pdf-text';
import { describe, expect, it } from 'vitest';
import { firmRegistrationLines } from '@shared/contract/firm';
import { cancellationForm, noReferralFees, noStatutoryCancellationForCompanies } from '@shared/render/sourcing-agreement-template';
import { fillPlaceholders, type SourcingAgreementInput } from '@shared/render/sourcing-agreement';
import { formatBasisPoints, formatPence } from '@shared/rules/sourcing-fee';
import { LOCAL_FIRM } from '../../../../infra/local/seed/firm';
import { agreementSha256, AgreementChanged, renderSignedAgreement, renderSourcingAgreement } from './render';

/** A £250,000 terrace reserved by an individual at 2% plus VAT at 20%. */
const input = (change: Partial<SourcingAgreementInput> = {}): SourcingAgreementInput => ({
  reservationId: 'res-example-1',
  preparedAt: '2026-11-28T09:00:00.000Z',
  holdEnds: '5 December 2026 at 17:00',
  reservedAt: '28 November 2026 at 09:00',
  listing: { title: '3 Bed Terrace, Hull', address: '1 Example Street, Hull, HU5 2AB', pricePence: 25_000_000 },
  buyer: { name: 'Alex Investor', type: 'individual' },
  fee: { netPence: 500_000, vatPence: 100_000, grossPence: 600_000, vatRateBasisPoints: 2000 },
  feeBasis: { kind: 'percent-of-price', basisPoints: 200 },
  // The reservation settings' defaults: £1,000 including VAT, a hold of 5 working days, credited, the balance on completion.
  reservationFee: { netPence: 83_333, vatPence: 16_667, grossPence: 100_000, vatRateBasisPoints: 2000 },
  terms: { holdWorkingDays: 5, balanceDue: 'completion', reservationFeeCredited: true },
  referralFees: [],
  firm: LOCAL_FIRM,
  firmContact: { email: 'reservations@example.com', phone: '020 7946 0000' },
  brand: 'Off-Market Property Portal',
  ...change,
});

const signature = (sha256: string) => ({
  fullName: 'Alex Investor',
  signedAt: '2026-11-28T09:41:07.000Z',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  sha256,
});

describe('money as the agreement shows it', () => {
  it('writes pence as pounds and pence', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(123_456)).toBe('£1,234.56');
    expect(formatPence(100_000_000)).toBe('£1,000,000.00');
    expect(() => formatPence(12.5)).toThrow();
    expect([formatBasisPoints(2000), formatBasisPoints(150), formatBasisPoints(125)]).toEqual(['20%', '1.5%', '1.25%']);
  });

  it('refuses an unknown placeholder rather than print it', () => {
    expect(fillPlaceholders('{a} and {a}', { a: 'x' })).toBe('x and x');
    expect(() => fillPlaceholders('{nope}', {})).toThrow(/unknown placeholder \{nope\}/);
  });
});

describe('the sourcing agreement PDF', () => {
  it('carries the listing, the buyer, the fee with VAT apart, its worked example, the terms and the firm', async () => {
    const text = await pdfText(await renderSourcingAgreement(input()));
    for (const expected of [
      '3 Bed Terrace, Hull, 1 Example Street, Hull, HU5 2AB. Asking price £250,000.00.',
      'Alex Investor, an individual',
      'Sourcing fee: our fee for this property is 2% of the price: £5,000.00 plus VAT at 20% of £1,000.00, so £6,000.00 in total.',
      'Sourcing fee before VAT £5,000.00',
      'VAT at 20% £1,000.00',
      'Sourcing fee, total £6,000.00',
      'Fee before VAT: 2% of £250,000.00 £5,000.00',
      'VAT: 20% of £5,000.00 £1,000.00',
      'Total: £5,000.00 + £1,000.00 £6,000.00',
      'The hold lasts 5 working days, until 5 December 2026 at 17:00.',
      noReferralFees,
      'they are not client money and they are not held in escrow',
      'You have the right to cancel this contract within 14 days without giving any reason.',
      ...cancellationForm.lines.filter((line) => !line.includes('{')),
      'To Off-Market Property Portal (Demo Off-Market Property Ltd), 1 Demo Street, London, EC1A 1AA, telephone 020 7946 0000, email reservations@example.com:',
      ...firmRegistrationLines(LOCAL_FIRM),
      'reservation res-example-1: page 1 of',
    ])
      expect(text).toContain(expected);
  });

  it('a fixed fee says so; declared referral fees are listed with whom and how much', async () => {
    const text = await pdfText(
      await renderSourcingAgreement(
        input({
          feeBasis: { kind: 'fixed' },
          fee: { netPence: 299_999, vatPence: 60_000, grossPence: 359_999, vatRateBasisPoints: 2000 },
          referralFees: [{ withWhom: 'Northern Lettings Ltd', description: 'they pay us for introducing you as a landlord', amountPence: 25_050 }],
        }),
      ),
    );
    expect(text).toContain('Sourcing fee: our fee for this property is a fixed fee: £2,999.99 plus VAT at 20% of £600.00, so £3,599.99 in total.');
    expect(text).toContain('The fee is fixed: it is £2,999.99 whatever price you agree with the seller.');
    expect(text).toContain('Northern Lettings Ltd: they pay us for introducing you as a landlord £250.50');
    expect(text).not.toContain(noReferralFees);
  });

  it("a company buyer is told the consumer's cancellation right does not apply, and gets no model form", async () => {
    const text = await pdfText(await renderSourcingAgreement(input({ buyer: { name: 'Acme Lettings Ltd', type: 'company' } })));
    expect(text).toContain('Acme Lettings Ltd, a company');
    expect(text).toContain(noStatutoryCancellationForCompanies);
    expect(text).not.toContain(cancellationForm.heading);
  });

  it('refuses a fee that does not add up, or that is not whole pence', async () => {
    await expect(
      renderSourcingAgreement(input({ fee: { netPence: 500_000, vatPence: 100_000, grossPence: 600_001, vatRateBasisPoints: 2000 } })),
    ).rejects.toThrow(/do not add up/);
    await expect(renderSourcingAgreement(input({ fee: { netPence: 0.5, vatPence: 0.1, grossPence: 0.6, vatRateBasisPoints: 2000 } }))).rejects.toThrow(/whole/);
  });
});

describe("the agreement's SHA-256", () => {
  it('is the SHA-256 of the exact bytes: the same input gives the same bytes and hash, a changed byte or figure another', async () => {
    const first = await renderSourcingAgreement(input());
    const second = await renderSourcingAgreement(input());
    expect(Buffer.compare(first, second)).toBe(0);
    expect(agreementSha256(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(agreementSha256(first)).toBe(createHash('sha256').update(first).digest('hex'));
    expect(agreementSha256(second)).toBe(agreementSha256(first));

    const changedByte = Buffer.from(first);
    const middle = changedByte.length >> 1;
    changedByte[middle] = changedByte[middle]! ^ 0x01;
    expect(Buffer.compare(changedByte, first)).not.toBe(0);
    expect(agreementSha256(changedByte)).not.toBe(agreementSha256(first));

    const onePennyMore = await renderSourcingAgreement(input({ fee: { netPence: 500_001, vatPence: 100_000, grossPence: 600_001, vatRateBasisPoints: 2000 } }));
    expect(agreementSha256(onePennyMore)).not.toBe(agreementSha256(first));
  });
});

describe('one set of fee terms, from the settings the portal charges by', () => {
  it('states the reservation fee, what it buys and that the hold began on reserving, the credit, when the balance is due, and the refunds', async () => {
    const text = await pdfText(await renderSourcingAgreement(input()));
    for (const expected of [
      'We hold it for you from the moment you reserved it, on 28 November 2026 at 09:00:',
      'Reservation fee: £1,000.00, including VAT at 20% of £166.67. It buys the hold described in section 2: 5 working days from when you reserved.',
      'The reservation fee is part of the sourcing fee, not an extra: it is credited against the sourcing fee, so the balance still to pay is £6,000.00 less £1,000.00, which is £5,000.00.',
      'Reservation fee, payable when you sign (credited) £1,000.00',
      'Balance, payable on completion £5,000.00',
      'The reservation fee of £1,000.00 is payable when you sign this agreement',
      'The hold started when you reserved the property; it does not wait for the fee.',
      'The balance of the sourcing fee, £5,000.00, is payable on completion of your purchase of the property, and not before. If your purchase does not complete, no balance is payable.',
      'If you are buying as an individual and cancel within the cancellation period (section 9), we refund the reservation fee in full and no balance is payable.',
      'If the hold lapses (the reservation fee was not paid before the hold ended), nothing was paid, so nothing is refunded and nothing is owed.',
      'If the purchase falls through before completion of your purchase of the property, no balance is payable. We refund the reservation fee in full if it falls through for a reason that is not yours',
    ])
      expect(text).toContain(expected);
    // The old terms that contradicted what the portal charges.
    expect(text).not.toContain('The fee of £6,000.00 is payable when you sign');
    expect(text).not.toContain('starts only once the fee has reached us');
  });

  it('a fee not credited, due on exchange: says it is in addition, and when each is paid', async () => {
    const text = await pdfText(await renderSourcingAgreement(input({ terms: { holdWorkingDays: 3, balanceDue: 'exchange', reservationFeeCredited: false } })));
    for (const expected of [
      'It buys the hold described in section 2: 3 working days from when you reserved.',
      'The reservation fee is in addition to the sourcing fee and is not credited against it: the sourcing fee of £6,000.00 is payable in full, so the fees come to £7,000.00 in all.',
      'Sourcing fee, payable on exchange of contracts £6,000.00',
      'Both fees £7,000.00',
      'The sourcing fee of £6,000.00 is payable on exchange of contracts for your purchase of the property, and not before. If contracts are not exchanged, it is not payable.',
    ])
      expect(text).toContain(expected);
  });

  it('a reservation fee above the sourcing fee leaves no balance, and the difference is refunded', async () => {
    const text = await pdfText(
      await renderSourcingAgreement(
        input({ fee: { netPence: 50_000, vatPence: 10_000, grossPence: 60_000, vatRateBasisPoints: 2000 }, feeBasis: { kind: 'fixed' } }),
      ),
    );
    expect(text).toContain('credited against the sourcing fee of £600.00, which it covers in full.');
    expect(text).toContain('The reservation fee covers the whole sourcing fee of £600.00: no balance is payable, and we refund the £400.00');
    expect(text).toContain('Balance, payable on completion £0.00');
  });
});

describe("the firm's 'VAT registered' setting in the agreement", () => {
  const { vatNumber: _vatNumber, ...notRegistered } = LOCAL_FIRM;
  const noVat = input({
    firm: notRegistered,
    fee: { netPence: 500_000, vatPence: 0, grossPence: 500_000, vatRateBasisPoints: 0 },
    reservationFee: { netPence: 100_000, vatPence: 0, grossPence: 100_000, vatRateBasisPoints: 0 },
  });

  it('off: no VAT is charged or shown anywhere in it', async () => {
    const text = await pdfText(await renderSourcingAgreement(noVat));
    expect(text).toContain('Sourcing fee: our fee for this property is 2% of the price: £5,000.00 (we are not registered for VAT, so no VAT is charged).');
    expect(text).toContain('Reservation fee: £1,000.00 (no VAT is charged).');
    expect(text).toContain('Balance, payable on completion £4,000.00');
    // The only mentions of VAT are the statements that none is charged.
    expect(text.replace(/we are not registered for VAT, so no VAT is (charged|added)|no VAT is charged/gi, '')).not.toMatch(/VAT/);
  });

  it('on: the VAT number is among the registrations it shows', async () => {
    expect(await pdfText(await renderSourcingAgreement(input()))).toContain('VAT registration number GB000000000.');
  });

  it('refuses VAT on the fees of a firm that is not registered', async () => {
    await expect(renderSourcingAgreement({ ...noVat, fee: input().fee })).rejects.toThrow(/not VAT registered/);
    await expect(renderSourcingAgreement({ ...noVat, reservationFee: input().reservationFee })).rejects.toThrow(/not VAT registered/);
  });
});

describe('the signed agreement', () => {
  it('is the same pages plus a signature page with the name, time, IP address, user agent and the SHA-256 read', async () => {
    const unsigned = await renderSourcingAgreement(input());
    const sha256 = agreementSha256(unsigned);
    const signed = await renderSignedAgreement(input(), signature(sha256));
    const [unsignedPages, signedPages] = await Promise.all([pdfPages(unsigned), pdfPages(signed)]);

    expect(signedPages).toHaveLength(unsignedPages.length + 1);
    expect(signedPages.slice(0, -1)).toEqual(unsignedPages);
    const last = signedPages.at(-1)!;
    for (const expected of [
      'Signed by (name typed) Alex Investor',
      'Signed at 28/11/2026 09:41:07 UTC',
      'IP address 203.0.113.7',
      'User agent Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      `SHA-256 of the agreement read ${sha256}`,
    ])
      expect(last).toContain(expected);
    // Deterministic too: the same signature gives the same signed file.
    expect(Buffer.compare(signed, await renderSignedAgreement(input(), signature(sha256)))).toBe(0);
  });

  it('is refused when the SHA-256 read is not the agreement this input renders', async () => {
    const sha256 = agreementSha256(await renderSourcingAgreement(input()));
    await expect(renderSignedAgreement(input({ holdEnds: '6 December 2026 at 17:00' }), signature(sha256))).rejects.toBeInstanceOf(AgreementChanged);
  });
});

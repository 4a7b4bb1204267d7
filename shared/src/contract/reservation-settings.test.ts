import { describe, expect, it } from 'vitest';
import { defaultReservationSettings, parseReservationSettings } from './reservation-settings';

describe('reservation settings', () => {
  it('default to a 5 working day hold, a £1,000 fee including VAT and 3% + VAT', () => {
    expect(parseReservationSettings(undefined)).toEqual({ ok: true, settings: defaultReservationSettings });
    expect(defaultReservationSettings).toEqual({
      holdWorkingDays: 5,
      reservationFeePence: 100_000,
      sourcingFee: { kind: 'percent', basisPoints: 300 },
      balanceDue: 'completion',
      reservationFeeCredited: true,
      referralFees: [],
    });
  });
  it('take when the balance is due and whether the reservation fee counts towards the sourcing fee, checked', () => {
    expect(parseReservationSettings('{"balanceDue":"exchange","reservationFeeCredited":false}')).toEqual({
      ok: true,
      settings: { ...defaultReservationSettings, balanceDue: 'exchange', reservationFeeCredited: false },
    });
    expect(parseReservationSettings('{"balanceDue":"signing","reservationFeeCredited":"yes"}')).toEqual({
      ok: false,
      problems: ["balanceDue must be 'completion' or 'exchange'", 'reservationFeeCredited must be true or false'],
    });
  });
  it('take what the deployment gives, the rest by default', () => {
    expect(parseReservationSettings('{"holdWorkingDays":3,"sourcingFee":{"kind":"fixed","amountPence":500000}}')).toEqual({
      ok: true,
      settings: { ...defaultReservationSettings, holdWorkingDays: 3, sourcingFee: { kind: 'fixed', amountPence: 500_000 } },
    });
  });
  it('take the contact a buyer cancels through and the referral fees declared, checked', () => {
    const contact = { email: 'reservations@example.com', phone: '020 7946 0000' };
    const referralFees = [{ withWhom: 'Acme Finance Ltd', description: 'They pay us for introducing you to them', amountPence: 25_000 }];
    expect(parseReservationSettings(JSON.stringify({ contact, referralFees }))).toEqual({
      ok: true,
      settings: { ...defaultReservationSettings, contact, referralFees },
    });
    expect(parseReservationSettings(JSON.stringify({ contact: { email: 'nobody', phone: '' }, referralFees: [{ withWhom: 'X', amountPence: 1.5 }] }))).toEqual({
      ok: false,
      problems: [
        'contact must be { email, phone }: the address and number a buyer cancels through',
        'referralFees must be a list of { withWhom, description, amountPence } (whole pence)',
      ],
    });
  });
  it('refuse parts of a penny, a zero hold or an unknown fee kind, naming each', () => {
    expect(parseReservationSettings('{"holdWorkingDays":0,"reservationFeePence":10.5,"sourcingFee":{"kind":"share"}}')).toEqual({
      ok: false,
      problems: [
        'holdWorkingDays must be a whole number from 1 to 30',
        'reservationFeePence must be a whole number of pence, 0 or more',
        "sourcingFee must be { kind: 'fixed', amountPence } or { kind: 'percent', basisPoints } (whole numbers)",
      ],
    });
    expect(parseReservationSettings('not json')).toEqual({ ok: false, problems: ['The reservation settings are not JSON'] });
  });
});

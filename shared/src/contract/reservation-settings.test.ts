import { describe, expect, it } from 'vitest';
import { defaultReservationSettings, parseReservationSettings } from './reservation-settings';

describe('reservation settings', () => {
  it('default to a 5 working day hold, a £1,000 fee including VAT and 3% + VAT', () => {
    expect(parseReservationSettings(undefined)).toEqual({ ok: true, settings: defaultReservationSettings });
    expect(defaultReservationSettings).toEqual({ holdWorkingDays: 5, reservationFeePence: 100_000, sourcingFee: { kind: 'percent', basisPoints: 300 } });
  });
  it('take what the deployment gives, the rest by default', () => {
    expect(parseReservationSettings('{"holdWorkingDays":3,"sourcingFee":{"kind":"fixed","amountPence":500000}}')).toEqual({
      ok: true,
      settings: { holdWorkingDays: 3, reservationFeePence: 100_000, sourcingFee: { kind: 'fixed', amountPence: 500_000 } },
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

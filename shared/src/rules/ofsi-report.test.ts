import { describe, expect, it } from 'vitest';
import { emptyBuyerCheck, type BuyerCheck, type MatchOutcome } from '../domain/buyer-check';
import { OFSI_FUTURE_DATE, OFSI_MATCH_GONE, OFSI_NOT_A_DATE, OFSI_NOT_ESCALATED, ofsiReportRefusal } from './ofsi-report';

const checkWith = (outcome?: MatchOutcome): BuyerCheck => ({
  ...emptyBuyerCheck('m1', '2026-01-01T00:00:00.000Z'),
  screenings: [
    {
      personId: 'p1',
      name: 'Vladamir Putin',
      kind: 'individual',
      listVersion: 'v1',
      screenedAt: '2026-01-01T00:00:00.000Z',
      matches: [
        {
          listEntryId: 'RUS0251',
          listedName: 'Vladimir Vladimirovich PUTIN',
          regime: 'Russia',
          reason: 'Name resembles ...',
          ...(outcome ? { decision: { outcome, reason: 'Fits', by: { id: 'a1', name: 'Admin' }, at: '2026-01-02T10:00:00.000Z' } } : {}),
        },
      ],
    },
  ],
});
const request = { personId: 'p1', listEntryId: 'RUS0251', reportedOn: '2026-01-05' };

describe('ofsiReportRefusal', () => {
  it('records a report of an escalated match, sent today or before', () => {
    expect(ofsiReportRefusal(checkWith('escalated'), request, '2026-01-05')).toBeUndefined();
    expect(ofsiReportRefusal(checkWith('escalated'), request, '2026-03-01')).toBeUndefined();
  });

  it('refuses a match not escalated: undecided or cleared (409)', () => {
    expect(ofsiReportRefusal(checkWith(), request, '2026-01-05')).toEqual({ status: 409, message: OFSI_NOT_ESCALATED });
    expect(ofsiReportRefusal(checkWith('cleared'), request, '2026-01-05')).toEqual({ status: 409, message: OFSI_NOT_ESCALATED });
  });

  it('refuses a match that is not on the record (404)', () => {
    expect(ofsiReportRefusal(checkWith('escalated'), { ...request, listEntryId: 'XXX9999' }, '2026-01-05')).toEqual({ status: 404, message: OFSI_MATCH_GONE });
    expect(ofsiReportRefusal(checkWith('escalated'), { ...request, personId: 'p2' }, '2026-01-05')).toEqual({ status: 404, message: OFSI_MATCH_GONE });
  });

  it('refuses a date in the future or not on the calendar (400)', () => {
    expect(ofsiReportRefusal(checkWith('escalated'), request, '2026-01-04')).toEqual({ status: 400, message: OFSI_FUTURE_DATE });
    expect(ofsiReportRefusal(checkWith('escalated'), { ...request, reportedOn: '2026-02-30' }, '2026-03-05')).toEqual({
      status: 400,
      message: OFSI_NOT_A_DATE,
    });
  });
});

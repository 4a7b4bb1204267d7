import { describe, expect, it } from 'vitest';
import {
  BUYER_CHECK_RETENTION_YEARS,
  buyerCheckDeletableFrom,
  buyerCheckRetainUntil,
  DEAL_RECORD_RETENTION_YEARS,
  dealEndedAt,
  dealRecordsCutoff,
  dealRecordsDeletable,
  dealRecordsKeptUntil,
  documentOpenExpiry,
  expiresAfterMonths,
  idleBuyerCheckCutoff,
  REGISTRATION_RETENTION_MONTHS,
  registrationExpiry,
} from './retention';

describe('retention', () => {
  it('counts calendar months in UTC and answers epoch seconds', () => {
    expect(expiresAfterMonths('2026-01-15T10:00:00.000Z', 24)).toBe(Date.UTC(2028, 0, 15, 10) / 1000);
    expect(documentOpenExpiry('2026-03-01T00:00:00.000Z')).toBe(Date.UTC(2028, 2, 1) / 1000);
  });

  it('keeps a registration that became an account, and expires any other 24 months after its last change', () => {
    expect(REGISTRATION_RETENTION_MONTHS).toBe(24);
    expect(registrationExpiry('account_created', '2026-01-01T00:00:00.000Z')).toBeUndefined();
    expect(registrationExpiry('pending', '2026-01-01T00:00:00.000Z')).toBe(Date.UTC(2028, 0, 1) / 1000);
    expect(registrationExpiry('Called back', '2026-01-01T00:00:00.000Z')).toBe(Date.UTC(2028, 0, 1) / 1000);
  });

  it('refuses a value that is not a time', () => {
    expect(() => expiresAfterMonths('soon', 1)).toThrow('Not a time');
  });

  it('keeps buyer checks five years from the end of the relationship (Money Laundering Regulations 2017 reg. 40)', () => {
    expect(BUYER_CHECK_RETENTION_YEARS).toBe(5);
    expect(buyerCheckRetainUntil('2026-03-31T12:00:00.000Z')).toBe('2031-03-31T12:00:00.000Z');
    expect(() => buyerCheckRetainUntil('never')).toThrow('Not a time');
  });

  it("keeps a deal's records at least five years after it ended, the same regulation's period", () => {
    expect(DEAL_RECORD_RETENTION_YEARS).toBe(5);
    expect(dealRecordsKeptUntil('2026-06-30T09:30:00.000Z')).toBe('2031-06-30T09:30:00.000Z');
    expect(() => dealRecordsKeptUntil('never')).toThrow('Not a time');
  });
});

describe('when buyer checks may be deleted (reg. 40(5))', () => {
  const updatedAt = '2026-03-01T10:00:00.000Z';
  it('five years from a recorded end (a relationship ended, or the holder erased)', () => {
    expect(buyerCheckDeletableFrom({ updatedAt, retainUntil: '2031-04-01T00:00:00.000Z' }, { hadReservation: true })).toBe('2031-04-01T00:00:00.000Z');
  });
  it('checks that never led to a reservation: five years from their last change', () => {
    expect(buyerCheckDeletableFrom({ updatedAt }, { hadReservation: false })).toBe('2031-03-01T10:00:00.000Z');
    expect(idleBuyerCheckCutoff('2031-03-01T10:00:00.000Z')).toBe(updatedAt);
  });
  it('a buyer with a reservation and no end recorded is kept', () => {
    expect(buyerCheckDeletableFrom({ updatedAt }, { hadReservation: true })).toBeUndefined();
  });
});

describe("when a deal's records may be deleted (reg. 40(3), (5))", () => {
  const completedAt = '2026-06-30T09:30:00.000Z';
  const completed = { status: 'completed', completedAt, columnSince: completedAt };
  const fellThrough = { status: 'fellThrough', fallThrough: { at: completedAt }, columnSince: completedAt };
  it('five years from the day it completed or fell through, as recorded on the deal', () => {
    for (const deal of [completed, fellThrough]) {
      expect(dealEndedAt(deal)).toBe(completedAt);
      expect(dealRecordsDeletable(deal, '2031-06-30T09:29:59.999Z')).toBe(false);
      expect(dealRecordsDeletable(deal, '2031-06-30T09:30:00.000Z')).toBe(true);
    }
  });
  it('an open deal never, however long ago it opened', () => {
    const open = { status: 'open', columnSince: '2001-01-01T00:00:00.000Z' };
    expect(dealEndedAt(open)).toBeUndefined();
    expect(dealRecordsDeletable(open, '2040-01-01T00:00:00.000Z')).toBe(false);
  });
  it("the job's key condition reaches every deal ended five years before", () => {
    expect(dealRecordsCutoff('2031-06-30T09:30:00.000Z')).toBe(completedAt);
  });
});

import { describe, expect, it } from 'vitest';
import { DEAL_RECORD_RETENTION_YEARS } from '@shared/rules/retention';
import { privacyNotice, privacyNoticeUpdated } from './privacy-notice';

const section = (heading: string): string => {
  const found = privacyNotice.find((s) => s.heading === heading);
  if (!found) throw new Error(`No section '${heading}'`);
  return [...found.paragraphs, ...(found.list ?? [])].join('\n');
};

describe('the privacy notice on reservations (UK GDPR Art. 13)', () => {
  it('declares reservations, signed sourcing agreements and waiting-list places: what is collected, why, and how long it is kept', () => {
    expect(section('What we collect')).toMatch(/reserve a listing.*signature of the sourcing agreement/);
    expect(section('What we collect')).toMatch(/waiting list: your place in it/);
    expect(section('Why we use it')).toMatch(/reservations and signed sourcing agreements.*VAT records/);
    expect(section('Who receives it')).toMatch(/Stripe/);
    const kept = section('How long we keep it');
    expect(kept).toMatch(/reservations and signed sourcing agreements are kept.*VAT Notice 700\/21.*Article 17\(3\)\(b\) and \(e\).*cancel a hold/);
    expect(kept).toMatch(/place in a waiting list is deleted/);
  });

  it('promises no deletion of reservations that no code makes', () => {
    for (const line of section('How long we keep it')
      .split('\n')
      .filter((l) => /reservations/.test(l)))
      expect(line).not.toMatch(/deleted/);
  });
});

describe('the privacy notice on deals (UK GDPR Art. 13)', () => {
  it('declares deals, their messages and documents: what is collected, why, who receives them and how long they are kept', () => {
    expect(section('What we collect')).toMatch(
      /purchase goes ahead \(a deal\).*solicitor’s or conveyancer’s details.*messages between you and us.*memorandum of sale.*mortgage offer/,
    );
    expect(section('Why we use it')).toMatch(/deals, their messages and documents.*Money Laundering Regulations 2017/);
    expect(section('Who receives it')).toMatch(/memorandum of sale.*emailed to your solicitor/);
    const kept = section('How long we keep it')
      .split('\n')
      .find((line) => /deals, their messages and documents/.test(line))!;
    expect(kept).toMatch(/regulation 40.*Article 17\(3\)\(b\) and \(e\).*purchase in progress stays open/);
    expect(kept).toContain(`at least ${DEAL_RECORD_RETENTION_YEARS} years after the deal completes or falls through`);
    expect(privacyNoticeUpdated).toBe('2026-12-01');
  });

  it('promises no deletion of deal records that no code makes', () => {
    const kept = section('How long we keep it')
      .split('\n')
      .find((line) => /deals, their messages and documents/.test(line))!;
    expect(kept).toMatch(/no date is set yet for deleting them/);
    expect(kept).not.toMatch(/deleted/);
  });
});

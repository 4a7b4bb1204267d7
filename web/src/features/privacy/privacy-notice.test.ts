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
    expect(privacyNoticeUpdated).toBe('2026-12-07');
  });

  it('states how long deal records are kept and the criteria that set the date (UK GDPR Art. 13(2)(a); MLR 2017 reg. 40(3), (5))', () => {
    const kept = section('How long we keep it')
      .split('\n')
      .find((line) => /deals, their messages and documents/.test(line))!;
    // The period, from the constant the code applies, counted from the event that ends the deal.
    expect(kept).toContain(`deleted ${DEAL_RECORD_RETENTION_YEARS} years after the deal completes or falls through`);
    // The criteria: which date starts the period, and what alone keeps them longer (reg. 40(5)'s exceptions).
    expect(kept).toMatch(/the day it completed or fell through, as recorded on the deal/);
    expect(kept).toMatch(/court or legal proceedings/);
    expect(kept).not.toMatch(/no date is set yet/);
  });
});

describe('the privacy notice on recipients and transfers outside the UK (UK GDPR Art. 13(1)(e), (f))', () => {
  it('names the identity verification provider as a recipient, generically, without naming one that is not used', () => {
    expect(section('Who receives it')).toMatch(/a certified digital identity verification provider, once used/i);
  });

  it('names Stripe, Inc. in the USA with its safeguards and where to read them, and says what stays in the UK', () => {
    const transfers = section('Transfers outside the UK');
    expect(transfers).toMatch(/Stripe, Inc\..*United States/);
    expect(transfers).toMatch(/UK Extension to the EU-US Data Privacy Framework/);
    expect(transfers).toMatch(/UK International Data Transfer Addendum/);
    // Art. 13(1)(f): "the means by which to obtain a copy of them or where they have been made available".
    expect(transfers).toContain('stripe.com/legal/dta');
    expect(transfers).toContain('dataprivacyframework.gov');
    expect(transfers).toMatch(/AWS.*UK \(London\)/);
    expect(transfers).toMatch(/identity verification provider.*outside the UK/);
  });
});

describe('the privacy notice on buyer checks (UK GDPR Art. 13(2)(e))', () => {
  it('says the buyer checks are required by law, by which law, and what follows if they are not given', () => {
    expect(section('Why we use it')).toMatch(
      /buyer checks are required by law \(the Money Laundering Regulations 2017\).*If you do not give them, we cannot proceed with a reservation/,
    );
  });
});

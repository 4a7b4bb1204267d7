import { describe, expect, it } from 'vitest';
import { dealChaserEmail, dueText } from './deal-chaser-email';

const today = '2026-12-01';

describe('dueText', () => {
  it('says how late or how soon, in days on the calendar', () => {
    expect(dueText('2026-11-30', today)).toBe('late: due 30 November 2026, 1 day ago');
    expect(dueText('2026-11-20', today)).toBe('late: due 20 November 2026, 11 days ago');
    expect(dueText('2026-12-01', today)).toBe('due today (1 December 2026)');
    expect(dueText('2026-12-04', today)).toBe('due 4 December 2026, in 3 days');
  });
});

describe('dealChaserEmail', () => {
  const terrace = {
    propertyTitle: '2 Bed Terrace, Leeds',
    investorName: 'Ada Lovelace',
    solicitorFirm: null,
    stages: [
      { key: 'memorandumOfSale', owner: 'sourcer', targetDate: '2026-11-30' },
      { key: 'searchesOrdered', owner: 'solicitor', targetDate: '2026-12-02' },
    ] as const,
  };
  const flat = { propertyTitle: 'Flat\r\nBcc: x@example.com', stages: [{ key: 'solicitorsInstructed', owner: 'investor', targetDate: '2026-12-03' }] as const };

  it('tells an investor their steps with the way to turn the emails off; one purchase is named in the Subject, on one line', () => {
    const email = dealChaserEmail('investor', [flat], { today, link: 'https://portal.example/profile?tab=account' });
    expect(email.subject).toBe('Deal deadlines: 1 due on Flat Bcc: x@example.com');
    expect(email.text).toContain('- Solicitors instructed: due 3 December 2026, in 2 days');
    expect(email.text).toContain('Turn off Deal reminders in your profile, Account Info: https://portal.example/profile?tab=account');
    expect(email.text).not.toContain('waiting on');
  });
  it('counts late and due stages over several purchases', () => {
    const email = dealChaserEmail('solicitor', [terrace, flat], { today, link: 'https://portal.example/' });
    expect(email.subject).toBe('Deal deadlines: 1 late, 2 due on 2 purchases');
    expect(email.text).not.toContain('https://portal.example/');
  });
  it('gives the admins who each stage waits on, and escapes the HTML', () => {
    const email = dealChaserEmail('admins', [{ ...terrace, propertyTitle: '<b>Terrace</b>' }], { today, link: 'https://portal.example/' });
    expect(email.subject).toBe('Deals summary: 1 late, 1 due on 1 deal');
    expect(email.text).toContain('- Memorandum of sale sent: late: due 30 November 2026, 1 day ago, waiting on the sourcer');
    expect(email.text).toContain("- Searches ordered: due 2 December 2026, in 1 day, waiting on the buyer's solicitor (not given yet)");
    expect(email.html).toContain('<h3>&lt;b&gt;Terrace&lt;/b&gt;</h3>');
  });
});

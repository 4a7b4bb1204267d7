import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@shared/domain/profile';
import { londonDate } from '@shared/rules/london-date';
import type { DealDetail, MyDeal } from '@shared/views/deal';
import type { StoredEmail } from '../../infra/local/ses';
import { sesStore } from '../support/alert-emails';
import { dealFor } from '../support/deal-steps';
import { api, createTestUser, stack, type TestUser } from '../support/stack';

/**
 * The daily deal chaser against the local stack: the job run (twice, and twice at once) emails each owner once per
 * London day what is due within 3 days or late on their open deals (read from the SES emulator), the investor who
 * turned chasers off nothing, and each admin one summary; with the stack's clock a day on, the next day's chasers.
 */

const DAY_MS = 24 * 3600 * 1000;
const setClock = (offsetMs: number) => writeFileSync(stack.env.LOCAL_CLOCK_FILE!, JSON.stringify({ offsetMs }));
afterAll(() => setClock(0));

/** One run of the job as its schedule starts it, answered when it has finished. */
async function runChasers(): Promise<{ sent: number; failed: number; alreadySent: number; optedOut: number }> {
  const res = await fetch(`${stack.config.apiUrl}/2015-03-31/functions/sendDealChasers/invocations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': stack.env.LOCAL_INVOKE_USER_AGENT! },
    body: JSON.stringify({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
  });
  const result = (await res.json()) as { sent: number; failed: number; alreadySent: number; optedOut: number; errorMessage?: string };
  if (res.status !== 200 || result.errorMessage) throw new Error(`the chaser job failed: ${JSON.stringify(result)}`);
  return result;
}

const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

let admin: TestUser;
let keen: TestUser;
let quiet: TestUser;
let titles: string[];
const solicitor = `conveyancer-${randomUUID().slice(0, 8)}@law.example`;

const emailsTo = async (address: string): Promise<StoredEmail[]> => (await sesStore()).filter((e) => e.destination.to.includes(address));
const chasersTo = async (address: string) => (await emailsTo(address)).filter((e) => /^(Deal deadlines|Deals summary):/.test(e.subject));
const summariesTo = async (address: string) => (await chasersTo(address)).filter((e) => titles.every((t) => e.body.text?.includes(t)));

const setChasers = (user: TestUser, body: unknown) => api<{ profile: Profile; message?: string }>('/me', { method: 'PATCH', token: user.token, body });

beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
  const deals = await Promise.all([dealFor(admin, 'cash', 'Chased Terrace'), dealFor(admin, 'cash', 'Quiet Terrace')]);
  [keen, quiet] = deals.map((d) => d.buyer) as [TestUser, TestUser];
  titles = deals.map((d) => d.property.title);
  const today = londonDate(new Date());
  for (const { buyer, dealId } of deals) {
    const mine = (await api<{ deal: MyDeal }>(`/me/deals/${dealId}`, { token: buyer.token })).body.deal;
    const given = await api(`/me/deals/${dealId}/solicitor`, {
      method: 'PUT',
      token: buyer.token,
      body: {
        expectedVersion: mine.version,
        solicitor: { firm: 'Chase & Co LLP', contactName: 'Sam Lee', email: solicitor, phone: '+44 20 7946 0000', address: '1 Law Street, Leeds' },
      },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const version = (await api<DealDetail>(`/deals/${dealId}`, { token: admin.token })).body.deal.version;
    // The sourcer's stage due today, the investor's in 2 days, the solicitor's a day late; the survey 10 days off.
    const targets = [
      { key: 'memorandumOfSale', targetDate: today },
      { key: 'solicitorsInstructed', targetDate: plusDays(today, 2) },
      { key: 'searchesOrdered', targetDate: plusDays(today, -1) },
      { key: 'surveyAndValuation', targetDate: plusDays(today, 10) },
    ];
    const moved = await api(`/deals/${dealId}/targets`, { method: 'PATCH', token: admin.token, body: { expectedVersion: version, targets } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const off = await setChasers(quiet, { dealChasers: false });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
  expect(off.body.profile.dealChasers).toBe(false);
});

describe('the daily deal chaser', () => {
  it('emails each owner their due and late stages once a day however often it runs, two runs at once too; the next day again', async () => {
    expect((await api<{ profile: Profile }>('/me', { token: keen.token })).body.profile.dealChasers).toBe(true);
    await Promise.all([runChasers(), runChasers()]);
    await runChasers();

    const [investorEmail, ...moreToInvestor] = await chasersTo(keen.email);
    expect(moreToInvestor).toHaveLength(0);
    expect(investorEmail!.subject).toBe(`Deal deadlines: 1 due on ${titles[0]}`);
    expect(investorEmail!.body.text).toContain('- Solicitors instructed: due');
    expect(investorEmail!.body.text).toContain('in 2 days');
    expect(investorEmail!.body.text).not.toContain('Searches ordered');
    expect(investorEmail!.body.text).toContain('/profile?tab=account');

    const [solicitorEmail, ...moreToSolicitor] = await chasersTo(solicitor);
    expect(moreToSolicitor).toHaveLength(0);
    expect(solicitorEmail!.subject).toBe('Deal deadlines: 2 late on 2 purchases');
    for (const title of titles) expect(solicitorEmail!.body.text).toContain(title);
    expect(solicitorEmail!.body.text).toContain('- Searches ordered: late: due');
    expect(solicitorEmail!.body.text).not.toContain('Solicitors instructed');

    const [summary, ...moreSummaries] = await summariesTo(admin.email);
    expect(moreSummaries).toHaveLength(0);
    expect(summary!.subject).toMatch(/^Deals summary: \d+ late, \d+ due on \d+ deals$/);
    const text = summary!.body.text!;
    const block = text.slice(text.indexOf(titles[0]!), text.indexOf('\n\n', text.indexOf(titles[0]!)));
    expect(block.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^- Memorandum of sale sent: due today \(.+\), waiting on the sourcer$/),
      expect.stringMatching(/^- Solicitors instructed: due .+, in 2 days, waiting on the investor, Test investor$/),
      expect.stringMatching(/^- Searches ordered: late: due .+, 1 day ago, waiting on the buyer's solicitor, Chase & Co LLP$/),
    ]);

    setClock(DAY_MS);
    await Promise.all([runChasers(), runChasers()]);
    const investorEmails = await chasersTo(keen.email);
    expect(investorEmails).toHaveLength(2);
    expect(investorEmails[1]!.body.text).toContain('in 1 day');
    expect(await chasersTo(solicitor)).toHaveLength(2);
    expect((await chasersTo(solicitor))[1]!.body.text).toContain('2 days ago');
    expect(await summariesTo(admin.email)).toHaveLength(2);
  });

  it('sends nothing to an investor who turned chasers off, and their chaser once they turn them on again', async () => {
    setClock(2 * DAY_MS);
    expect((await runChasers()).optedOut).toBeGreaterThanOrEqual(1);
    expect(await chasersTo(quiet.email)).toEqual([]);
    const refused = await setChasers(quiet, { dealChasers: 'no' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/deal reminders/);

    expect((await setChasers(quiet, { dealChasers: true })).status).toBe(200);
    await runChasers();
    const [email, ...more] = await chasersTo(quiet.email);
    expect(more).toHaveLength(0);
    expect(email!.subject).toBe(`Deal deadlines: 1 due on ${titles[1]}`);
  });
});

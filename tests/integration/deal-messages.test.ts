import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DealMessageView, DealThread } from '@shared/views/deal-message';
import { sesStore, settleMs, sleep, windowMs } from '../support/alert-emails';
import { acceptedDeal } from '../support/deal-steps';
import { clearChecks } from '../support/reservation-steps';
import { api, createTestUser, eventually, type TestUser } from '../support/stack';

/**
 * A deal's message thread against the local stack: the investor and the sourcer (any admin) write to each other, each
 * message emailed to the other side (read from the SES emulator, the text escaped in the HTML; the investor's reach the
 * admins batched, one email per window); each side sees 'Read' on its own messages once the other side has listed them;
 * another investor's deal is a 404; a bad body is a 400; a member sending more than the minute's limit gets a 429.
 */

let admin: TestUser;
let buyer: TestUser;
let dealId: string;
let title: string;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
  buyer = await createTestUser('investor', 'approved');
  await clearChecks(buyer, admin);
  const deal = await acceptedDeal(admin, buyer, 'Message Terrace');
  dealId = deal.dealId;
  title = deal.property.title;
});

type Answer<T> = T & { message?: string };
const post = (user: TestUser, path: string, body: unknown) => api<Answer<{ message: DealMessageView }>>(path, { method: 'POST', token: user.token, body });
const thread = (user: TestUser, path: string) => api<Answer<DealThread>>(path, { token: user.token });
const mine = () => `/me/deals/${dealId}/messages`;
const admins = () => `/deals/${dealId}/messages`;

const emailsTo = async (to: string, word: string) => (await sesStore()).filter((e) => e.destination.to.includes(to) && (e.body.text ?? '').includes(word));
/** The email to `to` whose text holds `word`, once it has arrived (the admins' once the batch window has closed). */
const emailTo = (to: string, word: string) => eventually(async () => (await emailsTo(to, word))[0], `an email to ${to} about ${word}`, windowMs + 20_000);

describe("a deal's messages", () => {
  it("go both ways, each emailed to the other side, with 'Read' once the other side listed them", async () => {
    const question = `When is the survey? ${randomUUID()}`;
    const asked = await post(buyer, mine(), { text: `  ${question}  ` });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.message).toMatchObject({ text: question, side: 'investor', mine: true, read: false, byName: 'Test investor' });

    const toAdmin = await emailTo(admin.email, question);
    expect(toAdmin.subject).toBe(`New message about ${title}`);
    expect(toAdmin.body.text).toContain('/deals');

    // Not read until the sourcer lists the thread.
    expect((await thread(buyer, mine())).body.items.find((m) => m.id === asked.body.message.id)).toMatchObject({ mine: true, read: false });
    const seenByAdmin = await thread(admin, admins());
    expect(seenByAdmin.status).toBe(200);
    expect(seenByAdmin.body.items.find((m) => m.id === asked.body.message.id)).toMatchObject({ text: question, side: 'investor', mine: false, read: false });
    const afterAdminRead = await thread(buyer, mine());
    expect(afterAdminRead.body.items.find((m) => m.id === asked.body.message.id)).toMatchObject({ read: true });
    expect(afterAdminRead.body.otherReadUpTo).toBe(asked.body.message.at);

    const answer = `Next <b>Tuesday</b> & the valuer calls first ${randomUUID()}`;
    const replied = await post(admin, admins(), { text: answer });
    expect(replied.status, JSON.stringify(replied.body)).toBe(201);
    expect(replied.body.message).toMatchObject({ side: 'sourcer', mine: true, read: false });
    const toBuyer = await emailTo(buyer.email, answer);
    expect(toBuyer.subject).toBe(`New message about ${title}`);
    expect(toBuyer.body.text).toContain('/my-deals');
    expect(toBuyer.body.html).toContain('Next &lt;b&gt;Tuesday&lt;/b&gt; &amp; the valuer');
    expect(toBuyer.body.html).not.toContain('<b>Tuesday');

    expect((await thread(admin, admins())).body.items.find((m) => m.id === replied.body.message.id)).toMatchObject({ read: false });
    const buyerSees = await thread(buyer, mine());
    expect(buyerSees.body.items.map((m) => [m.text, m.side, m.mine])).toEqual([
      [question, 'investor', true],
      [answer, 'sourcer', false],
    ]);
    expect((await thread(admin, admins())).body.items.find((m) => m.id === replied.body.message.id)).toMatchObject({ read: true });

    const history = await api<{ items: { action: string }[] }>(`/audit/deal/${dealId}`, { token: admin.token });
    expect(history.body.items.map((e) => e.action)).toContain('deal message sent');
  });

  it("are another investor's deal's no more than a 404, to read or to write", async () => {
    const other = await createTestUser('investor', 'approved');
    const read = await thread(other, mine());
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('No deal was found.');
    expect((await post(other, mine(), { text: 'Let me in' })).status).toBe(404);
    // An admin's own /me/ route does not reach the investor's deal either; the admin route is the sourcer's.
    expect((await thread(admin, mine())).status).toBe(404);
    expect((await thread(admin, `/deals/${randomUUID()}/messages`)).status).toBe(404);
    expect((await thread(buyer, mine())).body.items.some((m) => m.text === 'Let me in')).toBe(false);
  });

  it('refuses an empty, blank, missing or over-long message with a 400 saying what to change', async () => {
    const cases: [unknown, string][] = [
      [{ text: '' }, 'text: Write your message'],
      [{ text: '   \n ' }, 'text: Write your message'],
      [{}, 'text: Write your message'],
      [{ text: 'x'.repeat(4001) }, 'text: Keep a message under 4,000 characters'],
    ];
    for (const [body, message] of cases) {
      for (const [user, path] of [
        [buyer, mine()],
        [admin, admins()],
      ] as const) {
        const refused = await post(user, path, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.message).toBe(message);
      }
    }
    expect((await post(buyer, mine(), { text: 'x'.repeat(4000) })).status).toBe(201);
  });

  it('keeps every one of 20 messages sent at once from both sides, once each, in order; 20 listings at once never move a read mark back', async () => {
    const run = randomUUID().slice(0, 8);
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? post(admin, admins(), { text: `Burst ${run} ${i}` }) : post(buyer, mine(), { text: `Burst ${run} ${i}` }))),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(20).fill(201));

    // The sourcer lists the thread 20 times at once while the investor keeps writing: each listing marks up to what it read.
    const [listings] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => thread(admin, admins()))),
      Promise.all(Array.from({ length: 5 }, (_, i) => post(buyer, mine(), { text: `Later ${run} ${i}` }))),
    ]);
    expect(listings.map((r) => r.status)).toEqual(Array(20).fill(200));
    const newestListed = listings
      .map((r) => r.body.items.at(-1)!.at)
      .sort()
      .at(-1)!;

    const seen = await thread(buyer, mine());
    const burst = seen.body.items.filter((m) => m.text.startsWith(`Burst ${run} `));
    expect(burst.map((m) => m.id).sort()).toEqual(sent.map((r) => r.body.message.id).sort());
    const times = seen.body.items.map((m) => m.at);
    expect(times).toEqual([...times].sort());
    // The mark is the newest message any of the listings showed, not whichever listing wrote last.
    expect(seen.body.otherReadUpTo).toBe(newestListed);
  });

  describe('a burst from one member', () => {
    // The deal and its people are made once, before the burst and the wait for the admins' batch window, each a test.
    let otherAdmin: TestUser;
    let sender: TestUser;
    let burstDeal: string;
    let title: string;
    const run = randomUUID().slice(0, 8);
    let accepted: Awaited<ReturnType<typeof post>>[] = [];
    beforeAll(async () => {
      [otherAdmin, sender] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
      await clearChecks(sender, admin);
      const deal = await acceptedDeal(admin, sender, 'Burst Terrace');
      burstDeal = deal.dealId;
      title = deal.property.title;
    });

    it('is limited per member per minute with a 429 saying when to send again, and nothing refused is stored', async () => {
      // As the probe did: a script posting as fast as it can, all at once.
      const sent = await Promise.all(Array.from({ length: 30 }, (_, i) => post(sender, `/me/deals/${burstDeal}/messages`, { text: `Flood ${run} ${i}` })));
      accepted = sent.filter((r) => r.status === 201);
      const refused = sent.filter((r) => r.status !== 201);
      expect(accepted).toHaveLength(20);
      expect(refused.map((r) => r.status)).toEqual(Array(10).fill(429));
      expect(refused[0]!.body.message).toMatch(/^You have sent 20 messages in the last minute\. Please wait \d+ seconds? and send your message again\.$/);
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = (await thread(sender, `/me/deals/${burstDeal}/messages`)).body.items.filter((m) => m.text.startsWith(`Flood ${run} `));
      expect(stored).toHaveLength(20);
    });

    it(
      'reaches each admin as one email for the window the first message opened, holding every message of it',
      async () => {
        expect(accepted).toHaveLength(20);
        for (const to of [admin.email, otherAdmin.email]) await emailTo(to, `Flood ${run} `);
        await sleep(settleMs);
        for (const to of [admin.email, otherAdmin.email]) {
          const emails = await emailsTo(to, `Flood ${run} `);
          expect(emails).toHaveLength(1);
          expect(emails[0]!.subject).toBe(`20 new messages about ${title}`);
          for (const m of accepted) expect(emails[0]!.body.text).toContain(m.body.message.text);
        }
      },
      // Its own timeout, as the alert-email tests have: it waits by design for the batch window to close (emailTo, up
      // to the window and 20 s), then as long again for a second email that must not come (settleMs).
      windowMs + 20_000 + settleMs + 10_000,
    );
  });
});

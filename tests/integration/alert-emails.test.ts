import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, batchEmails, emailsTo, investor, patch, setPrice } from '../support/alert-emails';
import { api, createTestProperty, createTestUser, type TestUser } from '../support/stack';

/**
 * Instant alert emails, read from the SES emulator: each investor gets one email per batch window however many
 * listings are published at once or however often one is edited. These checks hold only while the stack keeps up
 * within the batch window, so this file runs alone (tests/integration/run-alone.ts); alert-subjects.test.ts has the rest.
 */

let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

describe('Instant alert emails', () => {
  it('10 listings published at once send each matching Instant investor one email, round after round', async () => {
    const rounds = 3;
    const perRound: number[][] = [];
    for (let round = 0; round < rounds; round++) {
      const word = `burst${randomUUID().slice(0, 8)}`;
      const investors = await Promise.all([investor(word), investor(word), investor(word)]);
      const daily = await investor(word, 'daily');
      const listings = await Promise.all(Array.from({ length: 10 }, (_, i) => createTestProperty(admin.token, `Batch ${i} ${word}`)));
      await Promise.all(listings.map((listing) => patch(admin, listing, { isPublished: true })));
      const counts = await Promise.all(investors.map(async (user) => (await batchEmails(user, word)).length));
      perRound.push(counts);
      console.log(`round ${round + 1}: emails per Instant investor after 10 parallel publishes: ${JSON.stringify(counts)}`);
      // The one email lists all ten listings.
      for (const user of investors) {
        const [email] = await emailsTo(user, word);
        for (const listing of listings) expect(email!.body.text).toContain(listing.title);
        expect(email!.subject).toBe('10 new listings matching your searches and requirements');
      }
      expect(await emailsTo(daily, word)).toEqual([]);
    }
    console.log(`emails per Instant investor, per round of 10 parallel publishes: ${JSON.stringify(perRound)}`);
    expect(perRound.flat().every((n) => n === 1)).toBe(true);
  }, 240_000);

  it('a burst of edits to one listing sends one email, about its newest change', async () => {
    const word = `edits${randomUUID().slice(0, 8)}`;
    const user = await investor(word);
    let listing = await createTestProperty(admin.token, `Edited ${word}`);
    listing = await patch(admin, listing, { isPublished: true });
    for (const price of [93_000, 91_000, 89_000]) listing = await setPrice(admin, listing, price);
    const emails = await batchEmails(user, word);
    console.log(`emails after a publish and three price cuts within the window: ${emails.length}`);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Price reduced: ${listing.title}, now £89,000`);
    expect(emails[0]!.body.text!.split(listing.title)).toHaveLength(2);
    // Every alert stays in the investor's inbox.
    expect((await alertsOf(user)).filter((a) => a.propertyId === listing.id)).toHaveLength(4);
    // The admin sees who the listing alerted: this investor once, with their four alerts, emailed. (Investors other
    // files made may match the listing by their requirements too: only this test's investor is asserted on.)
    const log = await api<{ alerted: { userId: string; email: string | null; alerts: number; latestKind: string; emailed: boolean }[] }>(
      `/properties/${listing.id}/notifications`,
      { token: admin.token },
    );
    expect(log.body.alerted.filter((entry) => entry.userId === user.userId)).toEqual([
      expect.objectContaining({ userId: user.userId, email: user.email, alerts: 4, latestKind: 'priceReduced', emailed: true }),
    ]);
  }, 90_000);
});

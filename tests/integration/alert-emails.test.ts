import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import { defaultFilters } from '@shared/rules/property-filters';
import { propertyToForm } from '@shared/views/property-form';
import type { StoredEmail } from '../../infra/local/ses';
import { api, createTestProperty, createTestUser, eventually, stack, type TestUser } from '../support/stack';

/**
 * Instant alert emails, read from the SES emulator: each investor gets one email per batch window however many
 * listings are published at once or however often one is edited; the Subject says what happened; listings that are
 * not Available alert nobody; a title with a line break is refused before it can reach a Subject.
 */
const windowMs = Number(stack.env.ALERT_BATCH_WINDOW_SECONDS ?? 0) * 1000;
/** Long enough after a batch's email for a second one to have arrived, had the window let one through. */
const settleMs = windowMs + 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let admin: TestUser;

const sesStore = async (): Promise<StoredEmail[]> => ((await (await fetch(`${stack.env.SES_ENDPOINT}/store`)).json()) as { emails: StoredEmail[] }).emails;
const emailsTo = async (user: TestUser, word: string) =>
  (await sesStore()).filter((e) => e.destination.to.includes(user.email) && `${e.subject}\n${e.body.text ?? ''}`.includes(word));
const alertsOf = async (user: TestUser) => (await api<{ items: Alert[] }>('/me/alerts', { token: user.token })).body.items;

/** An approved investor with Instant (or Daily) email and one saved search on a word only this test's listings carry. */
async function investor(word: string, frequency: 'instant' | 'daily' = 'instant'): Promise<TestUser> {
  const user = await createTestUser('investor', 'approved');
  const saved = await api('/me/saved-searches', {
    method: 'POST',
    token: user.token,
    body: { name: `${word} search`, filters: { ...defaultFilters, search: word } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  expect((await api('/me/alerts', { method: 'PATCH', token: user.token, body: { frequency } })).status).toBe(200);
  return user;
}

async function patch(property: Property, body: Record<string, unknown>): Promise<Property> {
  const res = await api<{ property: Property }>(`/properties/${property.id}`, {
    method: 'PATCH',
    token: admin.token,
    body: { ...body, expectedVersion: property.version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...property, ...body, version: res.body.property.version } as Property;
}

async function setPrice(property: Property, price: number): Promise<Property> {
  const res = await api<{ property: Property }>(`/properties/${property.id}`, {
    method: 'PUT',
    token: admin.token,
    body: { ...propertyToForm(property), price, expectedVersion: property.version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property;
}

/** Waits for the first email to the investor about the word, then long enough for any second one; all of them. */
async function batchEmails(user: TestUser, word: string, atLeast = 1): Promise<StoredEmail[]> {
  await eventually(
    async () => ((await emailsTo(user, word)).length >= atLeast ? true : undefined),
    `an email to ${user.email} about ${word}`,
    windowMs + 20_000,
  );
  await sleep(settleMs);
  return emailsTo(user, word);
}

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
      await Promise.all(listings.map((listing) => patch(listing, { isPublished: true })));
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
    listing = await patch(listing, { isPublished: true });
    for (const price of [93_000, 91_000, 89_000]) listing = await setPrice(listing, price);
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

  it('subjects say what happened: a new listing, a price cut, back on the market', async () => {
    const word = `kinds${randomUUID().slice(0, 8)}`;
    const user = await investor(word);
    let listing = await createTestProperty(admin.token, `Kinds ${word}`);
    listing = await patch(listing, { isPublished: true });
    expect((await batchEmails(user, word, 1)).map((e) => e.subject)).toEqual([`New listing: ${listing.title}`]);
    listing = await setPrice(listing, 85_000);
    expect((await batchEmails(user, word, 2)).map((e) => e.subject)[1]).toBe(`Price reduced: ${listing.title}, now £85,000`);
    listing = await patch(listing, { status: 'Under Contract' });
    listing = await patch(listing, { status: 'Available' });
    const emails = await batchEmails(user, word, 3);
    expect(emails.map((e) => e.subject)).toEqual([
      `New listing: ${listing.title}`,
      `Price reduced: ${listing.title}, now £85,000`,
      `Back on the market: ${listing.title}`,
    ]);
    expect(emails[0]!.subject).not.toMatch(/^New match/);
  }, 120_000);

  it('a listing published as Sold or Under Contract alerts nobody, nor do its price cuts', async () => {
    const word = `sold${randomUUID().slice(0, 8)}`;
    // Matched by requirements (a saved search's default filters already leave out Sold and Under Contract).
    const user = await createTestUser('investor', 'approved');
    const requirements = {
      cashToInvest: null,
      exitStrategy: null,
      purchaseStructure: null,
      timeframeToBuy: null,
      propertiesToSell: null,
      numberOfProperties: null,
    };
    expect(
      (await api('/me/requirements', { method: 'PUT', token: user.token, body: { ...requirements, propertyTypeInterest: 'house', budget: '£100k' } })).status,
    ).toBe(200);
    expect((await api('/me/alerts', { method: 'PATCH', token: user.token, body: { frequency: 'instant' } })).status).toBe(200);
    for (const status of ['Sold', 'Under Contract'] as const) {
      let listing = await createTestProperty(admin.token, `${status} ${word}`);
      listing = await patch(listing, { status, isPublished: true });
      await setPrice(listing, 80_000);
    }
    await sleep(settleMs);
    const alerted = (await alertsOf(user)).filter((a) => a.title.includes(word));
    const emailed = await emailsTo(user, word);
    console.log(`alerts and emails for listings published as Sold or Under Contract and cut: ${alerted.length} alerts, ${emailed.length} emails`);
    expect(alerted).toEqual([]);
    expect(emailed).toEqual([]);
  }, 90_000);
});

describe('titles and other one-line text', () => {
  it('a title with CR/LF (or another control character) is refused with 400 and a message, and nothing is stored', async () => {
    const word = `crlf${randomUUID().slice(0, 8)}`;
    const listing = await createTestProperty(admin.token, `Clean ${word}`);
    for (const title of [`Flat ${word}\r\nBcc: victim@example.com`, `Flat ${word}\nSecond line`, `Flat ${word}\u0000`, `Flat\t${word}`]) {
      const created = await api<{ message: string }>('/properties', {
        method: 'POST',
        token: admin.token,
        body: { ...propertyToForm(listing), id: undefined, title, expectedVersion: undefined },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(400);
      expect(created.body.message).toMatch(/one line/i);
      const updated = await api<{ message: string }>(`/properties/${listing.id}`, {
        method: 'PUT',
        token: admin.token,
        body: { ...propertyToForm(listing), title, expectedVersion: listing.version },
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(400);
      expect(updated.body.message).toMatch(/one line/i);
    }
    const stored = await api<{ property: Property }>(`/properties/${listing.id}`, { token: admin.token });
    expect(stored.body.property.title).toBe(listing.title);
    expect(stored.body.property.version).toBe(listing.version);
  });

  it('a saved search name and a full name with a line break are refused with 400 too', async () => {
    const user = await createTestUser('investor', 'approved');
    const search = await api<{ message: string }>('/me/saved-searches', {
      method: 'POST',
      token: user.token,
      body: { name: 'Hull\r\nflats', filters: defaultFilters },
    });
    expect(search.status, JSON.stringify(search.body)).toBe(400);
    expect(search.body.message).toMatch(/one line/i);
    const profile = await api<{ message: string }>('/me', { method: 'PATCH', token: user.token, body: { fullName: 'Ann\nOther' } });
    expect(profile.status, JSON.stringify(profile.body)).toBe(400);
  });
});

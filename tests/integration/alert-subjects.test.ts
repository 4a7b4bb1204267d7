import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/domain/property';
import { defaultFilters } from '@shared/rules/property-filters';
import { propertyToForm } from '@shared/views/property-form';
import { alertsOf, batchEmails, emailsArrived, emailsTo, patch, setPrice, settleMs, sleep, investor } from '../support/alert-emails';
import { api, createTestProperty, createTestUser, type TestUser } from '../support/stack';

/**
 * Instant alert emails, read from the SES emulator: the Subject says what happened; listings that are not Available
 * alert nobody; a title with a line break is refused before it can reach a Subject. Each check waits for its own
 * emails however slow the stack is, so this file runs beside the others (the burst checks are in alert-emails.test.ts).
 */

let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

describe('Instant alert emails', () => {
  it('subjects say what happened: a new listing, a price cut, back on the market', async () => {
    const word = `kinds${randomUUID().slice(0, 8)}`;
    const user = await investor(word);
    let listing = await createTestProperty(admin.token, `Kinds ${word}`);
    listing = await patch(admin, listing, { isPublished: true });
    // Each change waits for its email, so that it has a batch of its own; the last wait settles, and the list of every
    // email then shows any duplicate of the earlier ones too.
    expect((await emailsArrived(user, word, 1)).map((e) => e.subject)[0]).toBe(`New listing: ${listing.title}`);
    listing = await setPrice(admin, listing, 85_000);
    expect((await emailsArrived(user, word, 2)).map((e) => e.subject)[1]).toBe(`Price reduced: ${listing.title}, now £85,000`);
    listing = await patch(admin, listing, { status: 'Under Contract' });
    listing = await patch(admin, listing, { status: 'Available' });
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
      listing = await patch(admin, listing, { status, isPublished: true });
      await setPrice(admin, listing, 80_000);
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

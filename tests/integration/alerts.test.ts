import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import { defaultFilters } from '@shared/rules/property-filters';
import { propertyToForm } from '@shared/views/property-form';
import type { StoredEmail } from '../../infra/local/ses';
import { LOCAL_ALERT_SECRET } from '../../infra/local/stack';
import { findScans } from '../support/no-scan';
import { commandsDuring } from '../support/command-count';
import { api, createTestProperty, createTestUser, eventually, stack, type TestUser } from '../support/stack';

/**
 * Matched alerts end to end: an admin's publish, price fall and back-to-Available each store a listing event in the
 * property's own transaction; the fan-out job gives each matching investor one alert (and nobody else), is safe to run
 * twice, and the Daily digest reaches the local SES emulator with a one-click unsubscribe that turns email Off.
 */
let admin: TestUser;
let searcher: TestUser;
let bystander: TestUser;
let property: Property;
const word = `zephyr${randomUUID().slice(0, 6)}`;

const alertsOf = async (user: TestUser) => (await api<{ items: Alert[]; unread: number; frequency: string }>('/me/alerts', { token: user.token })).body;
const mine = async (user: TestUser) => (await alertsOf(user)).items.filter((a) => a.propertyId === property.id);
const patch = async (body: Record<string, unknown>) => {
  const res = await api<{ property: { version: number } }>(`/properties/${property.id}`, {
    method: 'PATCH',
    token: admin.token,
    body: { ...body, expectedVersion: property.version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  property = { ...property, ...body, version: res.body.property.version } as Property;
};
const setPrice = async (price: number) => {
  const res = await api<{ property: Property }>(`/properties/${property.id}`, {
    method: 'PUT',
    token: admin.token,
    body: { ...propertyToForm(property), price, expectedVersion: property.version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  property = res.body.property;
};
const sesStore = async (): Promise<StoredEmail[]> => ((await (await fetch(`${stack.env.SES_ENDPOINT}/store`)).json()) as { emails: StoredEmail[] }).emails;

beforeAll(async () => {
  [admin, searcher, bystander] = await Promise.all([
    createTestUser('admin', 'approved'),
    createTestUser('investor', 'approved'),
    createTestUser('investor', 'approved'),
  ]);
  const saved = await api('/me/saved-searches', {
    method: 'POST',
    token: searcher.token,
    body: { name: `${word} under £100k`, filters: { ...defaultFilters, search: word, priceBand: 'under-100k' } },
  });
  expect(saved.status).toBe(201);
  // The bystander wants flats: the Terrace below matches neither their requirements nor a search of theirs.
  expect(
    (
      await api('/me/requirements', {
        method: 'PUT',
        token: bystander.token,
        body: {
          cashToInvest: null,
          exitStrategy: null,
          purchaseStructure: null,
          propertyTypeInterest: 'apartment',
          budget: '£500k',
          timeframeToBuy: null,
          propertiesToSell: null,
          numberOfProperties: null,
        },
      })
    ).status,
  ).toBe(200);
  property = await createTestProperty(admin.token, `Alerts ${word}`);
});

describe('matched alerts', () => {
  it('a draft alerts nobody; its publish gives the matching investor one alert and the other none', async () => {
    expect(await mine(searcher)).toEqual([]);
    await patch({ isPublished: true });
    const [alert] = await eventually(async () => {
      const found = await mine(searcher);
      return found.length ? found : undefined;
    }, 'the searcher’s alert');
    expect(alert).toMatchObject({
      kind: 'published',
      title: property.title,
      price: 95_000,
      match: { via: 'savedSearch', searchName: `${word} under £100k` },
      readAt: null,
    });
    expect((await alertsOf(searcher)).unread).toBeGreaterThanOrEqual(1);
    expect(await mine(bystander)).toEqual([]);
    // The notify dialog's figure: the approved investors it matches now, the searcher among them.
    const log = await api<{ matchingInvestors: number }>(`/properties/${property.id}/notifications`, { token: admin.token });
    expect(log.body.matchingInvestors).toBeGreaterThanOrEqual(1);
  });

  it('the same event processed twice still makes one alert', async () => {
    const [alert] = await mine(searcher);
    const { fanOut } = await import('../../functions/src/alerts/emails/fan-out');
    const again = await fanOut(property.id, alert!.eventId);
    expect(again.created).toBe(0);
    expect(again.matched).toBeGreaterThanOrEqual(1);
    expect(await mine(searcher)).toHaveLength(1);
  });

  it('reads by Query, never a Scan, on the request path and in the fan-out', async () => {
    const [alert] = await mine(searcher);
    const { fanOut } = await import('../../functions/src/alerts/emails/fan-out');
    const { commands } = await commandsDuring(async () => {
      await alertsOf(searcher);
      await fanOut(property.id, alert!.eventId);
    });
    expect(findScans(commands)).toEqual([]);
  });

  it('a price rise and an edit of other fields alert nobody; a price fall alerts with both prices', async () => {
    await setPrice(99_000);
    await patch({ featured: true });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mine(searcher)).toHaveLength(1);

    await setPrice(89_000);
    const reduced = await eventually(async () => (await mine(searcher)).find((a) => a.kind === 'priceReduced'), 'the price-fall alert');
    expect(reduced).toMatchObject({ price: 89_000, previousPrice: 99_000 });
    expect(property.priceHistory?.[0]).toMatchObject({ price: 99_000 });
    const card = (await api<{ items: { id: string; reducedFrom?: { price: number } }[] }>('/properties', { token: searcher.token })).body.items.find(
      (c) => c.id === property.id,
    );
    expect(card?.reducedFrom?.price).toBe(99_000);
  });

  it('back to Available alerts; Withdrawn never does', async () => {
    await patch({ status: 'Under Contract' });
    await patch({ status: 'Available' });
    await eventually(async () => (await mine(searcher)).find((a) => a.kind === 'backToAvailable'), 'the back-to-Available alert');
    const before = (await mine(searcher)).length;
    await patch({ status: 'Withdrawn' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mine(searcher)).toHaveLength(before);
  });

  it('marks one read, then all; nobody else can mark another investor’s alert', async () => {
    const [first] = await mine(searcher);
    expect((await api('/me/alerts', { method: 'PATCH', token: bystander.token, body: { read: first!.eventId } })).status).toBe(404);
    expect((await api('/me/alerts', { method: 'PATCH', token: searcher.token, body: { read: first!.eventId } })).body).toEqual({
      marked: 1,
      frequency: 'daily',
    });
    expect((await mine(searcher)).find((a) => a.eventId === first!.eventId)?.readAt).not.toBeNull();
    expect((await api('/me/alerts', { method: 'PATCH', token: searcher.token, body: { read: 'all' } })).status).toBe(200);
    expect((await alertsOf(searcher)).unread).toBe(0);
  });

  it('shows the admin per listing how many investors were alerted and how many opened it', async () => {
    const figures = await api<{ alerts: Record<string, { alerted: number; opened: number }> }>('/property-management/interest-counts', { token: admin.token });
    // Three events (publish, price fall, back to Available) each alerted the searcher; they opened all three.
    expect(figures.body.alerts[property.id]!.alerted).toBeGreaterThanOrEqual(3);
    expect(figures.body.alerts[property.id]!.opened).toBeGreaterThanOrEqual(3);
  });

  it('the Daily digest reaches the SES emulator, field by field, with a one-click unsubscribe', async () => {
    const { sendQueuedEmails } = await import('../../functions/src/alerts/emails/digest');
    await sendQueuedEmails({ frequency: 'daily' });
    const email = (await sesStore()).find((e) => e.destination.to.includes(searcher.email));
    expect(email).toBeDefined();
    expect(email!.from).toBe('alerts@portal.local');
    expect(email!.subject).toMatch(/^1 property matching your searches and requirements$/);
    expect(email!.body.text).toContain(property.title);
    expect(email!.body.text).toContain('£89,000');
    expect(email!.body.text).toMatch(/Yield \d+\.\d%|Yield available on request/);
    expect(email!.body.text).toContain(`${stack.env.APP_ORIGIN}/property/${property.id}`);
    expect(email!.body.html).toContain(`href="${stack.env.APP_ORIGIN}/property/${property.id}"`);
    const headers = Object.fromEntries((email!.headers ?? []).map((h) => [h.name, h.value]));
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(new RegExp(`^<${stack.env.API_ORIGIN}/alert-unsubscribe\\?token=[^>]+>$`));

    // At most one a day: a second run sends nothing more to this investor.
    await sendQueuedEmails({ frequency: 'daily' });
    expect((await sesStore()).filter((e) => e.destination.to.includes(searcher.email))).toHaveLength(1);

    // The one-click POST, as a mail provider sends it: no session, a form body.
    const target = headers['List-Unsubscribe']!.slice(1, -1);
    const tampered = target.replace(/token=([^.]+)\.(.)/, (_m, id: string, c: string) => `token=${id}.${c === 'A' ? 'B' : 'A'}`);
    const post = (url: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect((await post(tampered)).status).toBe(400);
    expect((await alertsOf(searcher)).frequency).toBe('daily');
    expect((await post(target)).status).toBe(200);
    expect((await alertsOf(searcher)).frequency).toBe('off');
  });

  it('refuses a link signed with another key', async () => {
    const { unsubscribeToken } = await import('../../functions/src/alerts/emails/unsubscribe-token');
    expect(unsubscribeToken(LOCAL_ALERT_SECRET, bystander.userId)).not.toBe(unsubscribeToken('another key', bystander.userId));
    const forged = encodeURIComponent(unsubscribeToken('another key', bystander.userId));
    expect((await fetch(`${stack.env.API_ORIGIN}/alert-unsubscribe?token=${forged}`, { method: 'POST' })).status).toBe(400);
  });
});

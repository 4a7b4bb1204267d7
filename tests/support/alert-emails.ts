import { expect } from 'vitest';
import type { Alert } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import { defaultFilters } from '@shared/rules/property-filters';
import { propertyToForm } from '@shared/views/property-form';
import type { StoredEmail } from '../../infra/local/ses';
import { api, createTestUser, eventually, stack, type TestUser } from './stack';

/** Instant alert emails as the tests read them from the SES emulator, and the admin edits that trigger them. */
export const windowMs = Number(stack.env.ALERT_BATCH_WINDOW_SECONDS ?? 0) * 1000;
/** Long enough after a batch's email for a second one to have arrived, had the window let one through. */
export const settleMs = windowMs + 3_000;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const sesStore = async (): Promise<StoredEmail[]> =>
  ((await (await fetch(`${stack.env.SES_ENDPOINT}/store`)).json()) as { emails: StoredEmail[] }).emails;
export const emailsTo = async (user: TestUser, word: string) =>
  (await sesStore()).filter((e) => e.destination.to.includes(user.email) && `${e.subject}\n${e.body.text ?? ''}`.includes(word));
export const alertsOf = async (user: TestUser) => (await api<{ items: Alert[] }>('/me/alerts', { token: user.token })).body.items;

/** An approved investor with Instant (or Daily) email and one saved search on a word only this test's listings carry. */
export async function investor(word: string, frequency: 'instant' | 'daily' = 'instant'): Promise<TestUser> {
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

export async function patch(admin: TestUser, property: Property, body: Record<string, unknown>): Promise<Property> {
  const res = await api<{ property: Property }>(`/properties/${property.id}`, {
    method: 'PATCH',
    token: admin.token,
    body: { ...body, expectedVersion: property.version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...property, ...body, version: res.body.property.version } as Property;
}

export async function setPrice(admin: TestUser, property: Property, price: number): Promise<Property> {
  const res = await api<{ property: Property }>(`/properties/${property.id}`, {
    method: 'PUT',
    token: admin.token,
    body: { ...propertyToForm(property), price, expectedVersion: property.version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property;
}

/** Waits until the investor has at least `atLeast` emails about the word; all of them so far. */
export async function emailsArrived(user: TestUser, word: string, atLeast = 1): Promise<StoredEmail[]> {
  await eventually(
    async () => ((await emailsTo(user, word)).length >= atLeast ? true : undefined),
    `an email to ${user.email} about ${word}`,
    windowMs + 20_000,
  );
  return emailsTo(user, word);
}

/** Waits for the first email to the investor about the word, then long enough for any second one; all of them. */
export async function batchEmails(user: TestUser, word: string, atLeast = 1): Promise<StoredEmail[]> {
  await emailsArrived(user, word, atLeast);
  await sleep(settleMs);
  return emailsTo(user, word);
}

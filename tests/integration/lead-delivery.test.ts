import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDelivery } from '@shared/domain/interest';
import { readWebhooks } from '../../infra/local/webhook-sink';
import { api, createTestUser, eventually, setWebhookStatus, stack, type TestUser } from '../support/stack';

/**
 * A lead whose webhook delivery failed after its retries is kept as undelivered
 * (leadDelivery 'failed' on the registration, with the error), admins see it on the registrations list
 * and resend it. The local webhook sink is made to fail (503) for this lead's email, then restored.
 */
let admin: TestUser;
let investor: TestUser;
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
});
const email = `lead-${randomUUID().slice(0, 8)}@test.example.com`;
afterAll(() => setWebhookStatus(200, email));

type Row = { email: string; leadDelivery: LeadDelivery | null };
const rowOf = async (email: string) =>
  (await api<{ items: Row[] }>('/interest-registrations', { token: admin.token })).body.items.find((r) => r.email === email);

describe('lead delivery', () => {
  it('a lead the webhook refuses after every retry is kept as failed, with the error, on the admin list', async () => {
    await setWebhookStatus(503, email);
    const res = await api('/interest-registrations', { method: 'POST', body: { fullName: 'Lou Lost', email, phone: '07700 900001', message: 'Please call' } });
    expect(res.status).toBe(201);
    const row = await eventually(
      async () => {
        const r = await rowOf(email);
        return r?.leadDelivery?.state === 'failed' ? r : undefined;
      },
      'the failed lead on the registrations list',
      20_000,
    );
    expect(row.leadDelivery).toMatchObject({ state: 'failed', attempts: 3 });
    expect(row.leadDelivery!.error).toContain('503');
    const attempts = (await readWebhooks(stack.webhooksDir)).filter((w) => (w.body as { email?: string }).email === email);
    expect(attempts.map((w) => w.status)).toEqual([503, 503, 503]);
  });

  it('only admins may resend, and only a registration that exists', async () => {
    expect((await api(`/interest-registrations/${encodeURIComponent(email)}/lead/resend`, { method: 'POST' })).status).toBe(401);
    expect((await api(`/interest-registrations/${encodeURIComponent(email)}/lead/resend`, { method: 'POST', token: investor.token })).status).toBe(403);
    expect(
      (await api(`/interest-registrations/nobody-${randomUUID().slice(0, 6)}%40test.example.com/lead/resend`, { method: 'POST', token: admin.token })).status,
    ).toBe(404);
  });

  it('an admin resends it once the webhook is back: delivered, and the webhook got it', async () => {
    await setWebhookStatus(200, email);
    const res = await api<{ registration: Row }>(`/interest-registrations/${encodeURIComponent(email)}/lead/resend`, { method: 'POST', token: admin.token });
    expect(res.status).toBe(202);
    expect(res.body.registration.leadDelivery?.state).toBe('pending');
    const row = await eventually(
      async () => {
        const r = await rowOf(email);
        return r?.leadDelivery?.state === 'delivered' ? r : undefined;
      },
      'the resent lead delivered',
      20_000,
    );
    expect(row.leadDelivery).toMatchObject({ state: 'delivered', attempts: 1, error: null });
    const received = (await readWebhooks(stack.webhooksDir)).filter((w) => (w.body as { email?: string }).email === email);
    expect(received.at(-1)).toMatchObject({ status: 200, body: { full_name: 'Lou Lost', email, phone: '07700 900001', message: 'Please call' } });
  });

  it('a lead the webhook takes first time is recorded as delivered', async () => {
    const other = `lead-ok-${randomUUID().slice(0, 8)}@test.example.com`;
    expect(
      (await api('/interest-registrations', { method: 'POST', body: { fullName: 'Ola Ok', email: other, phone: '07700 900002', message: 'Hi' } })).status,
    ).toBe(201);
    await eventually(async () => ((await rowOf(other))?.leadDelivery?.state === 'delivered' ? true : undefined), 'the delivered lead', 20_000);
  });
});

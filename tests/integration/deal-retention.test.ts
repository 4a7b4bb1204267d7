import { writeFileSync } from 'node:fs';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dealFilesPrefix } from '@shared/rules/deal-files';
import { dealRecordsKeptUntil } from '@shared/rules/retention';
import { dealWithTrail } from '../support/deal-steps';
import { clearChecks } from '../support/reservation-steps';
import { api, createTestUser, s3, stack, type TestUser } from '../support/stack';

/**
 * A deal's records deleted five years after it ended (Money Laundering Regulations 2017 reg. 40(3)-(5)), by the daily
 * deleteExpiredDeals job against the local stack: a completed deal and one that fell through, each with something in
 * every part of its trail, lose their partition, message notices, audit events and files once the stack's clock is five
 * years and a day past their end; a deal that ended four years before and an open deal keep all of theirs.
 */

const DAY_MS = 24 * 3600 * 1000;

let admin: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
  buyer = await createTestUser('investor', 'approved');
  await clearChecks(buyer, admin, 'mortgage');
});

const setClock = (offsetMs: number) => writeFileSync(stack.env.LOCAL_CLOCK_FILE!, JSON.stringify({ offsetMs }));
afterEach(() => setClock(0));

const runDeletion = () =>
  fetch(`${stack.config.apiUrl}/2015-03-31/functions/deleteExpiredDeals/invocations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': stack.env.LOCAL_INVOKE_USER_AGENT! },
    body: JSON.stringify({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
  });

const version = async (dealId: string) => (await (await import('../../functions/src/sales/db/deals')).getDeal(dealId))!.version;

async function complete(dealId: string): Promise<void> {
  const { getDeal } = await import('../../functions/src/sales/db/deals');
  for (const { key } of (await getDeal(dealId))!.stages) {
    const done = await api(`/deals/${dealId}/stages/${key}`, {
      method: 'POST',
      token: admin.token,
      body: { action: 'done', expectedVersion: await version(dealId) },
    });
    expect(done.status, `${key}: ${JSON.stringify(done.body)}`).toBe(200);
  }
}

async function fallThrough(dealId: string): Promise<void> {
  const fell = await api(`/deals/${dealId}/fall-through`, {
    method: 'POST',
    token: admin.token,
    body: { reason: 'survey', feeDecision: 'keep', expectedVersion: await version(dealId) },
  });
  expect(fell.status, JSON.stringify(fell.body)).toBe(200);
}

/** What is stored of a deal: its partition's items, its message notices, its audit events and its files. */
async function stored(dealId: string) {
  const { dealPartition, itemsUnder } = await import('../../functions/src/members/db/member-data');
  const { auditEventEntity } = await import('../../functions/src/db/entities/audit-event');
  const { dealMessageNoticeEntity } = await import('../../functions/src/db/entities/deal-message-notice');
  const [items, audit, notices, files] = await Promise.all([
    itemsUnder(dealPartition(dealId)),
    auditEventEntity.query.byTarget({ targetType: 'deal', targetId: dealId }).go({ pages: 'all' }),
    dealMessageNoticeEntity.query.all({ dealId }).go({ pages: 'all', consistent: true }),
    s3.send(new ListObjectsV2Command({ Bucket: stack.env.DOCUMENTS_BUCKET, Prefix: dealFilesPrefix(dealId) })),
  ]);
  return { items: items.length, auditEvents: audit.data.length, notices: notices.data.length, files: files.KeyCount ?? 0 };
}

type Deals = Record<'completed' | 'fellThrough' | 'endedLater' | 'open', { dealId: string }>;

// The four deals and their trails are made once, at the same time, before the tests below read them in turn: their
// making is most of this file's work.
let deals: Deals;
let endedBy: string;
let kept: Record<'endedLater' | 'open', Awaited<ReturnType<typeof stored>>>;
beforeAll(async () => {
  const [completed, fellThrough, endedLater, open] = await Promise.all(
    ['Retention Completed Terrace', 'Retention Fallen Terrace', 'Retention Later Terrace', 'Retention Open Terrace'].map((title) =>
      dealWithTrail(admin, buyer, title),
    ),
  );
  deals = { completed: completed!, fellThrough: fellThrough!, endedLater: endedLater!, open: open! };
  await Promise.all([complete(deals.completed.dealId), fallThrough(deals.fellThrough.dealId)]);
  // A message the investor sends on the ended deal leaves a notice for the admins' next batch: it goes with the deal.
  const lateWord = await api(`/me/deals/${deals.completed.dealId}/messages`, {
    method: 'POST',
    token: buyer.token,
    body: { text: 'Thank you for everything.' },
  });
  expect(lateWord.status, JSON.stringify(lateWord.body)).toBe(201);
  endedBy = new Date().toISOString();

  // A year on, the third deal falls through: four years before the runs below.
  setClock(365 * DAY_MS);
  await fallThrough(deals.endedLater.dealId);
  setClock(0);
  kept = { endedLater: await stored(deals.endedLater.dealId), open: await stored(deals.open.dealId) };
});

describe("a deal's records", () => {
  it('are all there before the run: items, audit events and a file for each deal', async () => {
    for (const deal of Object.values(deals)) {
      const before = await stored(deal.dealId);
      expect(before.items, deal.dealId).toBeGreaterThanOrEqual(5);
      expect(before.auditEvents).toBeGreaterThan(0);
      expect(before.files).toBe(1);
    }
  });

  it('are kept five years after the deal ended, to the day', async () => {
    setClock(Date.parse(dealRecordsKeptUntil(endedBy)) - Date.now() - DAY_MS);
    const early = await runDeletion();
    expect(early.status).toBe(200);
    expect(early.headers.get('x-amz-function-error')).toBeNull();
    expect((await stored(deals.completed.dealId)).items).toBeGreaterThanOrEqual(5);
  });

  it('are deleted five years and a day after the deal completed or fell through, with its messages, audit events and files', async () => {
    setClock(Date.parse(dealRecordsKeptUntil(endedBy)) - Date.now() + DAY_MS);
    const run = await runDeletion();
    expect(run.status).toBe(200);
    const figures = (await run.json()) as { deleted: number; failed: number };
    expect(run.headers.get('x-amz-function-error'), JSON.stringify(figures)).toBeNull();
    expect(figures.deleted).toBeGreaterThanOrEqual(2);
    expect(figures.failed).toBe(0);
    for (const deal of [deals.completed, deals.fellThrough])
      expect(await stored(deal.dealId), deal.dealId).toEqual({ items: 0, auditEvents: 0, notices: 0, files: 0 });

    // Run again: nothing left to delete of these, nothing else touched.
    const again = await runDeletion();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { failed: number }).failed).toBe(0);
  });

  it('of a deal that ended four years before the run, and of an open deal, are all kept', async () => {
    // Every item (the notices aside, which the admins' batch takes in its own time) and file.
    for (const name of ['endedLater', 'open'] as const) {
      const after = await stored(deals[name].dealId);
      expect({ ...after, notices: 0 }, name).toEqual({ ...kept[name], notices: 0 });
    }
    const mine = (await api<{ items: { id: string }[] }>('/me/deals', { token: buyer.token })).body.items.map((d) => d.id);
    expect(mine).toEqual(expect.arrayContaining([deals.endedLater.dealId, deals.open.dealId]));
    expect(mine).not.toContain(deals.completed.dealId);
    expect(mine).not.toContain(deals.fellThrough.dealId);
    expect((await api(`/deals/${deals.completed.dealId}`, { token: admin.token })).status).toBe(404);
  });
});

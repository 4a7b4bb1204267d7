import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '@shared/rules/deal';
import { defaultStageTargets, dealStageKeys } from '@shared/rules/deal-stages';
import type { DealBoard, DealCard, DealDetail } from '@shared/views/deal';
import { dealFor } from '../support/deal-steps';
import { commandsDuring } from '../support/command-count';
import { findScans } from '../support/no-scan';
import { api, createTestUser, type TestUser } from '../support/stack';

/**
 * The sourcer's board as Admin Tools' Deals screen reads it: its open deals by column and the figures above it, which
 * count the deals ended over the last 12 months too (a Query per column and per ending, never a Scan). Other files
 * open and end deals on the same stack at the same time, so the figures are checked against the same answer's columns,
 * and for this file's own deals only as 'at least' — except for the one fall-through reason no other file records.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

const board = () => api<DealBoard>('/deals', { token: admin.token });
const versionOf = async (id: string) => (await api<DealDetail>(`/deals/${id}`, { token: admin.token })).body.deal.version;

describe('the board', () => {
  it("answers its figures with its columns: each stage's open deals as the column holds them, and slim cards", async () => {
    const { dealId, property } = await dealFor(admin, 'cash', 'Board Terrace');
    const { status, body } = await board();
    expect(status).toBe(200);
    const card = body.columns.find((c) => c.key === 'memorandumOfSale')!.deals.find((d) => d.id === dealId);
    expect(card).toEqual({
      id: dealId,
      version: expect.any(Number),
      propertyTitle: property.title,
      investor: 'Test investor',
      stage: 'memorandumOfSale',
      owner: 'sourcer',
      rag: expect.stringMatching(/^(green|amber|red)$/),
      daysInStage: 0,
      canMarkDone: true,
      canSkip: true,
      next: 'solicitorsInstructed',
    });
    expect(body.figures.pipeline.map((row) => row.key)).toEqual(dealStageKeys);
    for (const column of body.columns) {
      const row = body.figures.pipeline.find((r) => r.key === column.key);
      expect(row, column.key).toMatchObject({ deals: column.deals.length });
    }
    // The fee is the deal page's; the board's row holds it.
    const { feePence } = (await api<DealDetail>(`/deals/${dealId}`, { token: admin.token })).body.deal;
    expect(feePence).toBe(285_000);
    expect(body.figures.pipeline.find((r) => r.key === 'memorandumOfSale')!.feePence).toBeGreaterThanOrEqual(feePence);
  });

  it('counts a completion this month, its stages’ durations and a fall-through by its reason, though neither deal is on the board', async () => {
    const [completing, falling] = await Promise.all([dealFor(admin, 'cash', 'Completing Terrace'), dealFor(admin, 'cash', 'Falling Terrace')]);
    const ended = await api<{ deal: DealCard }>(`/deals/${falling.dealId}/fall-through`, {
      method: 'POST',
      token: admin.token,
      body: { reason: 'chain', feeDecision: 'keep', expectedVersion: await versionOf(falling.dealId) },
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const stages = (await api<DealDetail>(`/deals/${completing.dealId}`, { token: admin.token })).body.deal.stages.map((s) => s.key);
    for (const stage of stages) {
      const moved = await api(`/deals/${completing.dealId}/stages/${stage}`, {
        method: 'POST',
        token: admin.token,
        body: { action: 'done', expectedVersion: await versionOf(completing.dealId) },
      });
      expect(moved.status, `${stage}: ${JSON.stringify(moved.body)}`).toBe(200);
    }

    const { result, commands } = await commandsDuring(board);
    const { columns, figures } = result.body;
    const onBoard = columns.flatMap((c) => c.deals.map((d) => d.id));
    expect(onBoard).not.toContain(completing.dealId);
    expect(onBoard).not.toContain(falling.dealId);
    expect(figures.completedThisMonth).toBeGreaterThanOrEqual(1);
    expect(figures.averageDaysPerStage.find((s) => s.key === 'completion')).toMatchObject({ deals: expect.any(Number), averageDays: expect.any(Number) });
    expect(figures.averageDaysPerStage.find((s) => s.key === 'completion')!.deals).toBeGreaterThanOrEqual(1);
    expect(figures.fallThrough.fellThrough).toBeGreaterThanOrEqual(1);
    expect(figures.fallThrough.ended).toBeGreaterThanOrEqual(figures.fallThrough.fellThrough + 1);
    expect(figures.fallThrough.reasons.find((r) => r.reason === 'chain')).toMatchObject({ label: 'Chain' });
    expect(figures.fallThrough.reasons.find((r) => r.reason === 'chain')!.count).toBeGreaterThanOrEqual(1);
    expect(figures.fallThrough.ratePercent).toBeGreaterThan(0);

    // One Query of the columns' index per stage and per ending; no Scan.
    expect(findScans(commands)).toEqual([]);
    expect(commands.filter((c) => c.command === 'QueryCommand' && c.index === 'gsi1').length).toBeGreaterThanOrEqual(dealStageKeys.length + 2);
  });
});

/**
 * An ended deal as stored, written through the db entity (the board only reads it): fallen through `monthsAgo`
 * calendar months ago for the one reason no other file records, so the reason's count is this file's alone.
 */
async function endedDealFrom(monthsAgo: number): Promise<void> {
  const { dealEntity } = await import('../../functions/src/db/entities/deal');
  const endedAt = new Date();
  endedAt.setUTCMonth(endedAt.getUTCMonth() - monthsAgo);
  const at = endedAt.toISOString();
  const acceptedAt = new Date(endedAt.getTime() - 20 * 24 * 3600 * 1000).toISOString();
  const [first, ...rest] = defaultStageTargets(acceptedAt, 'cash');
  const { id, ...deal }: Deal = {
    id: randomUUID(),
    propertyId: randomUUID(),
    investorId: randomUUID(),
    status: 'fellThrough',
    financing: 'cash',
    acceptedAt,
    pricePence: 9_500_000,
    feeTerms: { kind: 'percent', basisPoints: 300 },
    stages: [{ ...first!, doneAt: at }, ...rest],
    column: 'fellThrough',
    columnSince: at,
    fallThrough: { reason: 'sellerWithdrew', feeDecision: 'keep', at },
    createdAt: acceptedAt,
    updatedAt: at,
    version: 2,
  };
  await dealEntity.put({ dealId: id, ...deal }).go();
}

describe('the figures over the last 12 months', () => {
  it('leave out a deal that ended 13 months ago and count one that ended last month', async () => {
    const sellerWithdrew = async () => {
      const { figures } = (await board()).body;
      expect(figures.lookBackMonths).toBe(12);
      return figures.fallThrough.reasons.find((r) => r.reason === 'sellerWithdrew')!.count;
    };
    const before = await sellerWithdrew();
    await endedDealFrom(13);
    expect(await sellerWithdrew(), 'the deal ended 13 months ago').toBe(before);
    await endedDealFrom(1);
    expect(await sellerWithdrew(), 'the deal ended last month').toBe(before + 1);
  });
});

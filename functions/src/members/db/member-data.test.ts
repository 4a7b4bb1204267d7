import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberKeyPrefix } from './member-data';

describe('what an erasure keeps', () => {
  const userId = '0b6c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
  let kept: MemberKeyPrefix[];
  let erased: MemberKeyPrefix[];
  beforeAll(async () => {
    process.env.TABLE_NAME ??= 'unit';
    const { keptOnErasurePrefixes, memberKeyPrefixes } = await import('./member-data');
    kept = keptOnErasurePrefixes(userId);
    erased = memberKeyPrefixes(userId, 'buyer@example.com');
  });

  it("keeps the member's buyer checks and the audit events about them (Money Laundering Regulations 2017 reg. 40), their reservations (VAT Notice 700/21; UK GDPR Art. 17(3)(b), (e)) and their deals (reg. 40; Art. 17(3)(b), (e))", () => {
    expect(kept.map((p) => p.name)).toEqual(['buyer checks', 'audit events about the buyer checks', 'reservations', 'deals']);
    for (const prefix of kept) expect(prefix.pk.toLowerCase()).toContain(userId);
  });

  it('erases none of what it keeps, and keeps none of what it erases', () => {
    for (const keep of kept) {
      for (const erase of erased) {
        const sameIndex = (keep.index ?? 'table') === (erase.index ?? 'table');
        // Two prefixes of one partition overlap unless both name sort keys and neither begins the other.
        const [a, b] = [keep.skPrefix ?? '', erase.skPrefix ?? ''];
        const overlap = sameIndex && keep.pk === erase.pk && (a.startsWith(b) || b.startsWith(a));
        expect(overlap, `${keep.name} / ${erase.name}`).toBe(false);
      }
    }
  });

  it("erases the member's waiting-list places, beside the reservations and deals it keeps in the same partition of gsi2", () => {
    const places = erased.find((p) => p.name === 'waiting-list places')!;
    const reservations = kept.find((p) => p.name === 'reservations')!;
    const deals = kept.find((p) => p.name === 'deals')!;
    expect([reservations.pk, deals.pk]).toEqual([places.pk, places.pk]);
    expect([places.skPrefix, reservations.skPrefix, deals.skPrefix]).toEqual([
      expect.stringMatching(/^\$waitinglistentry_/),
      expect.stringMatching(/^\$reservation_/),
      expect.stringMatching(/^\$deal_/),
    ]);
  });

  it("names each deal's own partition, which no member key reaches: its trail, messages and documents are kept with it", async () => {
    const { dealPartition } = await import('./member-data');
    const dealId = '5d3c2b1a-0f9e-4d8c-8b7a-6e5f4d3c2b1a';
    const partition = dealPartition(dealId);
    expect(partition).toEqual({ name: 'deal and its trail', pk: expect.stringContaining(dealId) });
    for (const prefix of [...erased, ...kept]) expect(prefix.pk).not.toBe(partition.pk);
  });
});

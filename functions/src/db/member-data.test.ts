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

  it("keeps the member's buyer checks and the audit events about them (Money Laundering Regulations 2017 reg. 40; UK GDPR Art. 17(3)(b))", () => {
    expect(kept.map((p) => p.name)).toEqual(['buyer checks', 'audit events about the buyer checks']);
    for (const prefix of kept) expect(prefix.pk.toLowerCase()).toContain(userId);
  });

  it('erases none of what it keeps, and keeps none of what it erases', () => {
    for (const keep of kept) {
      for (const erase of erased) {
        const sameIndex = (keep.index ?? 'table') === (erase.index ?? 'table');
        expect(sameIndex && keep.pk === erase.pk, `${keep.name} / ${erase.name}`).toBe(false);
      }
    }
  });
});

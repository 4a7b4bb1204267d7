import { describe, expect, it } from 'vitest';
import type { DealMessage } from '../domain/deal-message';
import { dealThreadView } from './deal-message';

const message = (id: string, at: string, side: DealMessage['side']): DealMessage => ({
  id,
  dealId: 'deal-1',
  at,
  side,
  by: { id: side === 'investor' ? 'investor-1' : 'admin-1', name: side === 'investor' ? 'Ivy Investor' : 'Sam Sourcer' },
  text: `message ${id}`,
});

const thread = [
  message('b', '2026-12-01T10:05:00.000Z', 'sourcer'),
  message('a', '2026-12-01T10:00:00.000Z', 'investor'),
  message('c', '2026-12-01T10:10:00.000Z', 'investor'),
];

describe("a deal's thread as one side reads it", () => {
  it('lists oldest first, marking the reader’s own messages', () => {
    const view = dealThreadView(thread, {}, 'investor');
    expect(view.items.map((m) => [m.id, m.mine])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(view.otherReadUpTo).toBeNull();
    expect(view.items.every((m) => !m.read)).toBe(true);
  });

  it("shows 'Read' on the reader's messages up to the newest the other side has listed, never on the other side's", () => {
    const marks = { sourcer: '2026-12-01T10:05:00.000Z', investor: '2026-12-01T10:20:00.000Z' };
    const investorView = dealThreadView(thread, marks, 'investor');
    expect(investorView.items.map((m) => [m.id, m.read])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    expect(investorView.otherReadUpTo).toBe('2026-12-01T10:05:00.000Z');
    const sourcerView = dealThreadView(thread, marks, 'sourcer');
    expect(sourcerView.items.map((m) => [m.id, m.read])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
  });
});

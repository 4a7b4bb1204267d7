import { describe, expect, it } from 'vitest';
import { dayOfUk, dayUk, timelinePlaces } from './format';

const stage = (doneAt: string | null, skippedAt: string | null, current = false) => ({ doneAt, skippedAt, current });

describe('the timeline', () => {
  it('marks stages done, skipped, current, the next one and the later ones', () => {
    const places = timelinePlaces([
      stage('2026-12-01T10:00:00.000Z', null),
      stage(null, '2026-12-02T10:00:00.000Z'),
      stage(null, null, true),
      stage(null, null),
      stage(null, null),
    ]);
    expect(places).toEqual(['done', 'skipped', 'current', 'next', 'later']);
  });

  it('has no current or next stage once every stage is closed', () => {
    expect(timelinePlaces([stage('2026-12-01T10:00:00.000Z', null), stage('2026-12-02T10:00:00.000Z', null)])).toEqual(['done', 'done']);
  });
});

describe('dates', () => {
  it('writes a calendar date the UK way, and a moment as its day in London', () => {
    expect(dayUk('2026-12-04')).toBe('4 Dec 2026');
    // 23:30 UTC on 29 March 2026 is 00:30 BST on the 30th.
    expect(dayOfUk('2026-03-29T23:30:00.000Z')).toBe('30 Mar 2026');
  });
});

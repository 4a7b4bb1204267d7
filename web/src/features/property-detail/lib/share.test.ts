import { describe, expect, it } from 'vitest';
import { shareLinks } from './share';

describe('shareLinks', () => {
  it('gives the member, sneak-peek and full links on the site origin (the alert text itself: shared/src/rules/property-alert.ts)', () => {
    expect(shareLinks('https://portal.example', 'p1')).toEqual({
      member: 'https://portal.example/property/p1',
      sneakPeek: 'https://portal.example/public-property/p1',
      full: 'https://portal.example/public-property-full/p1',
    });
  });
});

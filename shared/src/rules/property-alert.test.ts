import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_TENANCY, NOTIFY_DRAFT, NOTIFY_WITHDRAWN, notifyRefusal, previousSend, propertyAlertText } from './property-alert';

const property = {
  id: 'prop 1',
  propertyType: 'Terrace' as const,
  location: 'The Avenues, Hull',
  city: 'Hull',
  price: 95_000,
  yield: 8.24,
  achievableMarketRent: null,
};

describe('propertyAlertText (spec section 7)', () => {
  it('holds type, location, asking price, yield, the default tenancy and the sneak-peek link', () => {
    expect(propertyAlertText(property, 'https://portal.example.com/public-property/prop%201')).toBe(
      [
        'New off-market property alert',
        '',
        'Type: Terrace',
        'Location: The Avenues, Hull',
        'Asking Price: £95,000',
        'Yield: 8.2%',
        `Tenancy: ${DEFAULT_ALERT_TENANCY}`,
        '',
        'Sneak peek: https://portal.example.com/public-property/prop%201',
      ].join('\n'),
    );
    expect(DEFAULT_ALERT_TENANCY).toBe('Long-term tenant in place');
  });

  it('falls back to the city, the potential yield, then Available on request', () => {
    const text = propertyAlertText({ ...property, location: null, yield: 0, achievableMarketRent: 800, price: 100_000 }, 'https://x.test');
    expect(text).toContain('Location: Hull');
    expect(text).toContain('Yield: 9.6%');
    const bare = propertyAlertText({ ...property, location: null, city: null, yield: null, achievableMarketRent: null }, 'https://x.test');
    expect(bare).toContain('Location: Available on request');
    expect(bare).toContain('Yield: Available on request');
  });
});

describe('previousSend (warning before the same alert goes to the same audience twice)', () => {
  const log = [
    { audience: 'specific_email' as const, email: 'Jo@Example.com', outcome: 'ok' as const, at: '2026-01-03T00:00:00.000Z' },
    { audience: 'all_users' as const, email: null, outcome: 'failed' as const, at: '2026-01-02T00:00:00.000Z' },
    { audience: 'non_portal_members' as const, email: null, outcome: 'ok' as const, at: '2026-01-01T00:00:00.000Z' },
  ];

  it('finds an earlier successful send to the same audience', () => {
    expect(previousSend(log, 'non_portal_members')?.at).toBe('2026-01-01T00:00:00.000Z');
  });

  it('ignores failed sends', () => {
    expect(previousSend(log, 'all_users')).toBeUndefined();
  });

  it('compares one email address trimmed and case-insensitively, and only that address', () => {
    expect(previousSend(log, 'specific_email', '  jo@example.COM ')?.at).toBe('2026-01-03T00:00:00.000Z');
    expect(previousSend(log, 'specific_email', 'other@example.com')).toBeUndefined();
  });

  it('warns about nothing with an empty log', () => {
    expect(previousSend([], 'all_users')).toBeUndefined();
  });
});

describe('notifyRefusal: only listings investors can see are sent as alerts', () => {
  it('refuses a draft and a Withdrawn listing with the reason, and allows every other published status', () => {
    expect(notifyRefusal({ isPublished: false, status: 'Available' })).toBe(NOTIFY_DRAFT);
    expect(notifyRefusal({ isPublished: false, status: 'Withdrawn' })).toBe(NOTIFY_DRAFT);
    expect(notifyRefusal({ isPublished: true, status: 'Withdrawn' })).toBe(NOTIFY_WITHDRAWN);
    for (const status of ['Available', 'Under Contract', 'Sold'] as const) expect(notifyRefusal({ isPublished: true, status })).toBeNull();
  });
});

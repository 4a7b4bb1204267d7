import { describe, expect, it } from 'vitest';
import { anonymisedChanges, ERASED_VALUE, erasureNotice } from './erasure';

describe('erasure', () => {
  it("replaces the member's own values and keeps what happened to the account", () => {
    expect(
      anonymisedChanges({
        fullName: { before: 'Ann Lee', after: 'Ann Lee-Smith' },
        phone: { before: null, after: '07700 900123' },
        accessStatus: { before: 'pending', after: 'approved' },
        role: { before: null, after: 'investor' },
      }),
    ).toEqual({
      fullName: { before: ERASED_VALUE, after: ERASED_VALUE },
      phone: { before: null, after: ERASED_VALUE },
      accessStatus: { before: 'pending', after: 'approved' },
      role: { before: null, after: 'investor' },
    });
  });

  it('tells the CRM which email to erase, with the reference and time', () => {
    expect(erasureNotice('ann@example.com', 'erased-abc', '2026-01-01T00:00:00.000Z')).toMatchObject({
      event: 'erasure',
      email: 'ann@example.com',
      reference: 'erased-abc',
      erased_at: '2026-01-01T00:00:00.000Z',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Alert } from '../domain/alert';
import { alertRecipients } from './alert-recipients';

const alert = (userId: string, eventId: string, over: Partial<Alert> = {}): Alert => ({
  userId,
  eventId,
  propertyId: 'p1',
  kind: 'published',
  title: 'Terrace',
  photo: null,
  price: 95_000,
  previousPrice: null,
  yield: null,
  match: { via: 'requirements' },
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
  emailedAt: null,
  ...over,
});

describe('who a listing alerted', () => {
  it('lists each investor once, by their newest alert, most recent first, with names where the member still exists', () => {
    const recipients = alertRecipients(
      [
        alert('ann', 'e1', { emailedAt: '2026-11-27T10:05:00.000Z' }),
        alert('bob', 'e1', { readAt: '2026-11-27T11:00:00.000Z' }),
        alert('ann', 'e2', { kind: 'priceReduced', createdAt: '2026-11-27T12:00:00.000Z' }),
        alert('gone', 'e1'),
      ],
      new Map([
        ['ann', { fullName: 'Ann Investor', email: 'ann@example.com' }],
        ['bob', { fullName: 'Bob Investor', email: 'bob@example.com' }],
      ]),
    );
    expect(recipients.map((r) => [r.userId, r.alerts, r.latestKind, r.read, r.emailed])).toEqual([
      ['ann', 2, 'priceReduced', false, true],
      ['bob', 1, 'published', true, false],
      ['gone', 1, 'published', false, false],
    ]);
    expect(recipients[0]).toMatchObject({ fullName: 'Ann Investor', email: 'ann@example.com', latestAt: '2026-11-27T12:00:00.000Z' });
    expect(recipients[2]).toMatchObject({ fullName: null, email: null });
  });
});

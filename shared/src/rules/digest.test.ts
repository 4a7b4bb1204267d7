import { describe, expect, it } from 'vitest';
import type { Alert } from '../domain/alert';
import { DIGEST_MAX_PROPERTIES, digestGroups } from './digest';

const alert = (userId: string, propertyId: string, minute: number, kind: Alert['kind'] = 'published'): Alert => ({
  userId,
  eventId: `e-${propertyId}-${minute}`,
  propertyId,
  kind,
  title: propertyId,
  photo: null,
  price: 90_000,
  previousPrice: null,
  yield: null,
  match: { via: 'requirements' },
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  readAt: null,
  emailedAt: null,
});

describe('digest grouping', () => {
  it('makes one digest per investor, newest property first, a property listed once with its newest alert', () => {
    const groups = digestGroups([alert('a', 'p1', 1), alert('b', 'p1', 2), alert('a', 'p2', 3), alert('a', 'p1', 4, 'priceReduced')]);
    expect(groups.map((g) => g.userId)).toEqual(['a', 'b']);
    expect(groups[0]!.alerts.map((a) => [a.propertyId, a.kind])).toEqual([
      ['p1', 'priceReduced'],
      ['p2', 'published'],
    ]);
    expect(groups[1]!.alerts.map((a) => a.propertyId)).toEqual(['p1']);
    expect(groups.every((g) => g.more === 0)).toBe(true);
  });

  it('lists at most 14 properties and counts the rest', () => {
    const many = Array.from({ length: 20 }, (_, i) => alert('a', `p${i}`, i));
    const [group] = digestGroups(many);
    expect(DIGEST_MAX_PROPERTIES).toBe(14);
    expect(group!.alerts).toHaveLength(14);
    expect(group!.alerts[0]!.propertyId).toBe('p19');
    expect(group!.more).toBe(6);
    expect(digestGroups(many.slice(0, 14))[0]!.more).toBe(0);
  });

  it('has nothing to send without alerts', () => {
    expect(digestGroups([])).toEqual([]);
  });
});

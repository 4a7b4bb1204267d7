import { describe, expect, it } from 'vitest';
import type { Property } from '@shared/domain/property';

process.env.TABLE_NAME ??= 'unit-test-table';
const { listingHoldGuard } = await import('../catalogue/db/properties');

/** Only the fields the guard reads matter here. */
const listing = (over: Partial<Property> = {}) => ({ status: 'Available', isPublished: true, ...over }) as Property;

describe('listingHoldGuard: what a listing change asks of its reservation lock', () => {
  it.each([
    ['deleted', listing(), null, 'none'],
    ['unpublished', listing(), listing({ isPublished: false }), 'none'],
    ['marked Sold', listing(), listing({ status: 'Sold' }), 'none'],
    ['marked Withdrawn', listing(), listing({ status: 'Withdrawn' }), 'none'],
    ['an accepted deal’s listing marked Sold by hand', listing({ status: 'Under Offer' }), listing({ status: 'Sold' }), 'none'],
    ['an Available listing moved Under Offer', listing(), listing({ status: 'Under Offer' }), 'notHeld'],
    ['an Available listing moved Under Contract', listing(), listing({ status: 'Under Contract' }), 'notHeld'],
  ] as const)('%s: %s', (_what, current, next, guard) => {
    expect(listingHoldGuard(current, next)).toBe(guard);
  });

  it.each([
    ['an edit that keeps status and publication', listing(), listing()],
    ['a draft published', listing({ isPublished: false }), listing()],
    ['a Sold listing edited', listing({ status: 'Sold' }), listing({ status: 'Sold' })],
    ['Under Offer moved on to Under Contract', listing({ status: 'Under Offer' }), listing({ status: 'Under Contract' })],
    ['back to Available', listing({ status: 'Withdrawn' }), listing()],
  ] as const)('%s needs nothing', (_what, current, next) => {
    expect(listingHoldGuard(current, next)).toBeUndefined();
  });
});

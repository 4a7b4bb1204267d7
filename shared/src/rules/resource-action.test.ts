import { describe, expect, it } from 'vitest';
import { featuredResource, resourceAction } from './resource-action';

describe('resourceAction', () => {
  it('downloads through the API, never through the stored key', () => {
    expect(resourceAction({ id: 'r1', type: 'download', fileUrl: 'resources/guide-1780301200000.pdf', externalUrl: null })).toEqual({
      kind: 'download',
      resourceId: 'r1',
    });
    expect(resourceAction({ id: 'r1', type: 'download', fileUrl: null, externalUrl: null })).toBeNull();
  });
  it("opens the internal pages, the spec's /resources being this app's /investor-resources", () => {
    expect(resourceAction({ id: 'r', type: 'link', fileUrl: null, externalUrl: '/profile' })).toEqual({ kind: 'internal', to: '/profile' });
    expect(resourceAction({ id: 'r', type: 'link', fileUrl: null, externalUrl: '/resources' })).toEqual({ kind: 'internal', to: '/investor-resources' });
    expect(resourceAction({ id: 'r', type: 'link', fileUrl: null, externalUrl: '/calculators' })).toEqual({ kind: 'internal', to: '/calculators' });
    expect(resourceAction({ id: 'r', type: 'link', fileUrl: null, externalUrl: '/admin' })).toBeNull();
  });
  it('opens https sites only', () => {
    expect(resourceAction({ id: 'r', type: 'external', fileUrl: null, externalUrl: 'https://www.gov.uk/' })).toEqual({
      kind: 'external',
      href: 'https://www.gov.uk/',
    });
    expect(resourceAction({ id: 'r', type: 'external', fileUrl: null, externalUrl: 'javascript:alert(1)' })).toBeNull();
  });
  it('opens an external link only when it passes the link rule its write was checked with', () => {
    for (const stored of ['https://localhost/x', 'https://user:pw@example.com/', 'https://example.com/"onmouseover="x', 'http://example.com/']) {
      expect(resourceAction({ id: 'r', type: 'external', fileUrl: null, externalUrl: stored }), stored).toBeNull();
    }
  });
});

it('featuredResource picks the first featured one', () => {
  expect(featuredResource([{ isFeatured: false }, { isFeatured: true, n: 1 }, { isFeatured: true, n: 2 }])).toEqual({ isFeatured: true, n: 1 });
  expect(featuredResource([{ isFeatured: false }])).toBeUndefined();
});

import { describe, expect, it } from 'vitest';
import { resourceInputSchema, resourceTargetIssue } from './resource';

const base = { title: 'Guide', description: 'A guide', actionText: 'Open', iconName: 'FileText' } as const;
const errorsOf = (input: unknown) => {
  const result = resourceInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('resourceInputSchema (spec section 5, Resource)', () => {
  it('requires title, description and action text, and defaults display order 0 and not featured', () => {
    expect(errorsOf({ ...base, title: ' ', description: '', actionText: '', type: 'link', externalUrl: '/dashboard' })).toEqual([
      'title: Title is required',
      'description: Description is required',
      'actionText: Action text is required',
    ]);
    const parsed = resourceInputSchema.parse({ ...base, type: 'link', externalUrl: '/dashboard' });
    expect(parsed).toMatchObject({ displayOrder: 0, isFeatured: false, fileUrl: null, externalUrl: '/dashboard' });
  });

  it('takes an integer display order and one of the eight icons', () => {
    expect(errorsOf({ ...base, type: 'link', externalUrl: '/profile', displayOrder: 1.5 })).toEqual(['displayOrder: Display order must be a whole number']);
    expect(errorsOf({ ...base, type: 'link', externalUrl: '/profile', iconName: 'Rocket' })).toHaveLength(1);
  });

  it('links to one of the four internal pages only', () => {
    for (const to of ['/dashboard', '/resources', '/sell-property', '/profile']) expect(errorsOf({ ...base, type: 'link', externalUrl: to })).toEqual([]);
    expect(errorsOf({ ...base, type: 'link', externalUrl: '/users' })).toEqual(['externalUrl: Choose a page to link to']);
    expect(errorsOf({ ...base, type: 'link', externalUrl: 'https://example.com' })).toEqual(['externalUrl: Choose a page to link to']);
  });

  it('takes an https URL for an external resource, never a script, data or quoted one', () => {
    expect(errorsOf({ ...base, type: 'external', externalUrl: 'https://www.gov.uk/how-to-rent' })).toEqual([]);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://example.com',
      'https://exa"mple.com',
      "https://x.com/'onmouseover",
      'https://user:pw@example.com',
      'example.com',
      '',
    ]) {
      expect(errorsOf({ ...base, type: 'external', externalUrl: bad }), bad).toEqual(['externalUrl: Enter a full link starting with https://']);
    }
  });

  it('takes a stored PDF key from the upload pipeline for a download, and only the field its type uses', () => {
    expect(errorsOf({ ...base, type: 'download', fileUrl: 'resources/buy-to-let-guide-1780301200000.pdf' })).toEqual([]);
    for (const bad of [
      'https://example.com/a.pdf',
      'property-documents/p1/epc-1780301200000.pdf',
      'resources/../secret-1780301200000.pdf',
      'resources/guide.pdf',
    ]) {
      expect(errorsOf({ ...base, type: 'download', fileUrl: bad }), bad).toEqual(['fileUrl: Upload a PDF for this download']);
    }
    expect(errorsOf({ ...base, type: 'download', fileUrl: 'resources/a-1780301200000.pdf', externalUrl: 'https://x.com' })).toEqual([
      'externalUrl: A download has no link',
    ]);
    expect(resourceTargetIssue({ type: 'external', fileUrl: 'resources/a-1780301200000.pdf', externalUrl: 'https://x.com' })).toEqual([
      'fileUrl',
      'An external link has no file',
    ]);
  });

  it('stores a blank unused link as null', () => {
    expect(resourceInputSchema.parse({ ...base, type: 'external', externalUrl: 'https://x.com', fileUrl: '' }).fileUrl).toBeNull();
  });
});

it('an external link wants a public host (the one link rule, core/safe-url.ts)', () => {
  expect(resourceTargetIssue({ type: 'external', fileUrl: null, externalUrl: 'https://localhost' })?.[0]).toBe('externalUrl');
  expect(resourceTargetIssue({ type: 'external', fileUrl: null, externalUrl: 'https://www.gov.uk' })).toBeNull();
});

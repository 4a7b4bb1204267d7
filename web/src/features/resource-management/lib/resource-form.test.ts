import { describe, expect, it } from 'vitest';
import { resourceInputSchema } from '@shared/domain/resource';
import { blankResource, resourceFileProblem, storedFileName } from './resource-form';

describe('resource form', () => {
  it('starts at display order 0, not featured, and the blank form is refused until filled in', () => {
    expect(blankResource).toMatchObject({ displayOrder: 0, isFeatured: false });
    expect(resourceInputSchema.safeParse(blankResource).success).toBe(false);
  });

  it('takes PDFs of at most 10 MB only (spec section 5)', () => {
    expect(resourceFileProblem({ name: 'guide.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(resourceFileProblem({ name: 'guide.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe('File size must be less than 10MB');
    expect(resourceFileProblem({ name: 'guide.docx', type: 'application/msword', size: 100 })).toBe('Please choose a PDF file');
  });

  it('shows a stored key as its file name', () => {
    expect(storedFileName('resources/buy-to-let-guide-1780301200000.pdf')).toBe('buy-to-let-guide.pdf');
  });
});

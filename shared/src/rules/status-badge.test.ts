import { describe, expect, it } from 'vitest';
import { statusTone } from './status-badge';

describe('statusTone', () => {
  it('is green for Available, yellow for Under Contract and Under Offer, red for anything else', () => {
    expect(statusTone('Available')).toBe('success');
    expect(statusTone('Under Contract')).toBe('warning');
    expect(statusTone('Under Offer')).toBe('warning');
    expect(statusTone('Sold')).toBe('danger');
    expect(statusTone('Withdrawn')).toBe('danger');
  });
});

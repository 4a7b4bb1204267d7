import { describe, expect, it } from 'vitest';
import { MAX_RECORD_BYTES, oversizedField } from './record-size';

describe('oversizedField', () => {
  it('is null for a record within the budget', () => {
    expect(oversizedField({ title: 'A flat', description: 'x'.repeat(20_000) })).toBeNull();
  });

  it('names the largest field of a record over the budget, counting UTF-8 bytes', () => {
    const third = Math.ceil(MAX_RECORD_BYTES / 3 / 3);
    // 'x' is 1 byte and '€' 3, so the euro text is the larger although both have the same length.
    expect(oversizedField({ a: '€'.repeat(third), b: '€'.repeat(third + 1), c: '€'.repeat(third), d: 'x'.repeat(third + 5) })).toBe('b');
  });
});

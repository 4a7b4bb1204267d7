import { describe, expect, it } from 'vitest';
import { epcUnitName } from './epc';
import { wrapIndex } from './wrap-index';

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

describe('epcUnitName', () => {
  it("names unnamed units 'Unit N'", () => {
    expect(epcUnitName({ unitName: '' }, 2)).toBe('Unit 3');
    expect(epcUnitName({ unitName: 'Flat 1' }, 0)).toBe('Flat 1');
  });
});

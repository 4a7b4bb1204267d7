import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit';

describe('fieldChanges', () => {
  it('lists only the fields that differ, with their values before and after', () => {
    expect(fieldChanges({ a: 1, b: 'x', version: 1 }, { a: 2, b: 'x', version: 2 })).toEqual({ a: { before: 1, after: 2 } });
  });
  it('treats a create and a delete as every field changing from or to null', () => {
    expect(fieldChanges(null, { name: 'n' })).toEqual({ name: { before: null, after: 'n' } });
    expect(fieldChanges({ name: 'n' }, null)).toEqual({ name: { before: 'n', after: null } });
  });
  it('compares lists and objects by value, and undefined as null', () => {
    expect(fieldChanges({ list: [1, 2], gone: undefined }, { list: [1, 2], gone: null })).toEqual({});
    expect(fieldChanges({ list: [1, 2] }, { list: [2, 1] })).toEqual({ list: { before: [1, 2], after: [2, 1] } });
  });
  it('never records the version stamps', () => {
    expect(fieldChanges({ updatedAt: 'a', version: 1 }, { updatedAt: 'b', version: 2 })).toEqual({});
  });
});

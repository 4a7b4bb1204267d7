import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it.each([
    ['Ivy Investor', 'II'],
    ['  alex   de la admin ', 'AA'],
    ['madonna', 'M'],
    ['Émile Zola', 'ÉZ'],
    ['', 'U'],
    ['   ', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%j -> %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

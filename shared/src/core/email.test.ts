import { describe, expect, it } from 'vitest';
import * as z from './zod';
import { isEmailAddress } from './email';

const samples = [
  'ann@example.com',
  'ann.o+x@sub.example.co.uk',
  "o'brien@example.ie",
  'a_b-c@ex-ample.org',
  '',
  'ann',
  'ann@',
  '@example.com',
  'ann@example',
  'ann@example.c',
  ' ann@example.com',
  'ann@example.com ',
  'a..b@example.com',
  '.ann@example.com',
  "ann'@example.com",
  'ann-@example.com',
  'ann@-example.com',
  'ann@example..com',
  'ann@exa_mple.com',
  'ann@@example.com',
  'ann@example.com.',
  'ann@123.com',
  'ann@example.123',
];

describe('isEmailAddress', () => {
  it("answers as zod's own email check (z.email())", () => {
    for (const value of samples) expect(isEmailAddress(value), value).toBe(z.regexes.email.test(value));
  });

  it('takes an address and refuses what is not one', () => {
    expect(isEmailAddress('ann.o+x@sub.example.co.uk')).toBe(true);
    for (const value of ['', 'ann', 'ann@example', ' ann@example.com', 'a..b@example.com']) expect(isEmailAddress(value), value).toBe(false);
  });
});

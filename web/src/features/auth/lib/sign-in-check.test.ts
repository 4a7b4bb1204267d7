import { describe, expect, it } from 'vitest';
import * as z from '@shared/core/zod';
import { signInProblems } from './sign-in-check';

/** The sign-in form's rules as a zod schema: the plain check must say the same. */
const schema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Enter your email address')), z.email('Enter a valid email address')),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});
const schemaProblems = (values: { email: string; password: string }) =>
  Object.fromEntries((schema.safeParse(values).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('signInProblems', () => {
  it('asks for an email and a password', () => {
    expect(signInProblems({ email: '', password: '' })).toEqual({ email: 'Enter your email address', password: 'Enter your password' });
    expect(signInProblems({ email: '   ', password: 'x' })).toEqual({ email: 'Enter your email address' });
  });

  it('takes a valid email with spaces around it, and any non-empty password', () => {
    expect(signInProblems({ email: '  ann@example.com ', password: ' ' })).toEqual({});
  });

  it('answers as the zod schema did, email by email', () => {
    const emails = [
      '',
      ' ',
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann@example.c',
      'ann@example.com',
      ' Ann.O+x@Sub.Example.co.uk ',
      'a..b@example.com',
      'a@b..com',
      'ann @example.com',
      "o'brien@example.ie",
      'ann@-example.com',
      '.ann@example.com',
    ];
    for (const email of emails)
      for (const password of ['', 'secret']) expect(signInProblems({ email, password }), email).toEqual(schemaProblems({ email, password }));
  });
});

import { describe, expect, it } from 'vitest';
import { shortText } from '../domain/common';
import { propertyInputSchema } from '../domain/property';
import { savedSearchName } from '../rules/saved-searches';
import * as z from './zod';
import { SINGLE_LINE_MESSAGE, toOneLine } from './single-line';

describe('one-line text', () => {
  it('refuses a title with CR, LF, a tab, NUL, DEL or a line separator inside it, with a message saying what to do', () => {
    const title = propertyInputSchema.shape.title;
    for (const bad of ['Flat\r\nBcc: x@example.com', 'Flat\nTwo', 'Flat\tTwo', 'Flat\u0000', 'Flat\u007fTwo', 'Flat\u2028Two', 'Flat\u0085Two']) {
      const result = z.safeParse(title, bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGE);
    }
    expect(z.parse(title, '  Two-bed flat, Hull – £95k ')).toBe('Two-bed flat, Hull – £95k');
  });

  it('holds for the other one-line fields too', () => {
    expect(z.safeParse(shortText, 'Hull\nEast').success).toBe(false);
    expect(z.safeParse(savedSearchName, 'Hull\r\nflats').success).toBe(false);
    expect(z.safeParse(savedSearchName, 'Hull flats').success).toBe(true);
  });

  it('puts text on one line for a renderer', () => {
    expect(toOneLine('A\r\n\r\nB\u0000C\u2029')).toBe('A B C');
  });
});

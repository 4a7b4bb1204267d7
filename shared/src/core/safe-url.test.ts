import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isInternalPath, isStorageKey } from './safe-url';

const hostile = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'http://example.com/',
  '//evil.example.com/x',
  'https://example.com/"onmouseover="alert(1)',
  "https://example.com/'x",
  'https://example.com/<script>',
  'https://example.com/a b',
  'https://example.com/`x`',
  'https://user:pass@example.com/',
  'https://',
  'https:///path',
  'https:\\\\evil.example.com',
  'https://example.com/\nx',
  '',
];

describe('isHttpsUrl', () => {
  it.each(['https://www.gov.uk/government/publications/how-to-rent', 'https://example.com', 'https://a.example.com:8443/x?y=1&z=%20#f'])('accepts %s', (url) =>
    expect(isHttpsUrl(url)).toBe(true),
  );
  it.each(hostile)('refuses %j', (url) => expect(isHttpsUrl(url)).toBe(false));
  it('wants a public host name (with a dot)', () => {
    expect(isHttpsUrl('https://localhost/x')).toBe(false);
    expect(isHttpsUrl('https://intranet')).toBe(false);
  });
  it('refuses an over-long URL', () => expect(isHttpsUrl(`https://example.com/${'a'.repeat(2_000)}`)).toBe(false));

  // The cases the link checks it replaced were tested with (resource external links, area hero images,
  // property links and documents, the resource button's own https test, the zod link fields): one rule, the
  // same answer for each.
  it.each([
    'https://www.gov.uk/',
    'https://www.gov.uk',
    'https://www.gov.uk/how-to-rent',
    'https://www.gov.uk/council-tax-bands',
    'https://www.tax.service.gov.uk/calculate-stamp-duty-land-tax/',
    'https://www.rightmove.co.uk/x',
    'https://cdn.example.com/a.jpg',
    'https://example.com/x',
    'https://x.com',
  ])('accepts %s, as every old link check did', (url) => expect(isHttpsUrl(url)).toBe(true));
  it.each([
    'JAVASCRIPT:alert(1)',
    'javascript:alert(document.cookie)',
    'data:text/html,hi',
    'data:text/html,x',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'data:application/pdf;base64,JVBERi0=',
    'http://example.com',
    'http://example.com/a.jpg',
    '//example.com',
    '//evil.com/a.jpg',
    'example.com',
    'https://exa"mple.com',
    'https://example.com/"><script>',
    'https://example.com/"onload="x',
    'https://example.com/a"onerror="alert(1)',
    'https://x.com/a.jpg" onerror="x',
    "https://example.com/'",
    "https://x.com/'onmouseover",
    "https://x.com/'a",
    'https://x.com/<script>',
    'https://user:pw@example.com',
    'https://localhost',
  ])('refuses %j, as every old link check did', (url) => expect(isHttpsUrl(url)).toBe(false));
});

describe('isInternalPath', () => {
  const paths = ['/dashboard', '/profile'];
  it('accepts the listed pages only', () => {
    expect(isInternalPath('/dashboard', paths)).toBe(true);
    for (const other of ['/dashboard/../admin', '/admin', 'dashboard', '//dashboard', '/dashboard"', 'javascript:/dashboard'])
      expect(isInternalPath(other, paths)).toBe(false);
  });
});

describe('isStorageKey', () => {
  const prefixes = ['property-images/'];
  it('accepts a key under the prefix', () => {
    expect(isStorageKey('property-images/prop-1-1-1780000000000', prefixes)).toBe(true);
    expect(isStorageKey('property-images/abc/def.jpg', prefixes)).toBe(true);
  });
  it.each([
    'property-images/',
    'other/x.jpg',
    '/property-images/x',
    'property-images/../secret',
    'property-images/./x',
    'property-images//x',
    'property-images/x/',
    'property-images/a"b',
    'property-images/a b',
    'javascript:alert(1)',
    ...hostile,
  ])('refuses %j', (key) => expect(isStorageKey(key, prefixes)).toBe(false));
});

import { describe, expect, it } from 'vitest';
import { isFileReference, isHttpsLink, isStorageKey } from './safe-link';

describe('isHttpsLink (issue 12: URL fields accept https links only)', () => {
  it.each(['https://www.example.com', 'https://example.com/a/b?c=d&e=f#g', 'HTTPS://EXAMPLE.COM/x'])('accepts %s', (link) => {
    expect(isHttpsLink(link)).toBe(true);
  });
  it.each([
    'http://example.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//example.com/x',
    'example.com',
    'https://',
    'https://user:pass@example.com',
    'https://example.com/"onmouseover="alert(1)',
    "https://example.com/'x",
    'https://example.com/<script>',
    'https://example.com/a b',
    ' https://example.com',
    'https:\\\\example.com',
    '',
  ])('refuses %j', (link) => {
    expect(isHttpsLink(link)).toBe(false);
  });
});

describe('isStorageKey', () => {
  it.each(['property-images/abc123-1718000000000', 'property-documents/p1/epc-1718000000000.pdf', 'a'])('accepts %s', (key) => {
    expect(isStorageKey(key)).toBe(true);
  });
  it.each(['../secret', 'a/../b', 'a//b', '/abs', 'a/', 'javascript:alert(1)', 'data:x', 'a b', 'a"b', './a', 'a/./b', ''])('refuses %j', (key) => {
    expect(isStorageKey(key)).toBe(false);
  });
  it('a file reference is a key or an https link, never another scheme', () => {
    expect(isFileReference('property-images/x-1')).toBe(true);
    expect(isFileReference('https://cdn.example.com/x.jpg')).toBe(true);
    expect(isFileReference('http://cdn.example.com/x.jpg')).toBe(false);
    expect(isFileReference('javascript:alert(1)')).toBe(false);
  });
});

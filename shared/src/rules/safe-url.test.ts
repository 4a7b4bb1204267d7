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
});

describe('isInternalPath', () => {
  const paths = ['/dashboard', '/profile'];
  it('accepts the listed pages only', () => {
    expect(isInternalPath('/dashboard', paths)).toBe(true);
    for (const other of ['/dashboard/../admin', '/admin', 'dashboard', '//dashboard', '/dashboard"', 'javascript:/dashboard']) expect(isInternalPath(other, paths)).toBe(false);
  });
});

describe('isStorageKey', () => {
  const prefixes = ['property-images/'];
  it('accepts a key under the prefix', () => {
    expect(isStorageKey('property-images/prop-1-1-1780000000000', prefixes)).toBe(true);
    expect(isStorageKey('property-images/abc/def.jpg', prefixes)).toBe(true);
  });
  it.each(['property-images/', 'other/x.jpg', '/property-images/x', 'property-images/../secret', 'property-images/./x', 'property-images//x', 'property-images/x/', 'property-images/a"b', 'property-images/a b', 'javascript:alert(1)', ...hostile])(
    'refuses %j',
    (key) => expect(isStorageKey(key, prefixes)).toBe(false),
  );
});

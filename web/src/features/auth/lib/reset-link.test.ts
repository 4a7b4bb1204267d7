import { describe, expect, it } from 'vitest';
import { readResetLink } from './reset-link';

const email = 'nia%40example.com';

describe('readResetLink', () => {
  it('takes the code from the fragment exactly as written, whatever characters it holds', () => {
    for (const code of ['Ab1&c+d%2Fx#y', 'plain-Code_123', "q'u:o;t|e~s"]) {
      expect(readResetLink(`?flow=invite&email=${email}`, `#code=${code}`)).toEqual({ flow: 'invite', email: 'nia@example.com', code });
    }
  });

  it('reads a numeric reset code from the fragment, and from the query of older links', () => {
    expect(readResetLink(`?flow=reset&email=${email}`, '#code=123456')).toEqual({ flow: 'reset', email: 'nia@example.com', code: '123456' });
    expect(readResetLink(`?flow=reset&email=${email}&code=654321`, '')).toEqual({ flow: 'reset', email: 'nia@example.com', code: '654321' });
  });

  it.each([
    ['no code', `?flow=reset&email=${email}`, ''],
    ['an empty code', `?flow=invite&email=${email}`, '#code='],
    ['the unsent placeholder', `?flow=invite&email=${email}`, '#code={####}'],
    ['a non-numeric reset code', `?flow=reset&email=${email}`, '#code=12ab56'],
    ['no email', '?flow=invite', '#code=abc'],
    ['an unknown flow', `?flow=other&email=${email}`, '#code=123456'],
  ])('is null for %s', (_case, search, hash) => {
    expect(readResetLink(search, hash)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGE_MAX_CHARACTERS } from '@shared/domain/deal-message';
import { charactersLeft } from './message-length';

describe('the characters left in a message', () => {
  it('counts down from the limit, written the UK way', () => {
    expect(charactersLeft('', DEAL_MESSAGE_MAX_CHARACTERS)).toBe('4,000 of 4,000 characters left');
    expect(charactersLeft('Hello', 4000)).toBe('3,995 of 4,000 characters left');
    expect(charactersLeft('x'.repeat(4000), 4000)).toBe('0 of 4,000 characters left');
  });

  it('does not count the spaces and line breaks the server trims', () => {
    expect(charactersLeft('  Hello \n\n', 4000)).toBe('3,995 of 4,000 characters left');
  });

  it('says how many characters are too many past the limit', () => {
    expect(charactersLeft('x'.repeat(4001), 4000)).toBe('1 character too many');
    expect(charactersLeft('x'.repeat(5250), 4000)).toBe('1,250 characters too many');
  });
});

import { describe, expect, it } from 'vitest';
import { nameResembles, signatureNameRefusal } from './signature-name';

describe('a typed signature name against the buyer’s verified name', () => {
  it.each([
    ['the same name', 'Jane Smith', 'Jane Smith'],
    ['another case', 'jane SMITH', 'Jane Smith'],
    ['no accents', 'Zoe Bronte', 'Zoë Brontë'],
    ['accents the record lacks', 'José Núñez', 'Jose Nunez'],
    ['the middle names left out', 'John Smith', 'John Michael Peter Smith'],
    ['a middle name the record lacks', 'John Michael Smith', 'John Smith'],
    ['a hyphen given as a space', 'Mary Jane Smith', 'Mary-Jane Smith'],
    ['a space given as a hyphen', 'Mary-Jane Smith-Jones', 'Mary Jane Smith Jones'],
    ['one half of a double-barrelled surname', 'Anne Smith', 'Anne Smith-Jones'],
    ['an apostrophe left out, and extra spaces', '  Sean   OBrien ', "Seán O'Brien"],
  ])('accepts %s', (_what, typed, verified) => {
    expect(nameResembles(typed, verified)).toBe(true);
  });

  it.each([
    ['a different person', 'Tom Jones', 'Jane Smith'],
    ['a different first name', 'Jane Smith', 'John Smith'],
    ['a different surname', 'Jane Brown', 'Jane Smith'],
    ['the first name alone', 'Jane', 'Jane Smith'],
    ['the surname alone', 'Smith', 'Jane Smith'],
    ['the names swapped into a different person', 'Smith Jane', 'Jane Smith'],
  ])('refuses %s', (_what, typed, verified) => {
    expect(nameResembles(typed, verified)).toBe(false);
  });

  it('accepts any one of joint buyers or a company’s directors, and refuses with a message naming the verified names', () => {
    expect(signatureNameRefusal('Tom Brown', ['Jane Smith', 'Tom Brown'])).toBeNull();
    expect(signatureNameRefusal('Tom Jones', ['Jane Smith', 'Tom Brown'])).toBe(
      'The name you typed, Tom Jones, does not match the name we verified (Jane Smith or Tom Brown). Type your full name as it was verified; you may leave out middle names.',
    );
  });

  it('has nothing to compare when no name was verified', () => {
    expect(signatureNameRefusal('Anyone At All', [])).toBeNull();
  });
});

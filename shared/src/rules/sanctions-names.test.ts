import { describe, expect, it } from 'vitest';
import { canonicalSpelling, normaliseName, ruledOutByDateOfBirth, screenAgainst, type SanctionsEntry } from './sanctions-names';

const putin: SanctionsEntry = {
  id: 'RUS0251',
  kind: 'individual',
  names: ['Vladimir Vladimirovich PUTIN'],
  datesOfBirth: ['1952-10-07'],
  regime: 'The Russia (Sanctions) (EU Exit) Regulations 2019',
};
const koang: SanctionsEntry = {
  id: 'SSU0003',
  kind: 'individual',
  names: ['JAMES KOANG CHUOL', 'James Koang Chol Ranley', 'James Koang Chol'],
  datesOfBirth: ['1961'],
  regime: 'The South Sudan (Sanctions) (EU Exit) Regulations 2019',
};
const akhund: SanctionsEntry = {
  id: 'AFG0006',
  kind: 'individual',
  names: ['MOHAMMAD HASSAN AKHUND'],
  datesOfBirth: ['1945', '1946'],
  regime: 'The Afghanistan (Sanctions) (EU Exit) Regulations 2020',
};
const karaev: SanctionsEntry = { id: 'BEL0005', kind: 'individual', names: ['Yuri Khadzimuratovich Karaev'], datesOfBirth: [], regime: 'Belarus' };
const wuhan: SanctionsEntry = {
  id: 'CYB0044',
  kind: 'entity',
  names: ['WUHAN XIAORUIZHI SCIENCE AND TECHNOLOGY COMPANY LIMITED'],
  datesOfBirth: [],
  regime: 'The Cyber (Sanctions) (EU Exit) Regulations 2020',
};
const ship: SanctionsEntry = { id: 'DPR0075', kind: 'ship', names: ['Petrel 8'], datesOfBirth: [], regime: 'DPRK' };
const lukashenka: SanctionsEntry = {
  id: 'BEL0045',
  kind: 'individual',
  names: ['Aliaksandr Grigorievich LUKASHENKA'],
  datesOfBirth: ['1954-08-30'],
  regime: 'The Republic of Belarus (Sanctions) (EU Exit) Regulations 2019',
};
const list = [putin, koang, akhund, karaev, wuhan, ship, lukashenka];

const individual = (name: string, dateOfBirth?: string) => ({ name, kind: 'individual' as const, ...(dateOfBirth ? { dateOfBirth } : {}) });
const ids = (name: string, dateOfBirth?: string) => screenAgainst(individual(name, dateOfBirth), list).map((match) => match.listEntryId);

describe('normaliseName', () => {
  it('sets aside case, accents and punctuation', () => {
    expect(normaliseName('  José-María  O’Brien, Jr. ')).toBe('jose maria obrien jr');
    expect(normaliseName('Łukasz Straße')).toBe('lukasz strasse');
    expect(normaliseName('A & B')).toBe('a and b');
  });
});

describe('canonicalSpelling', () => {
  it('gives the transliterations of one name one spelling', () => {
    expect(new Set(['mohammed', 'muhammad', 'mohamed', 'mohammad'].map(canonicalSpelling)).size).toBe(1);
    expect(canonicalSpelling('alexander')).toBe(canonicalSpelling('aleksandr'));
    expect(canonicalSpelling('smirnoff')).toBe('smirnov');
    expect(canonicalSpelling('iurii')).toBe(canonicalSpelling('yuri'));
  });
});

describe('screenAgainst: individuals', () => {
  it('matches whatever the case and accents', () => {
    expect(ids('VLADÍMIR PÚTIN')).toEqual(['RUS0251']);
    expect(screenAgainst(individual('Vladímir Pútin'), list)[0]!.reason).toContain('accents');
  });

  it('matches whatever the word order, as surname-first lists write names', () => {
    const [match] = screenAgainst(individual('Putin Vladimir'), list);
    expect(match).toMatchObject({ listEntryId: 'RUS0251', listedName: 'Vladimir Vladimirovich PUTIN' });
    expect(match!.reason).toContain('word order');
  });

  it('matches initials for given names', () => {
    const [match] = screenAgainst(individual('V. V. Putin'), list);
    expect(match?.listEntryId).toBe('RUS0251');
    expect(match!.reason).toContain('initials');
  });

  it('matches a transliteration variant', () => {
    const [match] = screenAgainst(individual('Muhammed Hasan Akhund'), list);
    expect(match?.listEntryId).toBe('AFG0006');
    expect(match!.reason).toContain('transliteration');
    expect(ids('Iurii Karayev')).toEqual(['BEL0005']);
  });

  it('matches an alias and names it', () => {
    const [match] = screenAgainst(individual('James Ranley Koang Chol'), list);
    expect(match).toMatchObject({ listEntryId: 'SSU0003', listedName: 'JAMES KOANG CHUOL' });
    expect(match!.reason).toMatch(/^Name matches alias "James Koang Chol Ranley" \(word order\)/);
  });

  it('rules an individual out by a date of birth outside every listed one', () => {
    expect(ids('Vladimir Putin', '1980-01-01')).toEqual([]);
    expect(ids('Vladimir Putin', '1952-10-08')).toEqual([]);
    expect(ids('Mohammad Hassan Akhund', '1950-03-01')).toEqual([]);
  });

  it('keeps a match when the date of birth fits a listed one, even one known only to the month or year', () => {
    expect(ids('Vladimir Putin', '1952-10-07')).toEqual(['RUS0251']);
    expect(ids('Mohammad Hassan Akhund', '1946-07-15')).toEqual(['AFG0006']);
    expect(screenAgainst(individual('Vladimir Putin', '1952-10-07'), list)[0]!.reason).toContain('date of birth not ruled out');
  });

  it('does not rule out without a date of birth on either side', () => {
    expect(ids('Vladimir Putin')).toEqual(['RUS0251']);
    expect(ids('Yuri Karaev', '1970-01-01')).toEqual(['BEL0005']);
    expect(screenAgainst(individual('Yuri Karaev'), list)[0]!.reason).toContain('the list gives no date of birth');
  });

  it('finds nothing for a merely similar name', () => {
    expect(ids('Vladimir Putilin')).toEqual([]);
    expect(ids('Vladislav Putin')).toEqual([]);
    expect(ids('Putin')).toEqual([]);
    expect(ids('V. Putilov')).toEqual([]);
    expect(ids('Mohammad Hassan')).toEqual([]);
  });

  it('never screens an individual against a company or a ship', () => {
    expect(ids('Petrel 8')).toEqual([]);
    expect(ids('Wuhan Xiaoruizhi')).toEqual([]);
  });
});

describe('screenAgainst: companies', () => {
  const companies = (name: string) => screenAgainst({ name, kind: 'entity' }, list).map((match) => match.listEntryId);

  it('matches a company whatever its legal form is written as', () => {
    expect(companies('Wuhan Xiaoruizhi Science & Technology Co. Ltd')).toEqual(['CYB0044']);
    expect(companies('WUHAN XIAORUIZHI SCIENCE AND TECHNOLOGY LLC')).toEqual(['CYB0044']);
    expect(screenAgainst({ name: 'Wuhan Xiaoruizhi Science and Technology Ltd', kind: 'entity' }, list)[0]!.reason).toBe(
      'Name matches the listed name "WUHAN XIAORUIZHI SCIENCE AND TECHNOLOGY COMPANY LIMITED" (legal form set aside).',
    );
  });

  it('does not match a company that shares only some words', () => {
    expect(companies('Wuhan Science and Technology Ltd')).toEqual([]);
    expect(companies('Petrel 8 Ltd')).toEqual([]);
  });
});

describe('ruledOutByDateOfBirth', () => {
  it('rules out only when the list gives dates and none fits', () => {
    expect(ruledOutByDateOfBirth('1961-05-01', ['1961'])).toBe(false);
    expect(ruledOutByDateOfBirth('1961-05-01', ['1960', '1961-06'])).toBe(true);
    expect(ruledOutByDateOfBirth(undefined, ['1961'])).toBe(false);
    expect(ruledOutByDateOfBirth('1961-05-01', [])).toBe(false);
  });
});

describe('screenAgainst: the similarity pass (possible matches for a person to review)', () => {
  const companies = (name: string) => screenAgainst({ name, kind: 'entity' }, list).map((match) => match.listEntryId);

  // Names the exact pass missed, and the listed entry a reviewer must be shown.
  const truePositives: readonly [string, string][] = [
    ['Vladimir Putn', 'RUS0251'],
    ['Vladamir Putin', 'RUS0251'],
    ['Putin Vladamir', 'RUS0251'],
    ['Wladimir Puttin', 'RUS0251'],
    ['Alexander Lukashenko', 'BEL0045'],
    ['Aleksandr Grigoryevich Lukashenko', 'BEL0045'],
    ['Yuri Karaeev', 'BEL0005'],
    ['Mohamed Hasan Akhound', 'AFG0006'],
    ['James Koang Chuoll', 'SSU0003'],
  ];
  it.each(truePositives)('raises %s as a possible match of %s', (name, id) => {
    const matches = screenAgainst(individual(name), list);
    expect(matches.map((match) => match.listEntryId)).toEqual([id]);
    expect(matches[0]!.reason).toMatch(/similar spelling/);
  });

  // Other people: a shared first name, a surname that only begins like a listed one, a different given name.
  const falsePositives: readonly string[] = [
    'Vladimir Smith',
    'Alexander Lukas',
    'Alexander Lukasz',
    'Vladimir Putilin',
    'Vladimir Pushkin',
    'Vladislav Putin',
    'Alexandra Lukanova',
    'James Coang',
    'Mohammad Hassan',
    'Yuri Gagarin',
    'Ivan Petrov',
  ];
  it.each(falsePositives)('does not raise %s', (name) => {
    expect(ids(name)).toEqual([]);
  });

  it('still rules out by a date of birth', () => {
    expect(ids('Alexander Lukashenko', '1990-01-01')).toEqual([]);
    expect(ids('Alexander Lukashenko', '1954-08-30')).toEqual(['BEL0045']);
  });

  it('says which listed word each screened word resembles', () => {
    expect(screenAgainst(individual('Vladimir Putn'), list)[0]!.reason).toBe(
      'Name resembles the listed name "Vladimir Vladimirovich PUTIN" (some names not given, similar spelling: "putn" like "putin"); no date of birth to compare with the listed 1952-10-07.',
    );
  });

  it('reads shortened company names in full: Sci, Tech, Co, Ltd, Intl, &', () => {
    expect(companies('Wuhan Xiaoruizhi Sci and Tech Co')).toEqual(['CYB0044']);
    expect(companies('Wuhan Xiaoruizhi Sci & Tech Co Ltd')).toEqual(['CYB0044']);
    expect(companies('Wuhan Xiaoruizhi Science Technology')).toEqual(['CYB0044']);
    expect(companies('Wuhan Xiaoruizi Sci and Tech Co')).toEqual(['CYB0044']);
  });

  it('does not raise a company that shares only some words or only the generic ones', () => {
    expect(companies('Wuhan Sci and Tech Co')).toEqual([]);
    expect(companies('Xiaoruizhi Intl Trading Ltd')).toEqual([]);
    expect(companies('Wuhan Xiaomi Science and Technology Co Ltd')).toEqual([]);
  });

  it('matches a low-quality alias only as written, never by a similar spelling', () => {
    const withWeakAlias: SanctionsEntry = {
      id: 'XXX0001',
      kind: 'individual',
      names: ['Abdul Karim Mansour', 'Karim Tall'],
      lowQualityAliases: ['Karim Tall'],
      datesOfBirth: [],
      regime: 'Test',
    };
    const screened = (name: string) => screenAgainst(individual(name), [withWeakAlias]);
    expect(screened('Karim Tal')).toEqual([]);
    expect(screened('Karim Tall')[0]!.reason).toMatch(/^Name matches low-quality alias "Karim Tall"/);
    expect(screened('Abdul Karim Mansur')[0]!.listEntryId).toBe('XXX0001');
  });
});

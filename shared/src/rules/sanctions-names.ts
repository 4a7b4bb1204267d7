/**
 * Sanctions screening of a name against the UK Sanctions List (the FCDO's list of persons designated under the
 * Sanctions and Anti-Money Laundering Act 2018; docs/architecture.md section 14). A sourcer must not make funds or economic
 * resources available to a designated person, and screens each buyer before the business relationship starts
 * (Money Laundering Regulations 2017 reg. 33–35 when a link to a sanctioned person raises the risk).
 *
 * The matcher finds *possible* matches for an admin to decide on; it never clears or convicts by itself. It is tolerant
 * where listed names vary (case, accents, punctuation, word order, initials, common transliterations, aliases) and uses
 * a date of birth only to rule an individual out. Where that finds nothing, a similarity pass raises names one typo or
 * an unlisted transliteration away from a listed one (Putn, Vladamir, Lukashenko for LUKASHENKA), again only for review.
 */
// Jaro–Winkler as Winkler's own strcmp95 computes it: transpositions counted whole, and the prefix bonus (0.1 a letter,
// up to four) only above 0.7. The typo distance is the optimal string alignment one: a letter left out, added or
// changed, or two neighbours swapped, is one edit each.
import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import typoDistance from 'talisman/metrics/damerau-levenshtein.js';

export type ScreenedKind = 'individual' | 'entity';

export interface PersonToScreen {
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly dateOfBirth?: string;
  readonly kind: ScreenedKind;
}

export interface SanctionsEntry {
  /** The list's unique ID, e.g. RUS0251. */
  readonly id: string;
  readonly kind: ScreenedKind | 'ship';
  /** The primary name first, then its variations and aliases. */
  readonly names: readonly string[];
  /**
   * The aliases among `names` the list marks 'Low quality a.k.a' (its AliasStrength): broad or generic names, such as
   * nicknames, that the designated person is known by but that would match many others. Absent when there are none.
   */
  readonly lowQualityAliases?: readonly string[];
  /** YYYY-MM-DD, YYYY-MM or YYYY: the list gives some dates only in part, some persons several. */
  readonly datesOfBirth: readonly string[];
  readonly regime: string;
}

export interface PossibleMatch {
  readonly listEntryId: string;
  /** The entry's primary name. */
  readonly listedName: string;
  readonly regime: string;
  /** A sentence an admin can read: which listed name matched, how, and what the date of birth said. */
  readonly reason: string;
}

/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', ı: 'i', þ: 'th' };

const withoutAccents = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðłıþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);

/**
 * Lower case, without accents; apostrophes dropped (O'Neil = ONeil), every other mark a word break, '&' the word 'and'.
 * Letters outside the Latin script are kept: the list gives names in other scripts as well.
 */
export function normaliseName(name: string): string {
  return withoutAccents(name.toLowerCase())
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Spellings of one name that come from transliterating it (Arabic, Cyrillic) in different ways. Each group's first
 * spelling stands for all of them. A small table of the commonest variants, not a complete one: an admin still
 * reviews every possible match, and a variant missing here is a gap to add to, with a test.
 */
const TRANSLITERATION_GROUPS: readonly (readonly string[])[] = [
  ['muhammad', 'mohammed', 'mohammad', 'mohamed', 'mohamad', 'muhammed', 'mohamud', 'mohd', 'muhamad', 'mahomed'],
  ['ahmad', 'ahmed', 'ahmet'],
  ['hussein', 'husein', 'hussain', 'husain', 'husayn', 'hossein', 'hosein'],
  ['hassan', 'hasan'],
  ['osama', 'usama', 'usamah'],
  ['yusuf', 'yousef', 'yousuf', 'youssef', 'yusef'],
  ['abdul', 'abdel', 'abdal'],
  ['aleksandr', 'alexander', 'aleksander', 'alexandr', 'oleksandr', 'alexandre', 'aliaksandr', 'alyaksandr'],
  ['aleksei', 'alexei', 'alexey', 'aleksey', 'oleksii', 'oleksiy'],
  ['yuri', 'yury', 'yuriy', 'yurii', 'iurii', 'iuri', 'yurij', 'jurij'],
  ['sergei', 'sergey', 'serguei', 'serhii', 'serhiy', 'sergej'],
  ['yevgeny', 'evgeny', 'evgeniy', 'yevgeniy', 'evgenii', 'yevgenii', 'evgenij', 'yevhen'],
  ['dmitry', 'dmitri', 'dmitriy', 'dmitrii', 'dmytro'],
  ['andrei', 'andrey', 'andrii', 'andriy'],
  ['nikolai', 'nikolay', 'mykola'],
  ['mikhail', 'mihail', 'mykhailo'],
  ['vladimir', 'volodymyr', 'wladimir'],
  ['arkady', 'arkadiy', 'arkadii'],
  ['anatoly', 'anatoliy', 'anatolii'],
  ['vitaly', 'vitaliy', 'vitalii'],
  ['gennady', 'gennadiy', 'gennadii'],
  ['natalia', 'natalya', 'nataliya'],
  ['tatiana', 'tatyana', 'tetiana'],
  ['yulia', 'yuliya', 'iuliia', 'julia'],
];

const CANONICAL_SPELLING: ReadonlyMap<string, string> = new Map(TRANSLITERATION_GROUPS.flatMap((group) => group.map((word) => [word, group[0]!] as const)));

/**
 * One spelling for the variants of a word: the table above, then two rules that hold for Russian surnames and names
 * alike: ye after a vowel is also written e (Karayev = Karaev, Sergeyev = Sergeev), a final -off/-eff is the French and
 * German spelling of -ov/-ev (Smirnoff = Smirnov), and an initial iu/ia is the ICAO passport spelling of yu/ya (Iurii = Yurii).
 */
export function canonicalSpelling(word: string): string {
  const listed = CANONICAL_SPELLING.get(word);
  if (listed) return listed;
  const spelled = word
    .replace(/(?<=[aeiou])ye/g, 'e')
    .replace(/(?<=\p{L}{2})off$/u, 'ov')
    .replace(/(?<=\p{L}{2})eff$/u, 'ev')
    .replace(/^iu/, 'yu')
    .replace(/^ia/, 'ya');
  return CANONICAL_SPELLING.get(spelled) ?? spelled;
}

/**
 * Words of a company name that say only its legal form, in English and in the transliterated forms the list uses
 * (Russian OOO, AO, PAO; Gulf FZE, FZCO; European GmbH, SA, ...). Stripped before comparing company names.
 */
const LEGAL_FORM_WORDS = new Set([
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'plc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'liability',
  'joint',
  'stock',
  'public',
  'private',
  'closed',
  'open',
  'ooo',
  'oao',
  'zao',
  'ao',
  'pao',
  'jsc',
  'pjsc',
  'ojsc',
  'cjsc',
  'fze',
  'fzco',
  'fzc',
  'fz',
  'gmbh',
  'ag',
  'sa',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'as',
  'ab',
  'oy',
  'pte',
  'pty',
  'sdn',
  'bhd',
  'the',
]);

/**
 * Shortened words of company names read in full, so that 'Sci and Tech Co' is 'Science and Technology Company'. Only
 * abbreviations with one reading in a company name; '&' is already 'and' (normaliseName).
 */
const COMPANY_ABBREVIATIONS: Readonly<Record<string, string>> = {
  co: 'company',
  corp: 'corporation',
  ltd: 'limited',
  inc: 'incorporated',
  sci: 'science',
  tech: 'technology',
  intl: 'international',
  natl: 'national',
  mfg: 'manufacturing',
  eng: 'engineering',
  grp: 'group',
  hldgs: 'holdings',
  bros: 'brothers',
};

interface Word {
  /** As normalised. */
  readonly text: string;
  readonly canonical: string;
}

const wordsOf = (normalised: string): Word[] =>
  normalised
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, canonical: canonicalSpelling(text) }));

/**
 * The ways to read a name as words: as written, and with the parts of hyphenated or spaced particles joined
 * (Al-Aouadi = Alaouadi, Abdul Rahman = Abdulrahman), since lists and passports split them differently.
 */
function readingsOf(name: string): Word[][] {
  const asWritten = wordsOf(normaliseName(name));
  const joined = wordsOf(normaliseName(name.replace(/(?<=\p{L})[-‐‑](?=\p{L})/gu, '')));
  const particlesJoined = wordsOf(normaliseName(name).replace(/\b(al|el|abd|abdul|abu|bin|ben|ibn) (?=\p{L})/gu, '$1'));
  const readings = [asWritten, joined, particlesJoined];
  const seen = new Set<string>();
  return readings.filter((words) => {
    const key = words.map((word) => word.canonical).join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return words.length > 0;
  });
}

/**
 * The similarity pass's test of two words, tuned on the table of true and false positives in sanctions-names.test.ts:
 * - Jaro–Winkler at least 0.9: a one-letter typo or transliteration in a name of four letters or more scores about
 *   0.92 and up (Vladamir/Vladimir 0.92, Putn/Putin 0.95, Lukashenko/Lukashenka 0.96), while different names that share
 *   their first letters stay below (Vladislav/Vladimir 0.84, Pushkin/Putin 0.83). A higher threshold would lose
 *   Vladamir; a lower one lets in names that share only a beginning.
 * - and at most one typo for every four letters of the shorter word: Jaro–Winkler rewards a shared beginning, so a name
 *   that merely begins like a listed one can score as high as a typo (Putilin/Putin 0.94 with two letters added,
 *   Lukas/Lukashenka 0.90 with five); the typo budget rules those out, while a name of eight letters or more may carry
 *   two variations.
 * - words of four letters or more only: a short word one letter from another is usually another name, and initials are
 *   matched by the exact pass.
 * A name is raised only when every word of the shorter name pairs this way or exactly (matchIndividualWords), so a shared
 * first name alone never raises one (Vladimir Smith).
 */
export const NEAR_SPELLING_MIN_SIMILARITY = 0.9;
const LETTERS_PER_TYPO = 4;
const NEAR_SPELLING_MIN_LENGTH = 4;

function nearSpelling(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < NEAR_SPELLING_MIN_LENGTH) return false;
  if (jaroWinkler(a, b) < NEAR_SPELLING_MIN_SIMILARITY) return false;
  return typoDistance(a, b) <= Math.floor(shorter / LETTERS_PER_TYPO);
}

type WordMatch = 'same' | 'spelling' | 'initial' | 'near';

function wordMatch(a: Word, b: Word, { near = false } = {}): WordMatch | undefined {
  if (a.text === b.text) return 'same';
  if (a.canonical === b.canonical) return 'spelling';
  const [short, long] = a.text.length <= b.text.length ? [a, b] : [b, a];
  if (short.text.length === 1 && long.text.length > 1 && long.text.startsWith(short.text)) return 'initial';
  if (near && (nearSpelling(a.canonical, b.canonical) || nearSpelling(a.text, b.text))) return 'near';
  return undefined;
}

interface NameMatch {
  readonly initials: boolean;
  readonly spelling: boolean;
  readonly wordOrder: boolean;
  /** The listed name has words the screened name does not give (middle names, patronymics), or the other way round. */
  readonly partial: boolean;
  /** Companies only: a legal form (Ltd, OOO, ...) was set aside on either side. */
  readonly legalForm?: boolean;
  /** The similarity pass only: the screened words that resemble listed ones, each with the listed word. */
  readonly nearSpellings?: readonly (readonly [screened: string, listed: string])[];
}

/**
 * Whether two individuals' names can be the same person's: every word of the shorter name pairs with a different word
 * of the longer one (in any order), by its spelling or as an initial, and at least two words pair, one of them in full;
 * when the listed name is the longer, its surname is among them.
 */
function matchIndividualWords(screened: readonly Word[], listed: readonly Word[], { near = false } = {}): NameMatch | undefined {
  const listedIsLonger = listed.length > screened.length;
  const [shorter, longer] = listedIsLonger ? [screened, listed] : [listed, screened];
  if (shorter.length < 2) return undefined;
  const used = new Set<number>();
  // Full words pair first, so that an initial never takes the word a full name needed.
  const order = [...shorter.keys()].sort((a, b) => Number(shorter[a]!.text.length === 1) - Number(shorter[b]!.text.length === 1));
  const pairedAt = new Map<number, { at: number; kind: WordMatch; similarity: number }>();
  for (const index of order) {
    const word = shorter[index]!;
    let found: { at: number; kind: WordMatch; similarity: number } | undefined;
    for (const [at, candidate] of longer.entries()) {
      if (used.has(at)) continue;
      const kind = wordMatch(word, candidate, { near });
      if (!kind) continue;
      const similarity = kind === 'near' ? jaroWinkler(word.canonical, candidate.canonical) : 1;
      if (!found || rank(kind) < rank(found.kind) || (kind === found.kind && similarity > found.similarity)) found = { at, kind, similarity };
      if (found.kind === 'same') break;
    }
    if (!found) return undefined;
    used.add(found.at);
    pairedAt.set(index, found);
  }
  const pairs = [...shorter.keys()].map((index) => pairedAt.get(index)!);
  if (!pairs.some((pair) => pair.kind !== 'initial')) return undefined;
  // The list writes the surname last (Name6): a screened name may leave out middle names and patronymics, not that.
  if (listedIsLonger && !used.has(longer.length - 1)) return undefined;
  const positions = pairs.map((pair) => pair.at);
  const inOrder = positions.every((at, i) => i === 0 || at > positions[i - 1]!);
  const nearSpellings = [...shorter.keys()]
    .filter((index) => pairedAt.get(index)!.kind === 'near')
    .map((index) => {
      const [own, other] = [shorter[index]!.text, longer[pairedAt.get(index)!.at]!.text];
      return listedIsLonger ? ([own, other] as const) : ([other, own] as const);
    });
  return {
    initials: pairs.some((pair) => pair.kind === 'initial'),
    spelling: pairs.some((pair) => pair.kind === 'spelling'),
    wordOrder: !inOrder,
    partial: shorter.length !== longer.length,
    ...(nearSpellings.length > 0 ? { nearSpellings } : {}),
  };
}

const rank = (kind: WordMatch) => ({ same: 0, spelling: 1, initial: 2, near: 3 })[kind];

/** A company's name as canonical words, abbreviations read in full, in order of appearance. */
const companyNameWords = (name: string): string[] => wordsOf(normaliseName(name)).map((word) => COMPANY_ABBREVIATIONS[word.canonical] ?? word.canonical);

/** A company's name without its legal form and without 'and' (Science Technology = Science and Technology). */
const companyWords = (name: string): string[] => companyNameWords(name).filter((word) => !LEGAL_FORM_WORDS.has(word) && word !== 'and');

const hasLegalForm = (name: string) => companyNameWords(name).some((word) => LEGAL_FORM_WORDS.has(word));

/**
 * Companies match when their names are the same words, in any order, once the legal form is set aside; in the
 * similarity pass a word may also be a near spelling of its pair (nearSpelling), but never missing.
 */
function matchCompanyNames(screened: string, listed: string, { near = false } = {}): NameMatch | undefined {
  const a = companyWords(screened);
  const b = companyWords(listed);
  if (a.length === 0 || a.length !== b.length) return undefined;
  const used = new Set<number>();
  const pairedAt: number[] = [];
  const nearSpellings: [string, string][] = [];
  // Exact words pair first, so that a near spelling never takes the word an exact one needed.
  const exactFirst = [...a.keys()].sort((i, j) => Number(!b.includes(a[i]!)) - Number(!b.includes(a[j]!)));
  for (const index of exactFirst) {
    const word = a[index]!;
    let at = b.findIndex((other, k) => !used.has(k) && other === word);
    if (at < 0 && near) {
      const candidates = [...b.keys()].filter((k) => !used.has(k) && nearSpelling(word, b[k]!));
      at = candidates.sort((k, l) => jaroWinkler(word, b[l]!) - jaroWinkler(word, b[k]!))[0] ?? -1;
      if (at >= 0) nearSpellings.push([word, b[at]!]);
    }
    if (at < 0) return undefined;
    used.add(at);
    pairedAt[index] = at;
  }
  return {
    initials: false,
    spelling: false,
    wordOrder: pairedAt.some((at, i) => i > 0 && at < pairedAt[i - 1]!),
    partial: false,
    legalForm: hasLegalForm(screened) || hasLegalForm(listed),
    ...(nearSpellings.length > 0 ? { nearSpellings } : {}),
  };
}

const hasAccents = (name: string) => withoutAccents(name) !== name;

/**
 * Whether a listed date of birth (YYYY-MM-DD, YYYY-MM or YYYY) can be the screened person's: the same day, or the
 * same month or year where the list knows no more.
 */
const dateFits = (listed: string, dateOfBirth: string) => dateOfBirth.startsWith(listed);

/** A date of birth rules an individual out only when the list gives dates and none of them fits. */
export function ruledOutByDateOfBirth(dateOfBirth: string | undefined, listed: readonly string[]): boolean {
  if (!dateOfBirth || listed.length === 0) return false;
  return !listed.some((date) => dateFits(date, dateOfBirth));
}

function describeMatch(match: NameMatch, nameIndex: number, listedName: string, screenedName: string, entry: SanctionsEntry, person: PersonToScreen): string {
  const near = match.nearSpellings ?? [];
  const how = [
    ...(hasAccents(listedName) || hasAccents(screenedName) ? ['accents'] : []),
    ...(match.wordOrder ? ['word order'] : []),
    ...(match.initials ? ['initials'] : []),
    ...(match.spelling ? ['transliteration'] : []),
    ...(match.partial ? ['some names not given'] : []),
    ...(match.legalForm ? ['legal form set aside'] : []),
    ...(near.length > 0 ? [`similar spelling: ${near.map(([own, listed]) => `"${own}" like "${listed}"`).join(' and ')}`] : []),
  ];
  const lowQuality = entry.lowQualityAliases?.includes(listedName) ?? false;
  const which = nameIndex === 0 ? `the listed name "${listedName}"` : `${lowQuality ? 'low-quality alias' : 'alias'} "${listedName}"`;
  const sentence = `Name ${near.length > 0 ? 'resembles' : 'matches'} ${which}${how.length > 0 ? ` (${how.join(', ')})` : ''}`;
  if (person.kind === 'entity') return `${sentence}.`;
  const dates = entry.datesOfBirth;
  if (dates.length === 0) return `${sentence}; the list gives no date of birth.`;
  if (!person.dateOfBirth) return `${sentence}; no date of birth to compare with the listed ${dates.join(', ')}.`;
  return `${sentence}; date of birth not ruled out (listed: ${dates.join(', ')}).`;
}

/**
 * The entry's first name (primary, then its variations and aliases) that the screened name matches, and how: first as
 * written (every name), then, only when none does, by similar spelling. A low-quality alias takes no part in the
 * similarity pass: it is generic enough to match many people as written already, and is there to confirm a match that
 * other details raise (as OFAC's guidance on weak aliases, FAQ 122, and the UN list's 'Low quality a.k.a' put it).
 */
function firstMatchingName(person: PersonToScreen, entry: SanctionsEntry): { index: number; match: NameMatch } | undefined {
  const screenedReadings = person.kind === 'individual' ? readingsOf(person.name) : [];
  const lowQuality = new Set(entry.lowQualityAliases ?? []);
  for (const near of [false, true])
    for (const [index, listedName] of entry.names.entries()) {
      if (near && lowQuality.has(listedName)) continue;
      if (person.kind === 'entity') {
        const match = matchCompanyNames(person.name, listedName, { near });
        if (match) return { index, match };
        continue;
      }
      for (const screened of screenedReadings)
        for (const listed of readingsOf(listedName)) {
          const match = matchIndividualWords(screened, listed, { near });
          if (match) return { index, match };
        }
    }
  return undefined;
}

/**
 * The entries a person or company may be: individuals against individuals, companies against entities (ships are
 * never buyers). An individual whose date of birth fits none of an entry's listed dates is ruled out.
 */
export function screenAgainst(person: PersonToScreen, entries: readonly SanctionsEntry[]): PossibleMatch[] {
  const matches: PossibleMatch[] = [];
  for (const entry of entries) {
    if (entry.kind !== person.kind) continue;
    if (person.kind === 'individual' && ruledOutByDateOfBirth(person.dateOfBirth, entry.datesOfBirth)) continue;
    const found = firstMatchingName(person, entry);
    if (!found) continue;
    matches.push({
      listEntryId: entry.id,
      listedName: entry.names[0] ?? entry.id,
      regime: entry.regime,
      reason: describeMatch(found.match, found.index, entry.names[found.index]!, person.name, entry, person),
    });
  }
  return matches;
}

/**
 * The UK Sanctions List in the XML layout the FCDO publishes (https://www.gov.uk/government/publications/the-uk-sanctions-list,
 * the file UK-Sanctions-List.xml): a `Designations` element holding one `Designation` per designated person, entity or
 * ship under a regime made under the Sanctions and Anti-Money Laundering Act 2018. Read here into what screening needs
 * (sanctions-names.ts); the rest of each designation (addresses, statements of reasons, ...) stays in the stored file.
 *
 * The elements read:
 *   Designation/UniqueID                          the list's own id (one person listed under two regimes has two)
 *   Designation/IndividualEntityShip              Individual | Entity | Ship
 *   Designation/RegimeName
 *   Designation/Names/Name/{Name1..Name6, NameType, AliasStrength}
 *                                                  Name6 is the surname (or a whole entity name);
 *                                                  NameType is Primary Name, Primary name variation or Alias (spelled
 *                                                  in varying case on the list); AliasStrength, on aliases, is
 *                                                  'Good quality a.k.a' or 'Low quality a.k.a'
 *   Designation/NonLatinNames/NonLatinName/NameNonLatinScript
 *   Designation/IndividualDetails/Individual/DOBs/DOB      dd/mm/yyyy, with 'dd' or 'mm' where the day or month is unknown
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { SanctionsEntry } from './sanctions-names';

/** An XML element of the list: its name, its child elements and its own text. */
interface XmlElement {
  readonly name: string;
  readonly children: XmlElement[];
  readonly text: string;
}

/**
 * The list's elements in document order, with their text as written: no attribute the list uses matters, no value is
 * read as a number (a UniqueID stays the string it is), and CDATA is text. Numeric character references (&#233;) are
 * decoded only with `htmlEntities`, which adds HTML's named entities to XML's five.
 */
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** One node of fast-xml-parser's ordered output: { [element name]: its nodes } or { '#text': its text }. */
type OrderedNode = Record<string, unknown>;

function toElement(name: string, nodes: readonly OrderedNode[]): XmlElement {
  const children: XmlElement[] = [];
  let text = '';
  for (const node of nodes)
    for (const [key, value] of Object.entries(node)) {
      if (key === '#text') text += String(value);
      else if (key !== ':@') children.push(toElement(key, value as OrderedNode[]));
    }
  return { name, children, text };
}

/** The list's XML as a tree of elements, read by fast-xml-parser; a file that is not well-formed XML is refused. */
export function readXml(xml: string): XmlElement {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`The sanctions list is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  return toElement('#document', parser.parse(xml) as OrderedNode[]);
}

const childrenNamed = (element: XmlElement | undefined, name: string) => element?.children.filter((child) => child.name === name) ?? [];
const child = (element: XmlElement | undefined, name: string) => element?.children.find((c) => c.name === name);
const textOf = (element: XmlElement | undefined) => element?.text.replace(/\s+/g, ' ').trim() ?? '';
/** The elements at a path of child names below `element`. */
const descendants = (element: XmlElement, path: readonly string[]): XmlElement[] =>
  path.reduce<XmlElement[]>((level, name) => level.flatMap((e) => childrenNamed(e, name)), [element]);

const KINDS: Readonly<Record<string, SanctionsEntry['kind']>> = { individual: 'individual', entity: 'entity', ship: 'ship' };

/** Primary name first, then its spelling variations, then aliases (the list's NameType, in any case). */
const nameTypeOrder = (nameType: string) => {
  const type = nameType.toLowerCase();
  if (type === 'primary name') return 0;
  if (type.startsWith('primary name variation')) return 1;
  return 2;
};

const fullName = (name: XmlElement) =>
  ['Name1', 'Name2', 'Name3', 'Name4', 'Name5', 'Name6', 'Name']
    .map((part) => textOf(child(name, part)))
    .filter(Boolean)
    .join(' ');

/**
 * A listed date of birth as YYYY-MM-DD, YYYY-MM or YYYY: 'dd/mm/1945' is the year 1945 only, 'dd/10/1952' October
 * 1952. Anything else is not a date the list gives and is left out.
 */
export function listedDateOfBirth(text: string): string | undefined {
  const match = /^(\d{2}|dd)\/(\d{2}|mm)\/(\d{4})$/i.exec(text.trim());
  if (!match) return undefined;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const knownMonth = /^\d+$/.test(month) && Number(month) >= 1 && Number(month) <= 12;
  const knownDay = /^\d+$/.test(day) && Number(day) >= 1 && Number(day) <= 31;
  if (!knownMonth) return year;
  return knownDay ? `${year}-${month}-${day}` : `${year}-${month}`;
}

function entryOf(designation: XmlElement): SanctionsEntry | undefined {
  const id = textOf(child(designation, 'UniqueID'));
  const kind = KINDS[textOf(child(designation, 'IndividualEntityShip')).toLowerCase()];
  if (!id || !kind) return undefined;
  const listedNames = descendants(designation, ['Names', 'Name'])
    .map((name, index) => ({
      text: fullName(name),
      order: nameTypeOrder(textOf(child(name, 'NameType'))),
      lowQuality: textOf(child(name, 'AliasStrength')).toLowerCase().startsWith('low quality'),
      index,
    }))
    .filter((name) => name.text)
    .sort((a, b) => a.order - b.order || a.index - b.index);
  const names = listedNames.map((name) => name.text);
  // A name the list gives both as a good and a low-quality alias counts as good.
  const lowQualityAliases = [...new Set(listedNames.filter((name) => name.lowQuality && name.order === 2).map((name) => name.text))].filter(
    (text) => !listedNames.some((name) => name.text === text && !name.lowQuality),
  );
  const nonLatin = descendants(designation, ['NonLatinNames', 'NonLatinName', 'NameNonLatinScript']).map(textOf).filter(Boolean);
  const datesOfBirth = descendants(designation, ['IndividualDetails', 'Individual', 'DOBs', 'DOB'])
    .map((dob) => listedDateOfBirth(textOf(dob)))
    .filter((date): date is string => date !== undefined);
  return {
    id,
    kind,
    names: [...new Set([...names, ...nonLatin])],
    ...(lowQualityAliases.length > 0 ? { lowQualityAliases } : {}),
    datesOfBirth: [...new Set(datesOfBirth)],
    regime: textOf(child(designation, 'RegimeName')),
  };
}

/**
 * Every designation of a published UK Sanctions List file with an id, a kind and at least one name. A file that is not
 * the list (no Designations element: an error page, another list) is refused rather than read as an empty list.
 */
export function parseUkSanctionsList(xml: string): SanctionsEntry[] {
  const designations = child(readXml(xml), 'Designations');
  if (!designations) throw new Error('This is not the UK Sanctions List: it has no Designations element');
  return childrenNamed(designations, 'Designation')
    .map(entryOf)
    .filter((entry): entry is SanctionsEntry => entry !== undefined && entry.names.length > 0);
}

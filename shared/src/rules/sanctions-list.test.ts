import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listedDateOfBirth, parseUkSanctionsList, readXml } from './sanctions-list';
import { screenAgainst } from './sanctions-names';

const extract = readFileSync(new URL('../../../infra/local/seed/sanctions/UK-Sanctions-List.xml', import.meta.url), 'utf8');

describe('parseUkSanctionsList over the committed extract', () => {
  const entries = parseUkSanctionsList(extract);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  it('reads every designation, individuals, entities and ships', () => {
    expect(entries).toHaveLength(15);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries.filter((entry) => entry.kind === 'individual').length).toBeGreaterThanOrEqual(10);
    expect(entries.filter((entry) => entry.kind === 'entity').map((entry) => entry.id)).toEqual(['CYB0044', 'AQD0011', 'AFG0001', 'SYR0306']);
    expect(byId.get('DPR0075')).toMatchObject({ kind: 'ship', names: ['Petrel 8'] });
  });

  it('joins Name1 to Name6 into the primary name, then aliases, then names in other scripts', () => {
    expect(byId.get('RUS0251')).toEqual({
      id: 'RUS0251',
      kind: 'individual',
      names: ['Vladimir Vladimirovich PUTIN'],
      datesOfBirth: ['1952-10-07'],
      regime: 'The Russia (Sanctions) (EU Exit) Regulations 2019',
    });
    expect(byId.get('SSU0003')!.names).toEqual(['JAMES KOANG CHUOL', 'James Koang Chol Ranley', 'James Koang Chol', 'Koang Chuol Ranley', 'James Koang Chual']);
    expect(byId.get('AFG0001')!.names).toEqual([
      'HAJI KHAIRULLAH HAJI SATTAR MONEY EXCHANGE',
      'Haji Alim Hawala',
      'Haji Hakim Hawala',
      'حاجی خيرالله و حاجی ستار صرافی',
    ]);
  });

  it('decodes character entities', () => {
    expect(byId.get('AQD0011')!.names).toEqual(['AL-HARAMAIN & AL MASJED AL-AQSA']);
  });

  it('keeps dates of birth known only to the year as the year, each of several', () => {
    expect(byId.get('AFG0006')!.datesOfBirth).toEqual(['1945', '1946']);
    expect(byId.get('SSU0003')!.datesOfBirth).toEqual(['1961']);
    expect(byId.get('BEL0005')!.datesOfBirth).toEqual([]);
  });

  it('gives the matcher what it needs to find a listed person by a variant spelling', () => {
    const matches = screenAgainst({ name: 'Alexander Lukashenka', dateOfBirth: '1954-08-30', kind: 'individual' }, entries);
    expect(matches.map((match) => match.listEntryId).sort()).toEqual(['BEL0045', 'GHR0050']);
  });
});

describe('parseUkSanctionsList refusals', () => {
  it('refuses a file that is not the list rather than read it as empty', () => {
    expect(() => parseUkSanctionsList('<html><body>Service unavailable</body></html>')).toThrow(/not the UK Sanctions List/);
    expect(() => parseUkSanctionsList('<Designations><Designation></Designations>')).toThrow(/not well-formed/);
  });

  it('leaves out a designation without an id or a name', () => {
    const xml = `<Designations>
      <Designation><IndividualEntityShip>Entity</IndividualEntityShip><Names><Name><Name6>NO ID</Name6></Name></Names></Designation>
      <Designation><UniqueID>X1</UniqueID><IndividualEntityShip>Entity</IndividualEntityShip></Designation>
      <Designation><UniqueID>X2</UniqueID><IndividualEntityShip>Entity</IndividualEntityShip><Names><Name><Name6>KEPT</Name6><NameType>Primary Name</NameType></Name></Names></Designation>
    </Designations>`;
    expect(parseUkSanctionsList(xml).map((entry) => entry.id)).toEqual(['X2']);
  });

  it('keeps which aliases the list marks low quality (AliasStrength), and says nothing when none are', () => {
    const xml = `<Designations><Designation><UniqueID>X3</UniqueID><IndividualEntityShip>Individual</IndividualEntityShip><Names>
      <Name><Name1>Abdul Karim</Name1><Name6>MANSOUR</Name6><NameType>Primary Name</NameType></Name>
      <Name><Name1>Abdul</Name1><Name6>Mansur</Name6><NameType>Alias</NameType><AliasStrength>Good quality a.k.a</AliasStrength></Name>
      <Name><Name1>Karim</Name1><Name6>the Tall</Name6><NameType>Alias</NameType><AliasStrength>Low quality a.k.a</AliasStrength></Name>
    </Names></Designation></Designations>`;
    const [entry] = parseUkSanctionsList(xml);
    expect(entry!.names).toEqual(['Abdul Karim MANSOUR', 'Abdul Mansur', 'Karim the Tall']);
    expect(entry!.lowQualityAliases).toEqual(['Karim the Tall']);
    expect(parseUkSanctionsList(extract).some((listed) => 'lowQualityAliases' in listed)).toBe(false);
  });
});

describe('listedDateOfBirth', () => {
  it('reads full, month-and-year and year-only dates, and nothing else', () => {
    expect(listedDateOfBirth('07/10/1952')).toBe('1952-10-07');
    expect(listedDateOfBirth('dd/10/1952')).toBe('1952-10');
    expect(listedDateOfBirth('dd/mm/1945')).toBe('1945');
    expect(listedDateOfBirth('Approximately 1958')).toBeUndefined();
  });
});

describe('readXml', () => {
  it('reads CDATA and numeric character references', () => {
    const root = readXml('<a><b><![CDATA[x < y]]></b><c>&#233;&#xE9;</c></a>');
    expect(root.children[0]!.children.map((child) => child.text)).toEqual(['x < y', 'éé']);
  });

  it("reads an element whose attribute holds '>' whole, not cut at that '>'", () => {
    const root = readXml('<a><b note="x > y">text</b><c/></a>');
    expect(root.children[0]!.children.map((child) => [child.name, child.text])).toEqual([
      ['b', 'text'],
      ['c', ''],
    ]);
  });
});

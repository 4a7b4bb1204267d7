/**
 * High-risk third countries for customer due diligence. The Money Laundering Regulations 2017 require enhanced due
 * diligence, and a senior manager's approval, for a business relationship with a person established in a high-risk
 * third country (reg. 33(1)(b), 33(3) and 35 for senior approval). The UK's own list is Schedule 3ZA to those
 * Regulations, which the Treasury amends to follow the FATF's two public statements after each plenary: the
 * 'High-Risk Jurisdictions subject to a Call for Action' (the black list) and the 'Jurisdictions under Increased
 * Monitoring' (the grey list). A country on either is treated as high-risk here.
 *
 * The lists are data, as the tax tables are (docs/architecture.md section 12): each plenary's lists with the date they were
 * published and their source. A plenary is one new table and its test; countries are ISO 3166-1 alpha-2 codes.
 */

export interface FatfLists {
  /** The date the FATF published the plenary's statements (ISO date); the lists apply from then. */
  readonly publishedOn: string;
  readonly source: string;
  /** High-Risk Jurisdictions subject to a Call for Action. */
  readonly callForAction: Readonly<Record<string, string>>;
  /** Jurisdictions under Increased Monitoring. */
  readonly increasedMonitoring: Readonly<Record<string, string>>;
}

const FATF_PAGE = 'https://www.fatf-gafi.org/en/countries/black-and-grey-lists.html';

/** Unchanged at each plenary below. */
const CALL_FOR_ACTION = { KP: "Democratic People's Republic of Korea", IR: 'Iran', MM: 'Myanmar' } as const;

const GREY_OCTOBER_2025 = {
  DZ: 'Algeria',
  AO: 'Angola',
  BO: 'Bolivia',
  BG: 'Bulgaria',
  CM: 'Cameroon',
  CI: "Côte d'Ivoire",
  CD: 'Democratic Republic of the Congo',
  HT: 'Haiti',
  KE: 'Kenya',
  LA: 'Lao PDR',
  LB: 'Lebanon',
  MC: 'Monaco',
  NA: 'Namibia',
  NP: 'Nepal',
  SS: 'South Sudan',
  SY: 'Syria',
  VE: 'Venezuela',
  VN: 'Vietnam',
  VG: 'Virgin Islands (UK)',
  YE: 'Yemen',
} as const;

const GREY_FEBRUARY_2026 = { ...GREY_OCTOBER_2025, KW: 'Kuwait', PG: 'Papua New Guinea' } as const;

const { DZ: _algeria, NA: _namibia, ...GREY_FEBRUARY_2026_STAYING } = GREY_FEBRUARY_2026;

/** Newest first. */
export const fatfLists: readonly FatfLists[] = [
  {
    publishedOn: '2026-06-19',
    source: `${FATF_PAGE} (FATF plenary of June 2026: Bosnia and Herzegovina and Iraq added to increased monitoring, Algeria and Namibia removed; black list unchanged)`,
    callForAction: CALL_FOR_ACTION,
    increasedMonitoring: { ...GREY_FEBRUARY_2026_STAYING, BA: 'Bosnia and Herzegovina', IQ: 'Iraq' },
  },
  {
    publishedOn: '2026-02-13',
    source: `${FATF_PAGE} (FATF plenary of 11-13 February 2026: Kuwait and Papua New Guinea added to increased monitoring; black list unchanged)`,
    callForAction: CALL_FOR_ACTION,
    increasedMonitoring: GREY_FEBRUARY_2026,
  },
  {
    publishedOn: '2025-10-24',
    source: `${FATF_PAGE} (FATF plenary of 22-24 October 2025: Burkina Faso, Mozambique, Nigeria and South Africa removed from increased monitoring)`,
    callForAction: CALL_FOR_ACTION,
    increasedMonitoring: GREY_OCTOBER_2025,
  },
];

/** The lists in force on a date: the newest published on or before it (the oldest table for an earlier date). */
export function fatfListsOn(on: Date = new Date()): FatfLists {
  const day = on.toISOString().slice(0, 10);
  return fatfLists.find((lists) => lists.publishedOn <= day) ?? fatfLists[fatfLists.length - 1]!;
}

/** Whether a country (ISO 3166-1 alpha-2, any case) is a high-risk third country on a date: on either FATF list. */
export function isHighRiskThirdCountry(countryCode: string, on?: Date): boolean {
  const code = countryCode.trim().toUpperCase();
  const lists = fatfListsOn(on);
  return code in lists.callForAction || code in lists.increasedMonitoring;
}

/**
 * PLACEHOLDER, replaced at merge by the sanctions module's dated FATF lists (same file, same signature).
 *
 * High-risk third countries (Money Laundering Regulations 2017 reg. 33(1)(b) and Schedule 3ZA): a minimal dated
 * list, the FATF's 'High-Risk Jurisdictions subject to a Call for Action' only.
 */
interface HighRiskList {
  readonly effectiveFrom: string;
  readonly source: string;
  readonly countries: readonly string[];
}

const lists: readonly HighRiskList[] = [
  {
    effectiveFrom: '2025-10-24',
    source: 'https://www.fatf-gafi.org/en/publications/High-risk-and-other-monitored-jurisdictions/Call-for-action-october-2025.html',
    countries: ['KP', 'IR', 'MM'],
  },
];

/** Whether the country (ISO 3166-1 alpha-2) is a high-risk third country on the date. */
export function isHighRiskThirdCountry(countryCode: string, on: Date = new Date()): boolean {
  const day = on.toISOString().slice(0, 10);
  const list = [...lists].reverse().find((l) => l.effectiveFrom <= day);
  return Boolean(list?.countries.includes(countryCode.trim().toUpperCase()));
}

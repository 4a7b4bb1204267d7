/**
 * The firm's registrations, shown in the footer of every page and on every PDF the portal makes:
 * - the Companies Act 2006 and the Company, Limited Liability Partnership and Business (Names and Trading
 *   Disclosures) Regulations 2015 (regs. 24-25): a company's website shows its registered name, number and
 *   registered office;
 * - the Consumers, Estate Agents and Redress Act 2007: an estate agent belongs to an approved redress scheme;
 * - the Money Laundering Regulations 2017: estate agency businesses are supervised by HMRC, whose registration
 *   number investors and lenders ask for;
 * - the Data Protection (Charges and Information) Regulations 2018: a controller pays the ICO's fee and is registered.
 * Deployment settings (CDK context `-c firmCompanyName=...` and the rest, see infra/lib/settings.ts; locally
 * infra/local/seed/firm.ts), carried to the SPA in config.json and to the deal pack function in its environment.
 * Without zod: the SPA's start-up check reads it too.
 */
export interface FirmRegistrations {
  /** The name the firm trades under, when not its company name. */
  tradingName: string;
  /** The company's name as registered at Companies House. */
  companyName: string;
  companyNumber: string;
  registeredOffice: string;
  /** HMRC's anti-money-laundering supervision (registration) number. */
  amlSupervisionNumber: string;
  redressScheme: RedressScheme;
  redressMembershipNumber: string;
  icoRegistrationNumber: string;
  /**
   * The firm's VAT registration number, present only when it is VAT registered (the 'VAT registered' setting): only a
   * registered (taxable) person charges VAT (Value Added Tax Act 1994 ss. 3-4), and a VAT invoice shows the number
   * (HMRC VAT Notice 700, section 16). Absent, no VAT is charged or shown anywhere.
   */
  vatNumber?: string;
}

/** HMRC's VAT registration numbers: GB and 9 digits, or GB and 12 digits for a branch trader. */
const isVatNumber = (value: unknown): value is string => typeof value === 'string' && /^GB(\d{9}|\d{12})$/.test(value);

/** Whether the firm charges VAT: only with the 'VAT registered' setting and its number. */
export const isVatRegistered = (firm: Pick<FirmRegistrations, 'vatNumber'> | undefined): boolean => isVatNumber(firm?.vatNumber);

/** The redress schemes approved for estate agents (Consumers, Estate Agents and Redress Act 2007, s. 83). */
export const redressSchemes = ['The Property Ombudsman', 'Property Redress Scheme'] as const;
export type RedressScheme = (typeof redressSchemes)[number];

type Check = (value: string) => boolean;
const text: Check = (value) => value.length > 0 && value.length <= 200 && value === value.trim();

/** Each registration, the CDK context key it comes from, and what a valid value looks like. */
export const firmRegistrationFields: readonly { key: keyof FirmRegistrations; context: string; check: Check; expected: string }[] = [
  { key: 'tradingName', context: 'firmTradingName', check: text, expected: 'a name' },
  { key: 'companyName', context: 'firmCompanyName', check: text, expected: 'the name registered at Companies House' },
  {
    key: 'companyNumber',
    context: 'firmCompanyNumber',
    // Companies House numbers: eight characters, digits or a two-letter prefix (SC, NI, OC...) and six digits.
    check: (value) => /^(\d{8}|[A-Z]{2}\d{6})$/.test(value),
    expected: 'eight digits, or two capital letters and six digits (such as 01234567 or SC123456)',
  },
  { key: 'registeredOffice', context: 'firmRegisteredOffice', check: text, expected: 'the registered office address' },
  {
    key: 'amlSupervisionNumber',
    context: 'firmAmlSupervisionNumber',
    // HMRC's money laundering registration numbers: four capital letters and eleven digits (such as XBML00000123456).
    check: (value) => /^[A-Z]{4}\d{11}$/.test(value),
    expected: "four capital letters and eleven digits, as on HMRC's registration (such as XBML00000123456)",
  },
  {
    key: 'redressScheme',
    context: 'firmRedressScheme',
    check: (value) => (redressSchemes as readonly string[]).includes(value),
    expected: redressSchemes.map((name) => `'${name}'`).join(' or '),
  },
  { key: 'redressMembershipNumber', context: 'firmRedressMembershipNumber', check: text, expected: 'the membership number' },
  {
    key: 'icoRegistrationNumber',
    context: 'firmIcoRegistrationNumber',
    // The ICO's register of fee payers: Z and seven characters (such as Z1234567 or ZA123456).
    check: (value) => /^Z[A-Z0-9]\d{6}$/.test(value),
    expected: 'Z followed by seven characters, as on the ICO register (such as ZA123456)',
  },
];

export type FirmRegistrationsCheck = { ok: true; registrations: FirmRegistrations | undefined } | { ok: false; problems: string[] };

/**
 * Checks the registrations given by their CDK context keys. None given is valid (the portal runs, and admins see that
 * they are missing); some but not all, or a value of the wrong form, is not.
 */
export function checkFirmSettings(byContextKey: Record<string, unknown>): FirmRegistrationsCheck {
  const given = firmRegistrationFields.filter(({ context }) => byContextKey[context] !== undefined && byContextKey[context] !== '');
  const vat = checkVatSettings(byContextKey);
  if (given.length === 0)
    return vat.number === undefined && vat.problems.length === 0
      ? { ok: true, registrations: undefined }
      : { ok: false, problems: [...vat.problems, VAT_WITHOUT_FIRM] };
  const problems = firmRegistrationFields.flatMap(({ context, check, expected }) => {
    const value = byContextKey[context];
    if (value === undefined || value === '') return [`${context} is missing: give all the firm's registrations, or none`];
    return typeof value === 'string' && check(value) ? [] : [`${context} must be ${expected}`];
  });
  if (problems.length + vat.problems.length > 0) return { ok: false, problems: [...problems, ...vat.problems] };
  const registrations = pickRegistrations(byContextKey, 'context');
  return { ok: true, registrations: vat.number ? { ...registrations, vatNumber: vat.number } : registrations };
}

const VAT_WITHOUT_FIRM = "firmVatRegistered and firmVatNumber need the firm's registrations given with them";

/**
 * `-c firmVatRegistered=true -c firmVatNumber=GB123456789`: the 'VAT registered' setting (off when not given) and the
 * number it needs. Context from the command line arrives as text, so 'true' and 'false' are read as the booleans.
 */
function checkVatSettings(byContextKey: Record<string, unknown>): { number?: string; problems: string[] } {
  const setting = byContextKey.firmVatRegistered;
  const number = byContextKey.firmVatNumber;
  const registered = setting === true || setting === 'true';
  if (!(setting === undefined || registered || setting === false || setting === 'false')) return { problems: ['firmVatRegistered must be true or false'] };
  const numberGiven = number !== undefined && number !== '';
  if (!registered) return numberGiven ? { problems: ['firmVatNumber is given but firmVatRegistered is not true: give both, or neither'] } : { problems: [] };
  if (!numberGiven) return { problems: ['firmVatNumber is missing: a VAT-registered firm gives its VAT registration number'] };
  return isVatNumber(number)
    ? { number, problems: [] }
    : { problems: ['firmVatNumber must be GB and 9 digits as on the VAT registration certificate (such as GB123456789), or GB and 12 digits for a branch'] };
}

/** The registrations config.json (or an environment variable) carries, or undefined for anything else. */
export function readFirmRegistrations(value: unknown): FirmRegistrations | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const valid = firmRegistrationFields.every(({ key, check }) => typeof raw[key] === 'string' && check(raw[key] as string));
  if (!valid) return undefined;
  const registrations = pickRegistrations(raw, 'key');
  return isVatNumber(raw.vatNumber) ? { ...registrations, vatNumber: raw.vatNumber } : registrations;
}

function pickRegistrations(raw: Record<string, unknown>, by: 'key' | 'context'): FirmRegistrations {
  return Object.fromEntries(firmRegistrationFields.map((field) => [field.key, raw[field[by]]])) as unknown as FirmRegistrations;
}

/** The registrations as lines of text, in the order the footer and the PDFs show them. */
export function firmRegistrationLines(firm: FirmRegistrations): string[] {
  const name = firm.tradingName === firm.companyName ? firm.companyName : `${firm.tradingName} is a trading name of ${firm.companyName}`;
  return [
    `${name}, company number ${firm.companyNumber}. Registered office: ${firm.registeredOffice}.`,
    `HMRC anti-money-laundering supervision number ${firm.amlSupervisionNumber}. Member of ${firm.redressScheme}, membership number ${firm.redressMembershipNumber}. ICO registration number ${firm.icoRegistrationNumber}.` +
      (isVatRegistered(firm) ? ` VAT registration number ${firm.vatNumber}.` : ''),
  ];
}

/** Said to admins where the registrations would be, when the deployment has none. */
export const firmRegistrationsMissing = 'Registration details not configured';

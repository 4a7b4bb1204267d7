import { describe, expect, it } from 'vitest';
import { checkFirmSettings, firmRegistrationLines, isVatRegistered, readFirmRegistrations } from './firm';
import { asFirmContext, exampleFirm } from './firm.example';

const firm = exampleFirm;
const asContext = asFirmContext;

describe("checkFirmSettings: the firm's registrations from CDK context", () => {
  it('takes none (the portal runs without them) or all of them', () => {
    expect(checkFirmSettings({})).toEqual({ ok: true, registrations: undefined });
    expect(checkFirmSettings(asContext({}))).toEqual({ ok: true, registrations: undefined });
    expect(checkFirmSettings(asContext(firm))).toEqual({ ok: true, registrations: firm });
  });

  it('refuses some but not all, naming what is missing', () => {
    const { icoRegistrationNumber: _removed, ...without } = firm;
    expect(checkFirmSettings(asContext(without))).toEqual({
      ok: false,
      problems: ["firmIcoRegistrationNumber is missing: give all the firm's registrations, or none"],
    });
  });

  it('refuses numbers of the wrong form and an unapproved redress scheme', () => {
    const wrong = { companyNumber: '1234', amlSupervisionNumber: 'ML123', redressScheme: 'Ombudsman Services', icoRegistrationNumber: '12345678' };
    const result = checkFirmSettings(asContext({ ...firm, ...wrong }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((problem) => problem.split(' ')[0])).toEqual([
      'firmCompanyNumber',
      'firmAmlSupervisionNumber',
      'firmRedressScheme',
      'firmIcoRegistrationNumber',
    ]);
  });

  it('takes Scottish and LLP company numbers and both ICO number forms', () => {
    for (const companyNumber of ['SC123456', 'OC300000', '00000001'])
      expect(checkFirmSettings(asContext({ ...firm, companyNumber })).ok, companyNumber).toBe(true);
    for (const icoRegistrationNumber of ['Z1234567', 'ZB765432']) expect(checkFirmSettings(asContext({ ...firm, icoRegistrationNumber })).ok).toBe(true);
  });

  it('refuses blank or padded names', () => {
    for (const companyName of [' ', ' Example Ltd', 42]) expect(checkFirmSettings(asContext({ ...firm, companyName })).ok).toBe(false);
  });
});

describe('readFirmRegistrations (config.json, the function environment)', () => {
  it('takes complete valid registrations and drops other keys', () => {
    expect(readFirmRegistrations({ ...firm, extra: 'x' })).toEqual(firm);
  });

  it('refuses anything less', () => {
    for (const value of [null, 'firm', [], {}, { ...firm, companyNumber: '' }, { ...firm, redressScheme: 'TPO' }])
      expect(readFirmRegistrations(value), JSON.stringify(value)).toBeUndefined();
  });
});

describe('firmRegistrationLines', () => {
  it('names the company, its number and office, and the AML, redress and ICO numbers', () => {
    const text = firmRegistrationLines(firm).join(' ');
    for (const value of Object.values(firm)) expect(text).toContain(value);
    expect(text).toContain('Example Property Deals is a trading name of Example Investments Ltd');
  });

  it('names the company once when it trades under its own name', () => {
    expect(firmRegistrationLines({ ...firm, tradingName: firm.companyName })[0]).toMatch(/^Example Investments Ltd, company number 01234567\./);
  });
});

describe("the 'VAT registered' setting", () => {
  const vatNumber = 'GB123456789';

  it('on, with the VAT number: the number is among the registrations on every document and footer', () => {
    for (const registered of [true, 'true'])
      expect(checkFirmSettings({ ...asContext(firm), firmVatRegistered: registered, firmVatNumber: vatNumber })).toEqual({
        ok: true,
        registrations: { ...firm, vatNumber },
      });
    expect(firmRegistrationLines({ ...firm, vatNumber }).join(' ')).toContain('VAT registration number GB123456789.');
    expect(readFirmRegistrations({ ...firm, vatNumber })).toEqual({ ...firm, vatNumber });
    expect(isVatRegistered({ ...firm, vatNumber })).toBe(true);
  });

  it('off (or not given): no VAT number and no VAT anywhere in the registrations', () => {
    for (const off of [{}, { firmVatRegistered: false }, { firmVatRegistered: 'false' }])
      expect(checkFirmSettings({ ...asContext(firm), ...off })).toEqual({ ok: true, registrations: firm });
    expect(firmRegistrationLines(firm).join(' ')).not.toMatch(/VAT/);
    expect(isVatRegistered(firm)).toBe(false);
    expect(isVatRegistered(undefined)).toBe(false);
    // A number config.json carries that is not a VAT number is not taken as a registration.
    expect(readFirmRegistrations({ ...firm, vatNumber: 'nonsense' })).toEqual(firm);
  });

  it('refuses a registration without its number, a number with the setting off, and a number of the wrong form', () => {
    const problems = (extra: Record<string, unknown>) => {
      const result = checkFirmSettings({ ...asContext(firm), ...extra });
      return result.ok ? [] : result.problems;
    };
    expect(problems({ firmVatRegistered: true })).toEqual(['firmVatNumber is missing: a VAT-registered firm gives its VAT registration number']);
    expect(problems({ firmVatRegistered: false, firmVatNumber: vatNumber })).toEqual([
      'firmVatNumber is given but firmVatRegistered is not true: give both, or neither',
    ]);
    expect(problems({ firmVatRegistered: true, firmVatNumber: '123 4567 89' })).toEqual([
      'firmVatNumber must be GB and 9 digits as on the VAT registration certificate (such as GB123456789), or GB and 12 digits for a branch',
    ]);
    expect(problems({ firmVatRegistered: 'yes', firmVatNumber: vatNumber })).toEqual(['firmVatRegistered must be true or false']);
  });
});

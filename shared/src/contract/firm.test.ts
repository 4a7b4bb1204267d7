import { describe, expect, it } from 'vitest';
import { checkFirmSettings, firmRegistrationLines, readFirmRegistrations } from './firm';
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

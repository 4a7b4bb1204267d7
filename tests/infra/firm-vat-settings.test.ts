import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { asFirmContext, exampleFirm } from '@shared/contract/firm.example';
import { readSettings } from '../../infra/lib/settings';

const settingsWith = (context: Record<string, unknown>) => readSettings(new App({ context }).node);

describe("the firm's 'VAT registered' setting from CDK context", () => {
  it('on, with its number: the registrations the functions and the SPA get carry the VAT number', () => {
    expect(settingsWith({ ...asFirmContext(exampleFirm), firmVatRegistered: 'true', firmVatNumber: 'GB123456789' }).firm).toEqual({
      ...exampleFirm,
      vatNumber: 'GB123456789',
    });
  });

  it('off or not given: no VAT number', () => {
    expect(settingsWith(asFirmContext(exampleFirm)).firm).toEqual(exampleFirm);
    expect(settingsWith({ ...asFirmContext(exampleFirm), firmVatRegistered: 'false' }).firm).toEqual(exampleFirm);
  });

  it('refuses the setting on without a number', () => {
    expect(() => settingsWith({ ...asFirmContext(exampleFirm), firmVatRegistered: 'true' })).toThrow(/firmVatNumber is missing/);
  });
});

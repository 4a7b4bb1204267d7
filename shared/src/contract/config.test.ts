import { describe, expect, it } from 'vitest';
import { webConfigSchema } from './config';
import { readWebConfig } from './config-check';
import { emailPattern } from './data-controller';
import * as z from '../core/zod';

const base = {
  region: 'eu-west-2',
  userPoolId: 'eu-west-2_abc',
  userPoolClientId: 'client',
  authFlow: 'USER_SRP_AUTH',
  imageBaseUrl: 'https://d111.cloudfront.net',
  heroImageBaseUrl: 'https://d111.cloudfront.net',
  websiteUrl: 'https://example.com/',
  chatInviteUrl: 'https://example.com/chat',
  sellerFormUrl: 'https://example.com/sell',
  dataController: { name: 'Example Investments Ltd', email: 'privacy@example.com' },
};

describe('webConfigSchema apiUrl', () => {
  it('takes a path on the site (AWS: /api through CloudFront) or an absolute URL (locally, another port)', () => {
    expect(webConfigSchema.parse({ ...base, apiUrl: '/api' }).apiUrl).toBe('/api');
    expect(webConfigSchema.parse({ ...base, apiUrl: 'http://localhost:3001' }).apiUrl).toBe('http://localhost:3001');
  });

  it('refuses a protocol-relative or bare value, which would send requests to another host', () => {
    for (const apiUrl of ['//evil.example.com/api', 'api', '', '/']) expect(webConfigSchema.safeParse({ ...base, apiUrl }).success, apiUrl).toBe(false);
  });
});

describe('readWebConfig (the SPA start-up check without zod)', () => {
  const local = {
    ...base,
    apiUrl: 'http://localhost:3101',
    cognitoEndpoint: 'http://localhost:9229',
    authFlow: 'USER_PASSWORD_AUTH',
    brand: 'Demo Portal',
    agencyName: 'Demo Agency',
    reviewWidgetUrl: 'https://widget.example.com/embed.js',
    firm: {
      tradingName: 'Demo Deals',
      companyName: 'Demo Ltd',
      companyNumber: '01234567',
      registeredOffice: '1 High Street, Leeds',
      amlSupervisionNumber: 'XBML00000123456',
      redressScheme: 'The Property Ombudsman',
      redressMembershipNumber: 'D1234',
      icoRegistrationNumber: 'ZA123456',
    },
  };
  const aws = { ...base, apiUrl: '/api' };
  const odd = [
    '',
    ' ',
    'x',
    ' https://example.com',
    'https://example.com ',
    'https://exa\tmple.com',
    'https://example.com/\n',
    '//x',
    '/',
    '/api',
    'api',
    'USER_SRP_AUTH',
    null,
    42,
    true,
    {},
    [],
  ];
  const variants: unknown[] = [local, aws, null, [], 'config', 42, { ...aws, extra: 'dropped' }];
  for (const config of [local, aws]) {
    for (const key of [...Object.keys(local), 'brand', 'agencyName']) {
      const { [key]: _removed, ...without } = config as Record<string, unknown>;
      variants.push(without);
      for (const value of odd) variants.push({ ...config, [key]: value });
    }
  }

  it('takes the configs the stacks write as they are, as the schema does', () => {
    for (const config of [local, aws]) expect(readWebConfig(config)).toEqual(webConfigSchema.parse(config));
    expect(readWebConfig({ ...aws, brand: undefined, agencyName: undefined })).toMatchObject({
      brand: 'Off-Market Property Portal',
      agencyName: 'Off-Market Property Portal',
    });
  });

  it('never takes what the schema refuses or would change, and answers what the schema answers', () => {
    for (const variant of variants) {
      const quick = readWebConfig(variant);
      const schema = webConfigSchema.safeParse(variant);
      if (quick === undefined) continue;
      expect(schema.success, JSON.stringify(variant)).toBe(true);
      expect(quick, JSON.stringify(variant)).toEqual(schema.data);
    }
    // The check is not a second schema that says no to valid configs with a different answer: those go to zod.
    expect(variants.filter((variant) => readWebConfig(variant) !== undefined).length).toBeGreaterThan(20);
  });
});

describe('dataController: the privacy notice names the controller and its contact (UK GDPR Art. 13(1)(a))', () => {
  const aws = { ...base, apiUrl: '/api' };

  it('is required', () => {
    const { dataController: _removed, ...without } = aws;
    expect(webConfigSchema.safeParse(without).success).toBe(false);
    expect(readWebConfig(without)).toBeUndefined();
  });

  it("takes the addresses zod's email check takes (the CDK setting is checked with it)", () => {
    const addresses = [
      'privacy@example.com',
      'data.protection+portal@example.co.uk',
      "o'brien@x-y.io",
      'a@b',
      'a b@example.com',
      '.a@example.com',
      'a..b@example.com',
      'a@-x.com',
      'privacy',
    ];
    for (const address of addresses) expect(emailPattern.test(address), address).toBe(z.email().safeParse(address).success);
  });

  it('takes a name and an email address, and refuses anything less', () => {
    expect(readWebConfig(aws)?.dataController).toEqual(base.dataController);
    expect(webConfigSchema.parse(aws).dataController).toEqual(base.dataController);
    for (const dataController of [
      { name: '', email: 'privacy@example.com' },
      { name: 'Example Ltd' },
      { name: 'Example Ltd', email: 'privacy' },
      'Example Ltd',
    ]) {
      expect(webConfigSchema.safeParse({ ...aws, dataController }).success, JSON.stringify(dataController)).toBe(false);
      expect(readWebConfig({ ...aws, dataController }), JSON.stringify(dataController)).toBeUndefined();
    }
  });
});

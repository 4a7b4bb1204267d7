import { describe, expect, it } from 'vitest';
import { webConfigSchema } from './config';

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

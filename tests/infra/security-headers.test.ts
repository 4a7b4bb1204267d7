import { describe, expect, it } from 'vitest';
import type { WebConfig } from '@shared/contract/config';
import { localSecurityHeaders } from '../../infra/local/web';
import { resourcesOf, type Resource, synthTemplates } from './app';

/** The local web server and CloudFront send the same security headers (one definition). */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

const localConfig: WebConfig = {
  region: 'eu-west-2',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  cognitoEndpoint: 'http://localhost:9229',
  authFlow: 'USER_PASSWORD_AUTH',
  apiUrl: 'http://localhost:3001',
  imageBaseUrl: 'http://localhost:4569/images',
  heroImageBaseUrl: 'http://localhost:4569/heroes',
  brand: 'Portal',
  agencyName: 'Portal',
  websiteUrl: 'https://example.com/',
  chatInviteUrl: 'https://example.com/chat',
  sellerFormUrl: 'https://example.com/sell',
  dataController: { name: 'Portal Ltd', email: 'privacy@example.com' },
};

describe('security headers, locally and on CloudFront', () => {
  const [[, policy]] = resourcesOf(synthTemplates({}).app, 'AWS::CloudFront::ResponseHeadersPolicy') as [[string, Resource]];
  const config = policy.Properties.ResponseHeadersPolicyConfig;
  // The CSP names deployed hosts (Cognito's region, the buckets): a Fn::Join whose tokens stand in as 'deployed'.
  const raw = config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string | { 'Fn::Join': [string, unknown[]] };
  const flat = typeof raw === 'string' ? raw : raw['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'deployed')).join(raw['Fn::Join'][0]);
  const cloudFrontCsp = directives(flat);
  const local = localSecurityHeaders(localConfig);
  const localCsp = directives(local['content-security-policy']!);

  it('has the same CSP directives, with the same values where no host differs', () => {
    expect([...localCsp.keys()]).toEqual([...cloudFrontCsp.keys()].filter((name) => name !== 'upgrade-insecure-requests'));
    for (const name of ['default-src', 'script-src', 'style-src', 'font-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(localCsp.get(name), name).toEqual(cloudFrontCsp.get(name));
    }
    expect(localCsp.get('img-src')!.slice(0, 4)).toEqual(cloudFrontCsp.get('img-src'));
  });

  it('lets the SPA reach only the local API, cognito-local and s3rver besides itself', () => {
    expect(localCsp.get('connect-src')).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:9229', 'http://localhost:4569']);
    expect(localCsp.get('img-src')).toContain('http://localhost:4569');
  });

  it('sends the other headers with the values of the CloudFront policy', () => {
    expect(local['x-frame-options']).toBe(config.SecurityHeadersConfig.FrameOptions.FrameOption);
    expect(local['referrer-policy']).toBe(config.SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy);
    expect(local['x-content-type-options']).toBe('nosniff');
    const permissions = config.CustomHeadersConfig.Items.find((h: { Header: string }) => h.Header === 'Permissions-Policy');
    expect(local['permissions-policy']).toBe(permissions.Value);
  });
});

import { describe, expect, it } from 'vitest';
import { groupEntries } from '@shared/contract/routes';
import { ORIGIN_VERIFY_HEADER } from '../../functions/src/http/origin-header';
import { resourcesOf, type Resource, synthTemplates } from './app';
import { functionsByName, policyStatementsOf } from './functions';

/**
 * The WAF sits on CloudFront, so the HTTP API must not be reachable around it: CloudFront sends a secret
 * origin header (from Secrets Manager) that every function group checks first (functions/src/http/origin-check.ts),
 * and where the API has a custom domain (`-c apiDomainName=... -c apiCertificateArn=...`) its execute-api
 * endpoint is switched off.
 */
const customDomain = { apiDomainName: 'api-origin.example.com', apiCertificateArn: 'arn:aws:acm:eu-west-2:123456789012:certificate/abc-123' };

type Templates = ReturnType<typeof synthTemplates>;
const distributionConfig = (templates: Templates) => {
  const [[, distribution]] = resourcesOf(templates.app, 'AWS::CloudFront::Distribution') as [[string, Resource]];
  return distribution.Properties.DistributionConfig;
};
/** The origin CloudFront sends /api/* to. */
const apiOrigin = (templates: Templates) => {
  const config = distributionConfig(templates);
  const behavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === 'api/*');
  return config.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);
};
const originSecret = (templates: Templates) => {
  const secrets = resourcesOf(templates.app, 'AWS::SecretsManager::Secret');
  expect(secrets).toHaveLength(1);
  return secrets[0]!;
};

for (const [label, context] of [
  ['without a custom API domain', {}],
  ['with a custom API domain', customDomain],
] as const) {
  describe(`origin secret header, ${label}`, () => {
    const templates = synthTemplates(context);

    it("CloudFront sends the secret's current value to the API, on every origin that is the API", () => {
      const [secretId, secret] = originSecret(templates);
      expect(JSON.parse(secret.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({ previous: '' });
      expect(secret.Properties.GenerateSecretString.GenerateStringKey).toBe('current');
      expect(secret.Properties.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(32);
      const origin = apiOrigin(templates);
      const header = origin.OriginCustomHeaders.find((h: { HeaderName: string }) => h.HeaderName === ORIGIN_VERIFY_HEADER);
      expect(JSON.stringify(header.HeaderValue)).toMatch(new RegExp(`\\{\\{resolve:secretsmanager:.*${secretId}.*:SecretString:current::\\}\\}`));
      // The API-rendered pages (share pages, area pages, sitemap) use the same origin, so they carry it too.
      for (const o of distributionConfig(templates).Origins.filter(
        (o: { DomainName: unknown }) => JSON.stringify(o.DomainName) === JSON.stringify(origin.DomainName),
      )) {
        expect(o.OriginCustomHeaders.map((h: { HeaderName: string }) => h.HeaderName)).toContain(ORIGIN_VERIFY_HEADER);
      }
    });

    it('every function group knows where the secret is and may read only that', () => {
      const [secretId] = originSecret(templates);
      const functions = functionsByName(templates.app);
      for (const [group] of groupEntries()) {
        const { fn } = functions.get(group)!;
        expect(JSON.stringify(fn.Properties.Environment.Variables.ORIGIN_SECRET_PARAMETER), group).toContain('/aws/reference/secretsmanager/');
        const reads = policyStatementsOf(fn, templates.app).filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'));
        expect(reads.length, group).toBe(1);
        expect(JSON.stringify(reads[0]!.Resource), group).toContain(secretId);
      }
    });
  });
}

describe('execute-api endpoint', () => {
  it('stays on without a custom API domain (CloudFront needs it; the origin header guards it)', () => {
    const templates = synthTemplates({});
    const [[, api]] = resourcesOf(templates.app, 'AWS::ApiGatewayV2::Api') as [[string, Resource]];
    expect(api.Properties.DisableExecuteApiEndpoint).not.toBe(true);
    expect(JSON.stringify(apiOrigin(templates).DomainName)).toContain('ApiEndpoint');
    expect(resourcesOf(templates.app, 'AWS::ApiGatewayV2::DomainName')).toEqual([]);
  });

  it('is disabled with a custom API domain, which CloudFront then uses as the origin', () => {
    const templates = synthTemplates(customDomain);
    const [[, api]] = resourcesOf(templates.app, 'AWS::ApiGatewayV2::Api') as [[string, Resource]];
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(true);
    const [[domainId, domain]] = resourcesOf(templates.app, 'AWS::ApiGatewayV2::DomainName') as [[string, Resource]];
    expect(domain.Properties.DomainName).toBe(customDomain.apiDomainName);
    expect(domain.Properties.DomainNameConfigurations[0]).toMatchObject({
      CertificateArn: customDomain.apiCertificateArn,
      EndpointType: 'REGIONAL',
      SecurityPolicy: 'TLS_1_2',
    });
    const [[, mapping]] = resourcesOf(templates.app, 'AWS::ApiGatewayV2::ApiMapping') as [[string, Resource]];
    expect(JSON.stringify(mapping.Properties.DomainName)).toContain(domainId);
    expect(apiOrigin(templates).DomainName).toBe(customDomain.apiDomainName);
  });

  it('refuses half a custom domain', () => {
    expect(() => synthTemplates({ apiDomainName: customDomain.apiDomainName })).toThrow(/apiDomainName and apiCertificateArn/);
    expect(() => synthTemplates({ apiCertificateArn: customDomain.apiCertificateArn })).toThrow(/apiDomainName and apiCertificateArn/);
  });
});

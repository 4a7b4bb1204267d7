import { describe, expect, it } from 'vitest';
import { routeEntries } from '@shared/contract/routes';
import { buildPortalApp } from '../../infra/lib/portal-app';
import { anonymousPublicRateLimit, edgeRegion, ipRateLimit, publicApiPrefixes } from '../../infra/lib/stacks/edge-stack';
import { resourcesOf, type Resource, synthTemplates } from './app';

/**
 * The API behind the site's own CloudFront distribution under /api (same origin, so no CORS
 * anywhere), and the AWS WAF web ACL on that distribution, made in us-east-1 by the edge stack.
 */
const templates = synthTemplates({});
const distributionConfig = () => {
  const [[, distribution]] = resourcesOf(templates.app, 'AWS::CloudFront::Distribution') as [[string, Resource]];
  return distribution.Properties.DistributionConfig;
};

describe('the API under /api on the distribution', () => {
  const config = distributionConfig();
  const behavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === 'api/*');

  it('sends /api/* to the HTTP API, every method, never cached, every viewer header but Host', () => {
    expect(behavior).toBeDefined();
    const origin = config.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('ApiEndpoint');
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(behavior.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']));
    expect(behavior.ViewerProtocolPolicy).toBe('https-only');
    // AWS managed policies: CachingDisabled and AllViewerExceptHostHeader.
    expect(behavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(behavior.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });

  it('strips /api so /api/x reaches the API route /x', () => {
    const arn = JSON.stringify(behavior.FunctionAssociations[0].FunctionARN);
    const [, fn] = resourcesOf(templates.app, 'AWS::CloudFront::Function').find(([id]) => arn.includes(id))!;
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/api/properties')).toBe('/properties');
    expect(uriFor('/api/public/properties/7b1c')).toBe('/public/properties/7b1c');
    expect(uriFor('/api/')).toBe('/');
    expect(uriFor('/api')).toBe('/');
    expect(uriFor('/apis/x')).toBe('/apis/x');
  });

  it('has no CORS on the HTTP API, and no function is told any allowed origin', () => {
    const [[, api]] = resourcesOf(templates.app, 'AWS::ApiGatewayV2::Api') as [[string, Resource]];
    expect(api.Properties.CorsConfiguration).toBeUndefined();
    for (const [id, fn] of resourcesOf(templates.app, 'AWS::Lambda::Function'))
      expect(fn.Properties.Environment?.Variables?.ALLOWED_ORIGINS, id).toBeUndefined();
  });

  it('never allows the origin * in any CORS rule of any template, with or without a custom domain', () => {
    for (const variant of [templates, synthTemplates({ webUrl: 'https://portal.example.com' })]) {
      for (const template of Object.values(variant)) {
        const json = JSON.stringify(template.toJSON());
        expect(json).not.toMatch(/AllowedOrigins\\?"\s*:\s*\[[^\]]*\\?"\*\\?"/);
        expect(json).not.toMatch(/AllowOrigins\\?"\s*:\s*\[[^\]]*\\?"\*\\?"/);
        expect(json).not.toContain('Access-Control-Allow-Origin');
      }
    }
  });

  it('lists every public API route under one of the prefixes the anonymous rate rule watches', () => {
    const publicPaths = routeEntries()
      .filter(([, route]) => route.access === 'public')
      .map(([, route]) => `/api${route.path}`);
    expect(publicPaths.length).toBeGreaterThan(0);
    for (const path of publicPaths)
      expect(
        publicApiPrefixes.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true);
    // The three public entry points (public pages, registration of interest, activation), and nothing a member's own data lives under.
    expect(publicApiPrefixes).toEqual(expect.arrayContaining(['/api/public', '/api/interest-registrations', '/api/account-activation']));
    expect(publicApiPrefixes.some((prefix) => /\/api\/(properties|profile|favourites|admin)/.test(prefix))).toBe(false);
  });
});

describe('AWS WAF on the distribution', () => {
  const [[webAclId, webAcl]] = resourcesOf(templates.edge, 'AWS::WAFv2::WebACL') as [[string, Resource]];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rule = (name: string) => (webAcl.Properties.Rules as any[]).find((r) => r.Name === name);

  it('is a CLOUDFRONT web ACL in its own us-east-1 stack, which the app stack waits for', () => {
    const { app, edge } = buildPortalApp({ context: { 'aws:cdk:bundling-stacks': [] } });
    expect(edge.region).toBe(edgeRegion);
    expect(app.dependencies).toContain(edge);
    expect(webAcl.Properties.Scope).toBe('CLOUDFRONT');
    expect(webAcl.Properties.DefaultAction).toEqual({ Allow: {} });
  });

  it('is associated with the distribution through the ARN the edge stack publishes in us-east-1', () => {
    const [[, parameter]] = resourcesOf(templates.edge, 'AWS::SSM::Parameter') as [[string, Resource]];
    expect(parameter.Properties.Value).toEqual({ 'Fn::GetAtt': [webAclId, 'Arn'] });
    const config = distributionConfig();
    const lookupId = JSON.stringify(config.WebACLId).match(/"(WebAcl\w+)"/)?.[1];
    expect(lookupId, JSON.stringify(config.WebACLId)).toBeDefined();
    const lookup = templates.app.toJSON().Resources[lookupId!] as Resource;
    const create = JSON.stringify(lookup.Properties.Create);
    expect(create).toContain('GetParameter');
    expect(create).toContain(parameter.Properties.Name);
    expect(create).toContain(edgeRegion);
  });

  it('runs the AWS common and known-bad-inputs rule sets', () => {
    for (const name of ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']) {
      expect(rule(name)?.Statement.ManagedRuleGroupStatement, name).toMatchObject({ VendorName: 'AWS', Name: name });
      expect(rule(name).OverrideAction, name).toEqual({ None: {} });
    }
  });

  it('blocks any IP past its rate, and anonymous calls to public routes past a lower rate of their own', () => {
    const perIp = rule('RequestsPerIp');
    expect(perIp.Action).toEqual({ Block: {} });
    expect(perIp.Statement.RateBasedStatement).toMatchObject({ Limit: ipRateLimit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    expect(perIp.Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();

    const anonymous = rule('AnonymousPublicRoutesPerIp');
    expect(anonymous.Action).toEqual({ Block: {} });
    const rate = anonymous.Statement.RateBasedStatement;
    expect(rate).toMatchObject({ Limit: anonymousPublicRateLimit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    expect(anonymousPublicRateLimit).toBeLessThan(ipRateLimit);
    const [paths, noAuthorization] = rate.ScopeDownStatement.AndStatement.Statements;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const prefixes = paths.OrStatement.Statements.map((s: any) => s.ByteMatchStatement);
    expect(prefixes.map((p: { SearchString: string }) => p.SearchString)).toEqual([...publicApiPrefixes]);
    for (const p of prefixes) expect(p).toMatchObject({ PositionalConstraint: 'STARTS_WITH', FieldToMatch: { UriPath: {} } });
    expect(noAuthorization.NotStatement.Statement.SizeConstraintStatement).toMatchObject({
      FieldToMatch: { SingleHeader: { Name: 'authorization' } },
      ComparisonOperator: 'GT',
      Size: 0,
    });
  });
});

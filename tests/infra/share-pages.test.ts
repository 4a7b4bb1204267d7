import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthTemplates } from './app';

/** The CloudFront side of link previews: the public property paths go to the API's share route. */
describe('public property pages on CloudFront', () => {
  const { app } = synthTemplates({});

  it('sends public-property/* and public-property-full/* to the API origin with the rewrite function', () => {
    const [distribution] = Object.values(app.findResources('AWS::CloudFront::Distribution')) as {
      Properties: { DistributionConfig: Record<string, unknown> };
    }[];
    const config = distribution!.Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; FunctionAssociations?: unknown[] }[];
      Origins: { Id: string; CustomOriginConfig?: { OriginProtocolPolicy: string } }[];
    };
    for (const pattern of ['public-property/*', 'public-property-full/*']) {
      const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === pattern);
      expect(behaviour, pattern).toBeDefined();
      const origin = config.Origins.find((o) => o.Id === behaviour!.TargetOriginId);
      expect(origin?.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
      expect(behaviour!.FunctionAssociations).toHaveLength(1);
    }
  });

  it('rewrites the page paths to /share/{view}/{id}', () => {
    const functions = app.findResources('AWS::CloudFront::Function', { Properties: { FunctionCode: Match.stringLikeRegexp('/share/') } });
    const [fn] = Object.values(functions) as { Properties: { FunctionCode: string } }[];
    expect(fn).toBeDefined();
    const handler = new Function(`${fn!.Properties.FunctionCode}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    expect(handler({ request: { uri: '/public-property/prop-1' } }).uri).toBe('/share/peek/prop-1');
    expect(handler({ request: { uri: '/public-property-full/prop-1' } }).uri).toBe('/share/full/prop-1');
    expect(handler({ request: { uri: '/public-property/a/b' } }).uri).toBe('/share/peek/-');
  });
});

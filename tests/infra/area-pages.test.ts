import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthTemplates } from './app';

/** The CloudFront side of the area insight pages, the sitemap and robots.txt: served by the API for crawlers. */
describe('area pages, sitemap and robots.txt on CloudFront', () => {
  const { app } = synthTemplates({});
  const [distribution] = Object.values(app.findResources('AWS::CloudFront::Distribution')) as { Properties: { DistributionConfig: Record<string, unknown> } }[];
  const config = distribution!.Properties.DistributionConfig as {
    CacheBehaviors: { PathPattern: string; TargetOriginId: string; FunctionAssociations?: unknown[] }[];
    Origins: { Id: string; CustomOriginConfig?: { OriginProtocolPolicy: string } }[];
  };

  it('sends area-insights/*, sitemap.xml and robots.txt to the API origin over https', () => {
    for (const pattern of ['area-insights/*', 'sitemap.xml', 'robots.txt']) {
      const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === pattern);
      expect(behaviour, pattern).toBeDefined();
      const origin = config.Origins.find((o) => o.Id === behaviour!.TargetOriginId);
      expect(origin?.CustomOriginConfig?.OriginProtocolPolicy, pattern).toBe('https-only');
    }
    expect(config.CacheBehaviors.find((b) => b.PathPattern === 'area-insights/*')!.FunctionAssociations).toHaveLength(1);
    // The list page itself stays the SPA's (no behaviour matches /area-insights without a slug).
    expect(config.CacheBehaviors.some((b) => b.PathPattern === 'area-insights' || b.PathPattern === 'area-insights*')).toBe(false);
  });

  it('rewrites /area-insights/{slug} to the API page route', () => {
    const functions = app.findResources('AWS::CloudFront::Function', { Properties: { FunctionCode: Match.stringLikeRegexp('/pages/area-insights/') } });
    const [fn] = Object.values(functions) as { Properties: { FunctionCode: string } }[];
    expect(fn).toBeDefined();
    const handler = new Function(`${fn!.Properties.FunctionCode}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    expect(handler({ request: { uri: '/area-insights/hull' } }).uri).toBe('/pages/area-insights/hull');
    expect(handler({ request: { uri: '/area-insights/hull/' } }).uri).toBe('/pages/area-insights/hull');
    expect(handler({ request: { uri: '/area-insights/a/b' } }).uri).toBe('/pages/area-insights/-');
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { Web } from '../../infra/lib/constructs/web';
import { cdkJsonContext } from '../../infra/lib/portal-app';
import { readSettings } from '../../infra/lib/settings';
import { resourcesOf, type Resource } from './app';

/** The config.json the site deploys with this CDK context (the Web construct alone, before a web build). */
function deployedConfig(context: Record<string, unknown>): Record<string, unknown> {
  const app = new App({ context: { ...cdkJsonContext(), ...context } });
  const stack = new Stack(app, 'Site');
  const emptyDist = mkdtempSync(join(tmpdir(), 'no-web-dist-'));
  const bucket = (id: string) => Bucket.fromBucketName(stack, id, `bucket-${id.toLowerCase()}`);
  new Web(stack, 'Web', {
    apiUrl: 'https://abc123.execute-api.eu-west-2.amazonaws.com',
    originSecret: new Secret(stack, 'OriginSecret'),
    userPool: UserPool.fromUserPoolId(stack, 'Pool', 'eu-west-2_abc'),
    webClient: UserPoolClient.fromUserPoolClientId(stack, 'Client', 'client123'),
    buckets: { images: bucket('Images'), documents: bucket('Documents'), heroes: bucket('Heroes') },
    logBucket: bucket('Logs'),
    settings: readSettings(app.node),
    distDir: emptyDist,
  });
  try {
    const [[, deployment]] = resourcesOf(Template.fromStack(stack), 'Custom::CDKBucketDeployment') as [[string, Resource]];
    const dirs = (deployment.Properties.SourceObjectKeys as string[]).map((key) => join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`));
    const file = dirs.map((dir) => join(dir, 'config.json')).find((path) => existsSync(path));
    return JSON.parse(readFileSync(file!, 'utf8')) as Record<string, unknown>;
  } finally {
    for (const dir of [app.outdir, emptyDist]) rmSync(dir, { recursive: true, force: true });
  }
}

describe('the data controller the privacy notice names (UK GDPR Art. 13(1)(a))', () => {
  it('reaches config.json from `-c dataControllerName=... -c dataControllerEmail=...`', () => {
    const config = deployedConfig({ dataControllerName: 'Example Investments Ltd', dataControllerEmail: 'privacy@example.co.uk' });
    expect(config.dataController).toEqual({ name: 'Example Investments Ltd', email: 'privacy@example.co.uk' });
  });

  it('refuses a deployment whose contact is not an email address', () => {
    expect(() => deployedConfig({ dataControllerEmail: 'the office' })).toThrow(/dataControllerEmail must be an email address/);
    expect(() => deployedConfig({ dataControllerName: ' ' })).toThrow(/dataControllerName must name the data controller/);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { asFirmContext, exampleFirm } from '@shared/contract/firm.example';
import { resourcesOf, type Resource, webAlone } from './app';

/** The config.json the site deploys with this CDK context (the Web construct alone, before a web build). */
function deployedConfig(context: Record<string, unknown>): Record<string, unknown> {
  const { app, stack, cleanUp } = webAlone(context);
  try {
    const [[, deployment]] = resourcesOf(Template.fromStack(stack), 'Custom::CDKBucketDeployment') as [[string, Resource]];
    const dirs = (deployment.Properties.SourceObjectKeys as string[]).map((key) => join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`));
    const file = dirs.map((dir) => join(dir, 'config.json')).find((path) => existsSync(path));
    return JSON.parse(readFileSync(file!, 'utf8')) as Record<string, unknown>;
  } finally {
    cleanUp();
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

describe("the firm's registrations in every page's footer", () => {
  const firm = asFirmContext(exampleFirm);

  it('reach config.json from `-c firm...`', () => {
    expect(deployedConfig(firm).firm).toEqual(exampleFirm);
  });

  it('are optional: without them config.json has none', () => {
    expect(deployedConfig({}).firm).toBeUndefined();
  });

  it('refuse a deployment with some but not all, or a number of the wrong form', () => {
    expect(() => deployedConfig({ firmCompanyName: 'Example Investments Ltd' })).toThrow(/firmCompanyNumber is missing/);
    expect(() => deployedConfig({ ...firm, firmCompanyNumber: '123' })).toThrow(/firmCompanyNumber must be eight digits/);
  });
});

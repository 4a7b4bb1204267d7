import { rmSync } from 'node:fs';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwsSolutionsChecks } from '../../infra/lib/nag';
import { buildPortalApp } from '../../infra/lib/portal-app';
import { type SynthesizedPortal, synthPortal } from './app';

let portal: SynthesizedPortal;
beforeAll(() => {
  // cdk-nag reads the construct tree, not the bundled code.
  portal = synthPortal({ bundle: false });
});
afterAll(() => portal?.cleanUp());

/** Unacknowledged AwsSolutions findings, one readable line each. */
function findings(scope: IConstruct, severity: 'error' | 'warning') {
  const report = new AwsSolutionsChecks().validateScope(scope);
  return report.violations
    .filter((violation) => violation.severity === severity)
    .flatMap((violation) => violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}: ${violation.description}`));
}

/** Every acknowledgment recorded with Validations.of(...).acknowledge() in the construct tree. */
function acknowledgments(scope: IConstruct) {
  return scope.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

describe('cdk-nag AwsSolutions', () => {
  it('reports findings on a non-compliant stack (the check is live)', () => {
    const app = new App();
    const stack = new Stack(app, 'Careless');
    new Bucket(stack, 'Bucket');
    const errors = findings(stack, 'error');
    rmSync(app.outdir, { recursive: true, force: true });
    expect(errors.some((line) => line.startsWith('AwsSolutions-S1 at Careless/Bucket/Resource'))).toBe(true);
    expect(errors.some((line) => line.startsWith('AwsSolutions-S10 at Careless/Bucket/Resource'))).toBe(true);
  });

  for (const name of ['stateful', 'alerts', 'app', 'edge', 'monitoring', 'edgeMonitoring'] as const) {
    it(`has no unacknowledged errors in the ${name} stack`, () => {
      expect(findings(portal.stacks[name], 'error')).toEqual([]);
    });

    it(`has no unacknowledged warnings in the ${name} stack`, () => {
      expect(findings(portal.stacks[name], 'warning')).toEqual([]);
    });
  }

  it('has no unacknowledged findings in the app stack with a custom domain (no UploadCors, the SSM custom resources alone)', () => {
    const { cdkApp, app } = buildPortalApp({ context: { webUrl: 'https://portal.example.com', 'aws:cdk:bundling-stacks': [] } });
    try {
      expect(findings(app, 'error')).toEqual([]);
      expect(findings(app, 'warning')).toEqual([]);
    } finally {
      rmSync(cdkApp.outdir, { recursive: true, force: true });
    }
  });

  it('has no unacknowledged findings in the app stack when the API has its own domain (execute-api switched off)', () => {
    const { cdkApp, app } = buildPortalApp({
      context: {
        apiDomainName: 'api-origin.example.com',
        apiCertificateArn: 'arn:aws:acm:eu-west-2:123456789012:certificate/abc-123',
        'aws:cdk:bundling-stacks': [],
      },
    });
    try {
      expect(findings(app, 'error')).toEqual([]);
      expect(findings(app, 'warning')).toEqual([]);
    } finally {
      rmSync(cdkApp.outdir, { recursive: true, force: true });
    }
  });

  it('gives every acknowledgment a specific written reason', () => {
    const all = [
      ...acknowledgments(portal.stacks.stateful),
      ...acknowledgments(portal.stacks.alerts),
      ...acknowledgments(portal.stacks.app),
      ...acknowledgments(portal.stacks.edge),
      ...acknowledgments(portal.stacks.monitoring),
      ...acknowledgments(portal.stacks.edgeMonitoring),
    ];
    expect(all.length).toBeGreaterThan(0);
    for (const { path, id, reason } of all) {
      expect(id, path).toMatch(/AwsSolutions-[A-Z]+\d+/);
      expect(reason.trim().length, `${id} at ${path}`).toBeGreaterThanOrEqual(40);
    }
  });
});

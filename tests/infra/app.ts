import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Web } from '../../infra/lib/constructs/web';
import { buildPortalApp, cdkJsonContext, stackNames } from '../../infra/lib/portal-app';
import { readSettings } from '../../infra/lib/settings';

/** Bootstrap admins given as `-c adminEmails=...`, so the invitation resources are synthesized too. */
export const testAdminEmails = ['Owner@Example.com', 'partner@example.com'];

let bundledPortal: ReturnType<typeof synthesize> | undefined;

/**
 * The portal app exactly as `cdk synth` builds it (cdk.json's context and feature flags, esbuild
 * bundles included unless `bundle: false`, for checks that read only the construct tree). Call it once
 * per test file (beforeAll). Bundling every route is the slow part, so the bundled app is built once per test
 * process and shared by the files that run there (they only read it); its assembly is removed when the process exits.
 */
export function synthPortal({ bundle = true }: { bundle?: boolean } = {}) {
  if (!bundle) return synthesize(false);
  if (!bundledPortal) {
    const portal = synthesize(true);
    process.once('exit', portal.cleanUp);
    bundledPortal = { ...portal, cleanUp: () => {} };
  }
  return bundledPortal;
}

function synthesize(bundle: boolean) {
  const { cdkApp, settings, stateful, alerts, app, edge, monitoring, edgeMonitoring, appOriginParameterName, distributionIdParameterName } = buildPortalApp({
    context: { adminEmails: testAdminEmails.join(','), ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  return {
    cdkApp,
    settings,
    appOriginParameterName,
    distributionIdParameterName,
    stacks: { stateful, alerts, app, edge, monitoring, edgeMonitoring },
    templates: templatesOf({ stateful, alerts, app, edge, monitoring, edgeMonitoring }),
    /** The assembly holds every bundle and the AWS CLI layer (~30 MB): remove it after the file's tests. */
    cleanUp: () => rmSync(cdkApp.outdir, { recursive: true, force: true }),
  };
}

export type SynthesizedPortal = ReturnType<typeof synthPortal>;

/**
 * The templates for other context values (e.g. `webUrl`), without bundling any function
 * (`aws:cdk:bundling-stacks` empty): fast enough for a variant per test.
 */
export function synthTemplates(context: Record<string, unknown>) {
  const { cdkApp, stateful, alerts, app, edge, monitoring, edgeMonitoring } = buildPortalApp({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const templates = templatesOf({ stateful, alerts, app, edge, monitoring, edgeMonitoring });
  rmSync(cdkApp.outdir, { recursive: true, force: true });
  return templates;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resource = { Type: string; Properties: Record<string, any>; Metadata?: Record<string, unknown>; DeletionPolicy?: string; DependsOn?: string[] };

/** Resources of one type as [logicalId, resource] pairs. */
export const resourcesOf = (template: Template, type: string) => Object.entries(template.findResources(type)) as [string, Resource][];

/** The template with its stack's name (for references across stacks, functions.ts referenceTo). */
export function producer(templates: Record<keyof typeof stackNames, Template>, template: Template) {
  const name = (Object.keys(stackNames) as (keyof typeof stackNames)[]).find((key) => templates[key] === template);
  if (!name) throw new Error('Not one of the portal templates');
  return { template, stackName: stackNames[name] };
}

/** Each stack's template, under the stack's name. */
function templatesOf<K extends string>(stacks: Record<K, Stack>): Record<K, Template> {
  return Object.fromEntries(Object.entries<Stack>(stacks).map(([name, stack]) => [name, Template.fromStack(stack)])) as Record<K, Template>;
}

/**
 * The Web construct alone in a stack of its own, as before `npm run build:web` (an empty dist folder), for the checks
 * of what the site deploys. cleanUp removes the assembly and the empty folder.
 */
export function webAlone(context: Record<string, unknown> = {}) {
  const app = new App({ context: { ...cdkJsonContext(), ...context } });
  const stack = new Stack(app, 'Site');
  const emptyDist = mkdtempSync(join(tmpdir(), 'no-web-dist-'));
  const bucket = (id: string) => Bucket.fromBucketName(stack, id, `bucket-${id.toLowerCase()}`);
  const web = new Web(stack, 'Web', {
    apiUrl: 'https://abc123.execute-api.eu-west-2.amazonaws.com',
    originSecret: new Secret(stack, 'OriginSecret'),
    userPool: UserPool.fromUserPoolId(stack, 'Pool', 'eu-west-2_abc'),
    webClient: UserPoolClient.fromUserPoolClientId(stack, 'Client', 'client123'),
    buckets: { images: bucket('Images'), documents: bucket('Documents'), heroes: bucket('Heroes') },
    logBucket: bucket('Logs'),
    settings: readSettings(app.node),
    distDir: emptyDist,
  });
  const cleanUp = () => {
    for (const dir of [app.outdir, emptyDist]) rmSync(dir, { recursive: true, force: true });
  };
  return { app, stack, web, cleanUp };
}

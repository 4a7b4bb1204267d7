import { rmSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { buildPortalApp, stackNames } from '../../infra/lib/portal-app';

/** Bootstrap admins given as `-c adminEmails=...`, so the invitation resources are synthesized too. */
export const testAdminEmails = ['Owner@Example.com', 'partner@example.com'];

/**
 * The portal app exactly as `cdk synth` builds it (cdk.json's context and feature flags, esbuild
 * bundles included unless `bundle: false`, for checks that read only the construct tree). Call it once
 * per test file (beforeAll): bundling every route is the slow part.
 */
export function synthPortal({ bundle = true }: { bundle?: boolean } = {}) {
  const { cdkApp, settings, stateful, alerts, app, edge, monitoring, edgeMonitoring, appOriginParameterName, distributionIdParameterName } = buildPortalApp({
    context: { adminEmails: testAdminEmails.join(','), ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  return {
    cdkApp,
    settings,
    appOriginParameterName,
    distributionIdParameterName,
    stacks: { stateful, alerts, app, edge, monitoring, edgeMonitoring },
    templates: {
      stateful: Template.fromStack(stateful),
      alerts: Template.fromStack(alerts),
      app: Template.fromStack(app),
      edge: Template.fromStack(edge),
      monitoring: Template.fromStack(monitoring),
      edgeMonitoring: Template.fromStack(edgeMonitoring),
    },
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
  const templates = {
    stateful: Template.fromStack(stateful),
    alerts: Template.fromStack(alerts),
    app: Template.fromStack(app),
    edge: Template.fromStack(edge),
    monitoring: Template.fromStack(monitoring),
    edgeMonitoring: Template.fromStack(edgeMonitoring),
  };
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

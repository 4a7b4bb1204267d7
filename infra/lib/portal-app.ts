import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { fromRoot } from './paths';
import { readSettings } from './settings';
import { AppStack } from './stacks/app-stack';
import { StatefulStack } from './stacks/stateful-stack';

export const stackNames = { stateful: 'PortalStateful', app: 'PortalApp' } as const;

/**
 * Composes the portal's two stacks from the app's context. Env-agnostic (no account or region, no
 * lookups), so `cdk synth` works offline; `cdk deploy` takes both from the AWS profile.
 */
export function createPortal(app: App) {
  const settings = readSettings(app.node);
  const appOriginParameterName = `/${stackNames.stateful}/app-origin`;

  const stateful = new StatefulStack(app, stackNames.stateful, {
    description: 'Property investor portal: data, files and users (retained)',
    settings,
    appOriginParameterName,
  });
  const portal = new AppStack(app, stackNames.app, {
    description: 'Property investor portal: API, functions and website',
    stateful,
    settings,
    appOriginParameterName,
  });
  return { settings, stateful, app: portal, appOriginParameterName };
}

/** cdk.json's context (portal settings and feature flags), as the CDK CLI passes it to the app. */
export const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/**
 * The same app `cdk synth` builds, for in-process use (tests, benchmarks): cdk.json's context plus
 * overrides, written to `outdir` (a fresh temporary folder by default).
 */
export function buildPortalApp(options: { context?: Record<string, unknown>; outdir?: string } = {}) {
  const app = new App({ outdir: options.outdir, context: { ...cdkJsonContext(), ...options.context } });
  return { cdkApp: app, ...createPortal(app) };
}

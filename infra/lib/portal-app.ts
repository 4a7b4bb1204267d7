import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { fromRoot } from './paths';
import { readSettings } from './settings';
import { AlertsStack } from './stacks/alerts-stack';
import { AppStack } from './stacks/app-stack';
import { EdgeMonitoringStack } from './stacks/edge-monitoring-stack';
import { EdgeStack, edgeRegion } from './stacks/edge-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { StatefulStack } from './stacks/stateful-stack';

export const stackNames = {
  stateful: 'PortalStateful',
  app: 'PortalApp',
  alerts: 'PortalAlerts',
  edge: 'PortalEdge',
  monitoring: 'PortalMonitoring',
  edgeMonitoring: 'PortalEdgeMonitoring',
} as const;

/**
 * Composes the portal's stacks (data, the alerts job, app, the monitoring stack, and in us-east-1 the edge stack with the WAF web ACL
 * and the edge monitoring stack with the CloudFront alarm) from the app's context. Env-agnostic (no account or region, no
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
  // CloudFront's WAF web ACL must live in us-east-1: its own stack, deployed before the app stack.
  const webAclArnParameterName = `/${stackNames.edge}/web-acl-arn`;
  const edge = new EdgeStack(app, stackNames.edge, {
    description: 'Property investor portal: WAF web ACL of the CloudFront distribution (us-east-1)',
    webAclArnParameterName,
    alarmEmail: settings.alarmEmail,
  });
  // The property writes queue the alerts job: its stack deploys before the app stack.
  const alerts = new AlertsStack(app, stackNames.alerts, {
    description: 'Property investor portal: the matched alerts job and its daily digest schedule',
    stateful,
    settings,
    appOriginParameterName,
  });
  const distributionIdParameterName = `/${stackNames.app}/distribution-id`;
  const portal = new AppStack(app, stackNames.app, {
    description: 'Property investor portal: API, functions and website',
    stateful,
    alerts,
    settings,
    appOriginParameterName,
    webAcl: { parameterName: webAclArnParameterName, region: edgeRegion },
    distributionIdParameter: { parameterName: distributionIdParameterName, region: edgeRegion },
  });
  portal.addStackDependency(edge, 'The distribution is associated with the web ACL the edge stack creates');
  const monitoring = new MonitoringStack(app, stackNames.monitoring, {
    description: 'Property investor portal: alarms, their SNS topic and the dashboard',
    stateful,
    app: portal,
    alerts,
    alarmEmail: settings.alarmEmail,
  });
  // CloudFront reports only in us-east-1 and the edge stack deploys before the distribution exists: its alarm comes last.
  const edgeMonitoring = new EdgeMonitoringStack(app, stackNames.edgeMonitoring, {
    description: 'Property investor portal: CloudFront 5xx-rate alarm, to the edge alarm topic (us-east-1)',
    distributionIdParameterName,
    alarmTopic: edge.alarmTopic,
  });
  edgeMonitoring.addStackDependency(portal, 'The app stack creates the distribution and publishes its id in us-east-1');
  return { settings, stateful, alerts, app: portal, edge, monitoring, edgeMonitoring, appOriginParameterName, distributionIdParameterName };
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

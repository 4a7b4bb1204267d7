import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Monitoring } from '../constructs/monitoring';
import { serviceName } from '../observability';
import type { AlertsStack } from './alerts-stack';
import type { AppStack } from './app-stack';
import { WEB_ACL_METRIC_NAME } from './edge-stack';
import type { StatefulStack } from './stateful-stack';

export interface MonitoringStackProps extends StackProps {
  readonly stateful: StatefulStack;
  readonly app: AppStack;
  readonly alerts: AlertsStack;
  /** `-c alarmEmail=...`: subscribed to the alarm topic when given. */
  readonly alarmEmail?: string;
}

/**
 * The alarms, their SNS topic and the dashboard (constructs/monitoring.ts), in a stack of their own after the app
 * stack: about 40 resources that would otherwise eat the app stack's resource budget, and a topic whose email
 * subscription survives any redeploy of the app.
 */
export class MonitoringStack extends Stack {
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { app, stateful, alerts } = props;
    this.monitoring = new Monitoring(this, 'Monitoring', {
      serviceName: serviceName(this),
      httpApi: app.api.httpApi,
      functions: new Map([
        ...app.api.functions,
        ...Object.entries(app.jobs.functions),
        ['alerts', alerts.alerts.fn],
        ['customMessage', stateful.auth.customMessage],
      ]),
      table: stateful.data.table,
      deadLetters: { jobs: app.jobs.deadLetters, alerts: alerts.alerts.deadLetters },
      alarmEmail: props.alarmEmail,
      edge: { distributionId: app.web.distribution.distributionId, webAclName: WEB_ACL_METRIC_NAME },
    });
  }
}

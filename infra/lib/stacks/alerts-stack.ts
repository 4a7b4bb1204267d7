import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Alerts } from '../constructs/alerts';
import type { PortalSettings } from '../settings';
import type { StatefulStack } from './stateful-stack';

export interface AlertsStackProps extends StackProps {
  readonly stateful: StatefulStack;
  readonly settings: PortalSettings;
  readonly appOriginParameterName: string;
}

/**
 * The matched alerts' job, its dead-letter queue and its daily schedule (constructs/alerts.ts), in a stack of their own
 * before the app stack, whose property writes queue the job: a dozen resources that would otherwise take the app stack
 * past its resource budget. The job finds the site's origin in the SSM parameter the app stack writes.
 */
export class AlertsStack extends Stack {
  readonly alerts: Alerts;

  constructor(scope: Construct, id: string, props: AlertsStackProps) {
    super(scope, id, props);
    const { settings } = props;
    this.alerts = new Alerts(this, 'Alerts', {
      table: props.stateful.data.table,
      appOriginParameterName: props.appOriginParameterName,
      ...(settings.webUrl ? { appOrigin: settings.webUrl } : {}),
      alertSecretParameterName: settings.alertSecretParameter,
      ...(settings.sesFromEmail ? { sesIdentity: { fromEmail: settings.sesFromEmail, region: settings.sesRegion } } : {}),
    });
  }
}

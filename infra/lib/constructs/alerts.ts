import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobs } from '@shared/contract/jobs';
import { deadLetterQueue, jobFunction } from './jobs';
import type { PortalFunction } from './portal-function';

export interface AlertsProps {
  readonly table: ITable;
  /** The SSM parameter the app stack writes the site's origin to: the emails' links (the job is deployed before the site exists). */
  readonly appOriginParameterName: string;
  /** The site's origin when known at synth time (-c webUrl). */
  readonly appOrigin?: string;
  /** The SSM SecureString parameter with the key of the signed unsubscribe links. */
  readonly alertSecretParameterName: string;
  /** The verified SES identity the emails are sent from (-c sesFromEmail); unset, the emails are skipped with a logged warning. */
  readonly sesIdentity?: { readonly fromEmail: string; readonly region: string };
}

/**
 * The alerts job (shared/src/contract/jobs.ts): queued by a property write to fan its listing event out, and run by
 * EventBridge Scheduler every minute to send the Instant batches now due and once a day to send the Daily digests. Its failed events go to its dead-letter queue.
 */
export class Alerts extends Construct {
  readonly fn: PortalFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: AlertsProps) {
    super(scope, id);
    const job = jobs.alerts;
    const deadLetters = deadLetterQueue(this);
    const { fn } = jobFunction(this, 'alerts', {
      deadLetters,
      environment: { TABLE_NAME: props.table.tableName, ...(props.appOrigin ? { APP_ORIGIN: props.appOrigin } : {}) },
      targets: {
        table: props.table,
        appOriginParameterName: props.appOriginParameterName,
        alertSecretParameterName: props.alertSecretParameterName,
        ...(props.sesIdentity ? { sesIdentity: props.sesIdentity } : {}),
      },
    });
    this.fn = fn;
    this.deadLetters = deadLetters;

    // The L1 schedule with a role of our own: the L2 target grants the invoke on every version and alias too (`:*`).
    const role = new Role(this, 'DigestScheduleRole', {
      description: 'EventBridge Scheduler invoking the alerts job for the Instant batches and the Daily digests',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
    });
    role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }));
    const schedule = new CfnSchedule(this, 'DigestSchedule', {
      description: `Sends the Daily alert digests (every ${job.rateHours} hours)`,
      scheduleExpression: `rate(${job.rateHours} hours)`,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      // Any event without a listing event's ids is a digest run (functions/src/alerts/emails/alerts-job.ts).
      target: { arn: fn.functionArn, roleArn: role.roleArn, input: JSON.stringify({ digest: 'daily' }) },
    });
    schedule.node.addDependency(role);

    const every = `${job.frequentRun.everyMinutes} minute${job.frequentRun.everyMinutes === 1 ? '' : 's'}`;
    const frequent = new CfnSchedule(this, 'InstantSchedule', {
      description: `${job.frequentRun.description} (every ${every})`,
      scheduleExpression: `rate(${every})`,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: { arn: fn.functionArn, roleArn: role.roleArn, input: JSON.stringify(job.frequentRun.event) },
    });
    frequent.node.addDependency(role);
  }
}

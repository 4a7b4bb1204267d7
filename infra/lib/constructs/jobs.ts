import { Duration, Validations } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type JobName, jobEntries, jobs } from '@shared/contract/jobs';
import { grantPermissions, type PermissionTargets } from '../permissions';
import { PortalFunction } from './portal-function';

/** How long a failed job's event waits in its dead-letter queue for someone to look (SQS's maximum is 14 days). */
export const DEAD_LETTER_RETENTION = Duration.days(14);

/**
 * The one dead-letter queue of a stack's queued jobs: each failed event's record names its function
 * (`requestContext.functionArn`), so one queue (and one alarm) serves them all, at 2 resources rather than 2 per job.
 */
export function deadLetterQueue(scope: Construct): Queue {
  const queue = new Queue(scope, 'DeadLetters', { retentionPeriod: DEAD_LETTER_RETENTION, encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason:
      "This queue is the on-failure destination of the queued jobs (a dead-letter queue for Lambda's asynchronous invocations), not a work queue needing one of its own.",
  });
  return queue;
}

/**
 * One job of shared/src/contract/jobs.ts as a function: its handler, limits, queued-event handling and permissions.
 * A queued job ('async', 'schedule') that still fails after Lambda's retries (which back off: about 1, then 2 minutes),
 * or waits past its maximum age, lands in the jobs' dead-letter queue with the error (docs/operating.md: inspecting and redriving it).
 */
export function jobFunction(
  scope: Construct,
  name: JobName,
  props: { environment: Record<string, string>; targets: PermissionTargets; deadLetters?: Queue },
): { fn: PortalFunction } {
  const job = jobs[name];
  const fn = new PortalFunction(scope, name[0]!.toUpperCase() + name.slice(1), {
    handler: job.handler,
    name,
    description: job.description,
    environment: props.environment,
    ...('timeoutSeconds' in job ? { timeout: Duration.seconds(job.timeoutSeconds) } : {}),
    ...('memorySize' in job ? { memorySize: job.memorySize } : {}),
  });
  if (job.invokedBy !== 'cognito') {
    if (!props.deadLetters) throw new Error(`The queued job ${name} needs the jobs' dead-letter queue`);
    fn.configureAsyncInvoke({
      ...('retryAttempts' in job ? { retryAttempts: job.retryAttempts } : {}),
      ...('maxEventAgeSeconds' in job ? { maxEventAge: Duration.seconds(job.maxEventAgeSeconds) } : {}),
      onFailure: new SqsDestination(props.deadLetters),
    });
  }
  grantPermissions(fn, job.permissions, props.targets);
  return { fn };
}

export interface JobsProps {
  /** Environment every job gets (the table and user pool names, ...). */
  readonly environment: Record<string, string>;
  /** Environment of one job only, e.g. the lead webhook's URL. */
  readonly jobEnvironment?: Partial<Record<JobName, Record<string, string>>>;
  readonly targets: PermissionTargets;
  /** Jobs built elsewhere, in a stack of their own (the alerts job: infra/lib/constructs/alerts.ts). */
  readonly exclude?: readonly JobName[];
}

/**
 * The jobs our code invokes asynchronously, and the scheduled ones with their EventBridge rule (Cognito triggers are built
 * beside the user pool, the alerts job in its own stack).
 */
export class Jobs extends Construct {
  readonly functions: Partial<Record<JobName, PortalFunction>> = {};
  /** The queued jobs' one dead-letter queue (jobFunction). */
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.deadLetters = deadLetterQueue(this);
    for (const [name, job] of jobEntries()) {
      if (job.invokedBy === 'cognito' || props.exclude?.includes(name)) continue;
      const environment = { ...props.environment, ...props.jobEnvironment?.[name] };
      const { fn } = jobFunction(this, name, { environment, targets: props.targets, deadLetters: this.deadLetters });
      this.functions[name] = fn;
      if (job.invokedBy === 'schedule') {
        if (!job.rateHours) throw new Error(`The scheduled job ${name} needs rateHours`);
        new Rule(this, `${name[0]!.toUpperCase()}${name.slice(1)}Schedule`, {
          description: `Runs ${name} every ${job.rateHours} hours`,
          schedule: Schedule.rate(Duration.hours(job.rateHours)),
          targets: [new LambdaFunction(fn)],
        });
        // A frequent run of its own (e.g. the reservation holds' expiry every few minutes), with its event.
        const frequent = 'frequentRun' in job ? job.frequentRun : undefined;
        if (frequent)
          new Rule(this, `${name[0]!.toUpperCase()}${name.slice(1)}FrequentSchedule`, {
            description: `${frequent.description} (every ${frequent.everyMinutes} minutes)`,
            schedule: Schedule.rate(Duration.minutes(frequent.everyMinutes)),
            targets: [new LambdaFunction(fn, { event: RuleTargetInput.fromObject(frequent.event) })],
          });
      }
    }
  }
}

import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { type JobName, jobEntries, jobs } from '@shared/contract/jobs';
import { grantPermissions, type PermissionTargets } from '../permissions';
import { PortalFunction } from './portal-function';

/** One job of shared/src/contract/jobs.ts as a function: its handler, limits, queued-event handling and permissions. */
export function jobFunction(scope: Construct, name: JobName, props: { environment: Record<string, string>; targets: PermissionTargets }): PortalFunction {
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
    fn.configureAsyncInvoke({
      ...('retryAttempts' in job ? { retryAttempts: job.retryAttempts } : {}),
      ...('maxEventAgeSeconds' in job ? { maxEventAge: Duration.seconds(job.maxEventAgeSeconds) } : {}),
    });
  }
  grantPermissions(fn, job.permissions, props.targets);
  return fn;
}

export interface JobsProps {
  /** Environment every job gets (the table and user pool names, ...). */
  readonly environment: Record<string, string>;
  /** Environment of one job only, e.g. the lead webhook's URL. */
  readonly jobEnvironment?: Partial<Record<JobName, Record<string, string>>>;
  readonly targets: PermissionTargets;
}

/** The jobs our code invokes asynchronously, and the scheduled ones with their EventBridge rule (Cognito triggers are built beside the user pool). */
export class Jobs extends Construct {
  readonly functions: Partial<Record<JobName, PortalFunction>> = {};

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    for (const [name, job] of jobEntries()) {
      if (job.invokedBy === 'cognito') continue;
      const environment = { ...props.environment, POWERTOOLS_SERVICE_NAME: `portal-${name}`, ...props.jobEnvironment?.[name] };
      const fn = jobFunction(this, name, { environment, targets: props.targets });
      this.functions[name] = fn;
      if (job.invokedBy === 'schedule') {
        if (!job.rateHours) throw new Error(`The scheduled job ${name} needs rateHours`);
        new Rule(this, `${name[0]!.toUpperCase()}${name.slice(1)}Schedule`, {
          description: `Runs ${name} every ${job.rateHours} hours`,
          schedule: Schedule.rate(Duration.hours(job.rateHours)),
          targets: [new LambdaFunction(fn)],
        });
      }
    }
  }
}

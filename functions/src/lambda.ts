import type { LambdaClient } from '@aws-sdk/client-lambda';
import { type JobName, jobFunctionVariable } from '@shared/contract/jobs';
import { clientBudgets, clientOptions } from './client-budget';
import { env } from './env';
import { lazy } from './lazy';
import { withCause } from './observability/job-cause';
import { logger, tracer } from './observability/powertools';

/** The Lambda SDK (its commands), loaded on first use (lazy.ts). */
const lambdaSdk = lazy(() => import('@aws-sdk/client-lambda'));
/** Locally LAMBDA_ENDPOINT points at the local API adapter, which answers the Lambda Invoke API. */
const lambdaClient = lazy(async (): Promise<LambdaClient> =>
  tracer.captureAWSv3Client(
    new (await lambdaSdk()).LambdaClient({
      region: env().AWS_REGION,
      ...clientOptions(clientBudgets.lambda),
      // Locally the adapter's Invoke endpoint answers only callers carrying the stack's per-run token.
      ...(env().LAMBDA_ENDPOINT ? { endpoint: env().LAMBDA_ENDPOINT, customUserAgent: process.env.LOCAL_INVOKE_USER_AGENT } : {}),
    }),
  ),
);

/**
 * Fire-and-forget: Lambda queues the event and runs the job (shared/src/contract/jobs.ts) after we have answered.
 * The route needs `invoke:<job>` in the route table, which also gives it the job's function name. The payload carries
 * the caller's correlation id (observability/job-cause.ts), which the job logs under and takes off before reading it;
 * the caller logs 'job queued' with the job's own invocation id.
 */
export async function invokeJob(job: JobName, payload: object): Promise<void> {
  const variable = jobFunctionVariable(job);
  const functionName = process.env[variable];
  if (!functionName) throw new Error(`${variable} is not set: does the route declare invoke:${job}?`);
  const correlationId = logger.getCorrelationId();
  const cause = typeof correlationId === 'string' ? { correlationId } : undefined;
  const [{ InvokeCommand }, client] = await Promise.all([lambdaSdk(), lambdaClient()]);
  const { $metadata } = await client.send(
    new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(withCause(payload, cause)) }),
  );
  logger.info('job queued', { job, jobRequestId: $metadata.requestId });
}

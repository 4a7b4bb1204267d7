import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { type JobName, jobFunctionVariable } from '@shared/contract/jobs';
import { clientBudgets, clientOptions } from './client-budget';
import { env } from './env';
import { tracer } from './observability/powertools';

/** Locally LAMBDA_ENDPOINT points at the local API adapter, which answers the Lambda Invoke API. */
const lambdaClient = tracer.captureAWSv3Client(
  new LambdaClient({
    region: env().AWS_REGION,
    ...clientOptions(clientBudgets.lambda),
    // Locally the adapter's Invoke endpoint answers only callers carrying the stack's per-run token.
    ...(env().LAMBDA_ENDPOINT ? { endpoint: env().LAMBDA_ENDPOINT, customUserAgent: process.env.LOCAL_INVOKE_USER_AGENT } : {}),
  }),
);

/**
 * Fire-and-forget: Lambda queues the event and runs the job (shared/src/contract/jobs.ts) after we have answered.
 * The route needs `invoke:<job>` in the route table, which also gives it the job's function name.
 */
export async function invokeJob(job: JobName, payload: unknown): Promise<void> {
  const variable = jobFunctionVariable(job);
  const functionName = process.env[variable];
  if (!functionName) throw new Error(`${variable} is not set: does the route declare invoke:${job}?`);
  await lambdaClient.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(payload) }));
}

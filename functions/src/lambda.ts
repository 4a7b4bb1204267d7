import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { env } from './env';

/** Locally LAMBDA_ENDPOINT points at the local API adapter, which answers the Lambda Invoke API. */
const lambdaClient = new LambdaClient({
  region: env().AWS_REGION,
  ...(env().LAMBDA_ENDPOINT ? { endpoint: env().LAMBDA_ENDPOINT } : {}),
});

/** Fire-and-forget: Lambda queues the event and runs the function after we have answered. */
export async function invokeAsync(functionName: string, payload: unknown): Promise<void> {
  await lambdaClient.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(payload) }));
}

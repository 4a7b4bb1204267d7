import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { env } from '../env';

/** One client per container. Locally DYNAMODB_ENDPOINT points it at DynamoDB Local. */
export const dynamoClient = new DynamoDBClient({
  region: env().AWS_REGION,
  // A DynamoDB that does not answer fails fast (a TimeoutError: 503 with Retry-After, http/outage.ts) instead of
  // holding the request until the Lambda's own timeout.
  requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 },
  ...(env().DYNAMODB_ENDPOINT ? { endpoint: env().DYNAMODB_ENDPOINT } : {}),
});

export const tableName = () => env().TABLE_NAME;

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { clientBudgets, clientOptions } from '../client-budget';
import { env } from '../env';
import { tracer } from '../observability/powertools';

/** One client per container, traced (X-Ray, on AWS). Locally DYNAMODB_ENDPOINT points it at DynamoDB Local. */
export const dynamoClient = tracer.captureAWSv3Client(
  new DynamoDBClient({
    region: env().AWS_REGION,
    ...clientOptions(clientBudgets.dynamodb),
    ...(env().DYNAMODB_ENDPOINT ? { endpoint: env().DYNAMODB_ENDPOINT } : {}),
  }),
);

export const tableName = () => env().TABLE_NAME;

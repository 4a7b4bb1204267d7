import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { logger, tracer } from './powertools';

/**
 * The chain of a function that is not a route (a job or the Cognito trigger): its log lines carry the Lambda
 * context (function name, request id, cold start) and it is traced. Business outcomes are counted as they happen
 * (metrics.ts), so nothing is left to flush at the end. Called without a Lambda context (a test calling the
 * handler directly), it runs the function bare.
 */
export function jobHandler<E, R>(fn: (event: E) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  const chain = middy(fn)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer));
  return (event, context) => (context ? chain(event, context) : fn(event));
}

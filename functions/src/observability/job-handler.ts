import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { takeCause } from './job-cause';
import { logger, tracer } from './powertools';

/**
 * The chain of a function that is not a route (a job or the Cognito trigger): its log lines carry the Lambda
 * context (function name, request id, cold start) and it is traced. Business outcomes are counted as they happen
 * (metrics.ts), so nothing is left to flush at the end. Called without a Lambda context (a test calling the
 * handler directly), it runs the function bare.
 *
 * Every line of a job queued by a request (invokeJob) carries that request's correlation id, with `job_cause: 'request'`;
 * the job's own invocation id stays in `function_request_id`. A job nobody queued (its schedule, a Cognito trigger) has
 * no cause: its lines carry its own invocation id as their correlation id, with `job_cause: 'none'`.
 */
export function jobHandler<E, R>(fn: (event: E) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  const chain = middy(async (event: E, context: Context) => {
    const { event: payload, cause } = takeCause(event);
    logger.appendKeys({ correlation_id: cause?.correlationId ?? context.awsRequestId, job_cause: cause ? 'request' : 'none' });
    logger.info('job started');
    return fn(payload);
  })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer));
  return (event, context) => (context ? chain(event, context) : fn(takeCause(event).event));
}

import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * The one Logger, Metrics and Tracer of every function (the HTTP chain, the jobs and the Cognito trigger import
 * them; nothing builds its own). Their service name, metrics namespace, log level and whether tracing is on come
 * from the environment (POWERTOOLS_SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE, POWERTOOLS_LOG_LEVEL,
 * POWERTOOLS_TRACE_ENABLED), which CDK sets on AWS and the local stack sets locally.
 */

/** Reads a dotted path ('requestContext.requestId') from an event: all a correlation id path needs, without a JMESPath engine. */
export const lookupPath = (path: string, data: unknown): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);

export const logger = new Logger({ correlationIdSearchFn: lookupPath });
export const metrics = new Metrics();
/** Off outside Lambda (the local stack), where there is no X-Ray daemon to send segments to. */
export const tracer = new Tracer();

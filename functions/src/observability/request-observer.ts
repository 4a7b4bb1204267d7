import type middy from '@middy/core';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { businessMetrics, statusClass } from '@shared/contract/metrics';
import { count, withCorrelationId } from './metrics';
import { logger, metrics, tracer } from './powertools';

/**
 * Part of the HTTP chain (http/handler.ts, functions/src/catalogue/public/document-handler.ts): every log line of the request carries the route
 * key (one function group serves many routes), the trace is annotated with it, and the answer is counted by
 * route and status class, with 409 conflicts and 503 outages counted on their own for their alarms.
 */
export const observeRequest = (route: string): middy.MiddlewareObj => {
  const countAnswer = (request: middy.Request) => {
    const statusCode = (request.response as APIGatewayProxyStructuredResultV2 | undefined)?.statusCode ?? 500;
    logger.info('request answered', { statusCode });
    metrics.addDimensions({ route, statusClass: statusClass(statusCode) });
    metrics.addMetric(businessMetrics.requests.name, MetricUnit.Count, 1);
    withCorrelationId(metrics);
    if (statusCode === 409) count('conflicts', { route });
    if (statusCode === 503) count('outages', { route });
  };
  return {
    before: () => {
      logger.appendKeys({ route_key: route });
      tracer.putAnnotation('route', route);
    },
    after: countAnswer,
    onError: countAnswer,
  };
};

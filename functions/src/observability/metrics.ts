import { type Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { type BusinessMetric, businessMetrics, type MetricDimensions } from '@shared/contract/metrics';
import { logger, metrics } from './powertools';

/** Puts the request's correlation id on the metric line too (as metadata, not a dimension), so a count leads back to its logs. */
export function withCorrelationId(target: Metrics): void {
  const correlationId = logger.getCorrelationId();
  if (typeof correlationId === 'string') target.addMetadata('correlation_id', correlationId);
}

/**
 * Counts one business outcome (shared/src/contract/metrics.ts) as its own embedded-metric-format line, written at
 * once with its own dimensions, so outcomes counted in one invocation never share (or overwrite) a dimension set.
 */
export function count<M extends BusinessMetric>(metric: M, dimensions: MetricDimensions<M>, value = 1): void {
  const single = metrics.singleMetric();
  withCorrelationId(single);
  for (const [name, dimension] of Object.entries<string>(dimensions)) single.addDimension(name, dimension);
  single.addMetric(businessMetrics[metric].name, MetricUnit.Count, value);
}

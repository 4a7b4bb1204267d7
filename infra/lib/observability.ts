import type { IConstruct } from 'constructs';

/**
 * The service name on every log line and the CloudWatch namespace of the business metrics (shared/src/contract/metrics.ts),
 * one for the whole portal so the alarms find every function's metrics in one place. `-c serviceName=...` keeps two
 * portals in one account apart.
 */
export const DEFAULT_SERVICE_NAME = 'PropertyPortal';
export const serviceName = (scope: IConstruct): string => {
  const value: unknown = scope.node.tryGetContext('serviceName');
  return typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_SERVICE_NAME;
};

/** What functions/src/observability/powertools.ts reads: the same service name and namespace on every function. */
export const observabilityEnvironment = (scope: IConstruct): Record<string, string> => ({
  POWERTOOLS_SERVICE_NAME: serviceName(scope),
  POWERTOOLS_METRICS_NAMESPACE: serviceName(scope),
});

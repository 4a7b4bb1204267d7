import * as z from '@shared/core/zod';
import { clientBudgets, clientOptions } from '../../client-budget';
import { lazy } from '../../lazy';
import { tracer } from '../../observability/powertools';

/**
 * The key of the signed unsubscribe links: ALERT_SECRET locally, or the SSM SecureString parameter ALERT_SECRET_PARAMETER
 * on AWS (created by the operator, docs/features.md 'Alert emails'), read once per container. Its own key, not the webhooks' one: the public
 * function that checks the links must not hold the secret that signs the property webhooks.
 */
const settingsSchema = z.object({
  ALERT_SECRET: z.optional(z.string().check(z.minLength(16))),
  ALERT_SECRET_PARAMETER: z.optional(z.string().check(z.minLength(1))),
});

async function readSecret(): Promise<string> {
  const { ALERT_SECRET, ALERT_SECRET_PARAMETER } = settingsSchema.parse(process.env);
  if (ALERT_SECRET) return ALERT_SECRET;
  if (!ALERT_SECRET_PARAMETER) throw new Error('Neither ALERT_SECRET nor ALERT_SECRET_PARAMETER is set');
  const { GetParameterCommand, SSMClient } = await import('@aws-sdk/client-ssm');
  const { Parameter } = await tracer
    .captureAWSv3Client(new SSMClient(clientOptions(clientBudgets.ssm)))
    .send(new GetParameterCommand({ Name: ALERT_SECRET_PARAMETER, WithDecryption: true }));
  if (!Parameter?.Value) throw new Error(`SSM parameter ${ALERT_SECRET_PARAMETER} is empty`);
  return Parameter.Value;
}

/** Read once per container; a failed read is tried again on the next call. */
export const alertSecret = lazy(readSecret);

import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from '@shared/core/zod';
import { tracer } from '../observability/powertools';
import { ORIGIN_VERIFY_HEADER } from './origin-header';
import { codeOfStatus } from '@shared/contract/error-codes';

/**
 * The secret's JSON: CloudFront sends `current`; `previous` is still accepted while a rotation is under way
 * (docs/deploying.md, 'Rotating the origin secret'), so no request is refused between the new value and the redeploy.
 */
const originSecretSchema = z.object({ current: z.string().check(z.minLength(32)), previous: z._default(z.string(), '') });
export type OriginSecret = z.infer<typeof originSecretSchema>;

const CACHE_MS = 5 * 60_000;

/** Reads the secret through SSM's Secrets Manager reference (the SSM client is already in the bundle), kept five minutes. */
function cachedSecret(parameterName: string): () => Promise<OriginSecret> {
  let cached: { at: number; value: Promise<OriginSecret> } | undefined;
  const read = async () => {
    const { GetParameterCommand, SSMClient } = await import('@aws-sdk/client-ssm');
    const { Parameter } = await tracer.captureAWSv3Client(new SSMClient({})).send(new GetParameterCommand({ Name: parameterName, WithDecryption: true }));
    return originSecretSchema.parse(JSON.parse(Parameter?.Value ?? '{}'));
  };
  return () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const value = read();
      cached = { at: Date.now(), value };
      value.catch(() => (cached = undefined)); // read again on the next request
    }
    return cached.value;
  };
}

const same = (a: string, b: string) => a.length > 0 && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const refusal = (statusCode: number, message: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...(statusCode === 503 ? { 'retry-after': '5' } : {}) },
  body: JSON.stringify({ message, code: codeOfStatus(statusCode) }),
});

/**
 * The API answers only requests that came through CloudFront (and so through its WAF), not calls to its own
 * execute-api hostname: the first check of every function group, before routing, parsing or any lookup.
 * Answers the refusal, or undefined to go on. Without a secret (the local stack: there the local adapter is
 * the only way in and there is no execute-api hostname to bypass), nothing is checked.
 */
export function originGuard(secret: (() => Promise<OriginSecret>) | undefined) {
  return async (event: Pick<APIGatewayProxyEventV2, 'headers'>): Promise<APIGatewayProxyStructuredResultV2 | undefined> => {
    if (!secret) return undefined;
    const sent = event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
    let accepted: OriginSecret;
    try {
      accepted = await secret();
    } catch {
      return refusal(503, 'The service is temporarily unavailable. Please try again in a moment.');
    }
    return same(sent, accepted.current) || same(sent, accepted.previous) ? undefined : refusal(403, 'Forbidden');
  };
}

/** ORIGIN_SECRET_PARAMETER: `/aws/reference/secretsmanager/<secret name>`, set by CDK on every group function. */
export const guardOrigin = originGuard(process.env.ORIGIN_SECRET_PARAMETER ? cachedSecret(process.env.ORIGIN_SECRET_PARAMETER) : undefined);

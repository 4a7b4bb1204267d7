import * as z from '@shared/core/zod';
import { clientBudgets, clientOptions } from './client-budget';
import { tracer } from './observability/powertools';

const settingsSchema = z.object({
  /** Set when the site's origin is known at deploy time (custom domain) and by the local stack. */
  APP_ORIGIN: z.optional(z.url()),
  /** Otherwise on AWS: the SSM parameter the app stack writes the CloudFront origin to. */
  APP_ORIGIN_PARAMETER: z.optional(z.string().check(z.minLength(1))),
  /** Set by the Lambda runtime: tells a deployed function from a local run. */
  AWS_LAMBDA_FUNCTION_NAME: z.optional(z.string()),
});
type Settings = z.infer<typeof settingsSchema>;

/** Only a local run may fall back to the local web server; a deployed email must never link there. */
const LOCAL_ORIGIN = 'http://localhost:3000';

/**
 * The origin email links point to: APP_ORIGIN, else the SSM parameter's value, else (only when not
 * running on Lambda) the local web server. A deployed function with neither fails the email loudly.
 * Functions deployed before the site exists (the Cognito trigger, the alerts job) read the parameter.
 */
async function resolveSiteOrigin(config: Settings, readParameter: (name: string) => Promise<string | undefined>): Promise<string> {
  if (config.APP_ORIGIN) return new URL(config.APP_ORIGIN).origin;
  if (config.APP_ORIGIN_PARAMETER) {
    const value = await readParameter(config.APP_ORIGIN_PARAMETER);
    const parsed = z.url().safeParse(value?.trim());
    if (!parsed.success) throw new Error(`SSM parameter ${config.APP_ORIGIN_PARAMETER} does not hold the site's URL (found ${JSON.stringify(value)})`);
    return new URL(parsed.data).origin;
  }
  if (config.AWS_LAMBDA_FUNCTION_NAME) throw new Error('Neither APP_ORIGIN nor APP_ORIGIN_PARAMETER is set: email links would have no site to point to');
  return LOCAL_ORIGIN;
}

/** Loaded only when the parameter is read, so local runs and APP_ORIGIN deployments never load it. */
async function readSsmParameter(name: string): Promise<string | undefined> {
  const { GetParameterCommand, SSMClient } = await import('@aws-sdk/client-ssm');
  const { Parameter } = await tracer.captureAWSv3Client(new SSMClient(clientOptions(clientBudgets.ssm))).send(new GetParameterCommand({ Name: name }));
  return Parameter?.Value;
}

/** Resolved once per container; a failed lookup is retried by the next email rather than cached. */
let origin: Promise<string> | undefined;
export const siteOrigin = (): Promise<string> =>
  (origin ??= resolveSiteOrigin(settingsSchema.parse(process.env), readSsmParameter).catch((error: unknown) => {
    origin = undefined;
    throw error;
  }));

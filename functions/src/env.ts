import * as z from '@shared/core/zod';

/**
 * Lambda environment, validated once per cold start. The *_ENDPOINT variables are set only by the
 * local stack (emulators); on AWS they are absent and the SDK uses the real service endpoints.
 */
const envSchema = z.object({
  AWS_REGION: z._default(z.string(), 'eu-west-2'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  COGNITO_ENDPOINT: z.optional(z.url()),
  USER_POOL_ID: z.optional(z.string()),
  USER_POOL_CLIENT_ID: z.optional(z.string()),
  /** Only set locally: where the Lambda Invoke API answers (the local API adapter). */
  LAMBDA_ENDPOINT: z.optional(z.url()),
  /** The SPA's origin, for links in emails and webhooks. */
  APP_ORIGIN: z._default(z.url(), 'http://localhost:3000'),
  IMAGES_BUCKET: z.optional(z.string()),
  DOCUMENTS_BUCKET: z.optional(z.string()),
  HEROES_BUCKET: z.optional(z.string()),
  /**
   * Only set locally, where the SPA and the API are on different ports: the origins the CORS headers name.
   * On AWS the API is served under /api on the site's own origin, so no CORS header is ever sent.
   */
  ALLOWED_ORIGINS: z.optional(z.string().check(z.minLength(1))),
  /** Comma-separated emails that are always admins (the spec's two fixed admin addresses). */
  BOOTSTRAP_ADMIN_EMAILS: z._default(z.string(), ''),
  /** The firm's registrations as JSON (@shared/contract/firm), printed on every PDF; absent when the deployment gives none. */
  FIRM_REGISTRATIONS: z.optional(z.string()),
});

export type Env = z.infer<typeof envSchema>;
let cached: Env | undefined;
export const env = (): Env => (cached ??= envSchema.parse(process.env));

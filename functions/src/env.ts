import { z } from 'zod';

/**
 * Lambda environment, validated once per cold start. The *_ENDPOINT variables are set only by the
 * local stack (emulators); on AWS they are absent and the SDK uses the real service endpoints.
 */
const envSchema = z.object({
  AWS_REGION: z.string().default('eu-west-2'),
  TABLE_NAME: z.string().min(1),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
  USER_POOL_ID: z.string().optional(),
  USER_POOL_CLIENT_ID: z.string().optional(),
  /** Only set locally: where the Lambda Invoke API answers (the local API adapter). */
  LAMBDA_ENDPOINT: z.string().url().optional(),
  /** The SPA's origin, for links in emails and webhooks. */
  APP_ORIGIN: z.string().url().default('http://localhost:3000'),
  IMAGES_BUCKET: z.string().optional(),
  DOCUMENTS_BUCKET: z.string().optional(),
  HEROES_BUCKET: z.string().optional(),
  ALLOWED_ORIGINS: z.string().default('*'),
  /** Comma-separated emails that are always admins (the spec's two fixed admin addresses). */
  BOOTSTRAP_ADMIN_EMAILS: z.string().default(''),
});

export type Env = z.infer<typeof envSchema>;
let cached: Env | undefined;
export const env = (): Env => (cached ??= envSchema.parse(process.env));

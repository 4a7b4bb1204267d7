import type { LocalStack } from '../../infra/local/stack';
import type { SeedContext } from '../../infra/local/seed-context';

/** The seed context for a running local stack (the same values the stack gives its own seed). */
export const seedContext = (stack: LocalStack): SeedContext => ({
  env: stack.env,
  cognito: { endpoint: stack.config.cognitoEndpoint ?? '', userPoolId: stack.config.userPoolId, clientId: stack.config.userPoolClientId },
  s3: {
    endpoint: stack.env.S3_ENDPOINT ?? '',
    buckets: { images: stack.env.IMAGES_BUCKET ?? '', documents: stack.env.DOCUMENTS_BUCKET ?? '', heroes: stack.env.HEROES_BUCKET ?? '' },
  },
  log: () => {},
});

/** The API's address as the SPA at baseUrl calls it (its /config.json: same origin under /api, as on AWS). */
export async function browserApiUrl(baseUrl: string): Promise<string> {
  const { apiUrl } = (await (await fetch(`${baseUrl}/config.json`)).json()) as { apiUrl: string };
  return new URL(apiUrl, baseUrl).href.replace(/\/$/, '');
}

import type { WebConfig } from '@shared/contract/config';
import { readWebConfig } from '@shared/contract/config-check';

let current: WebConfig | undefined;

/** Fetches and validates /config.json (written by the local stack or the CDK web stack). */
export async function loadConfig(): Promise<WebConfig> {
  // Takes the answer index.html preloaded (a request of the same kind; the server marks it not to be reused later).
  const response = await fetch('/config.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status} ${response.statusText}`.trim());
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('/config.json is not valid JSON');
  }
  current = readWebConfig(body) ?? (await parseWithSchema(body));
  return current;
}

/** The schema, downloaded only for a config.json the quick check does not take as it is: it names what is wrong. */
async function parseWithSchema(body: unknown): Promise<WebConfig> {
  const { webConfigSchema } = await import('@shared/contract/config');
  const parsed = webConfigSchema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`/config.json is invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The settings loaded at start-up; main.tsx renders nothing before they are loaded. */
export function getConfig(): WebConfig {
  if (!current) throw new Error('The portal settings have not been loaded yet');
  return current;
}

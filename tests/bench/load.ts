/**
 * Load figures, in `npm run bench` (tests/bench/run.ts) against the local stack.
 * autocannon on loopback only, CONNECTIONS connections for SECONDS s per target, one target after another:
 * - the investor list: GET /properties with an investor token;
 * - a property detail: GET /properties/{id} with an investor token;
 * - a public page: GET /public/properties/{id}?view=peek (no token).
 * Prints requests per second, p50 and p99 latency and errors; any error (a socket error, a timeout or a
 * non-2xx answer) sets a failing exit code, as it must be 0.
 *
 * Standalone against a running stack (tests/with-stack.ts gives LOCAL_STACK_STATE):
 *   unshare -n bash -c 'ip link set lo up; npx tsx tests/with-stack.ts --web none -- npx tsx tests/bench/load.ts'
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

export const CONNECTIONS = 20;
export const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);

export interface LoadTarget {
  name: string;
  path: string;
  token?: string;
}

export interface LoadFigure {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export async function loadFigures(apiUrl: string, targets: LoadTarget[], { connections = CONNECTIONS, seconds = SECONDS } = {}): Promise<LoadFigure[]> {
  if (!LOOPBACK.has(new URL(apiUrl).hostname)) throw new Error(`the load run only targets loopback, not ${apiUrl}`);
  const figures: LoadFigure[] = [];
  for (const target of targets) {
    const result = await autocannon({
      url: `${apiUrl}${target.path}`,
      connections,
      duration: seconds,
      timeout: 10,
      headers: { 'accept-encoding': 'br, gzip', ...(target.token ? { authorization: `Bearer ${target.token}` } : {}) },
    });
    figures.push({
      name: target.name,
      path: target.path,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      // Socket errors and timeouts, plus every answer that is not a 2xx.
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return figures;
}

export function printLoadFigures(figures: LoadFigure[], { connections = CONNECTIONS, seconds = SECONDS } = {}): void {
  console.log(`\nLoad (autocannon, loopback, ${connections} connections, ${seconds} s per target):`);
  console.table(
    figures.map((f) => ({
      target: `${f.name} (GET ${f.path})`,
      'requests/s': Math.round(f.requestsPerSecond),
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      requests: f.requests,
      errors: f.errors,
    })),
  );
  const failed = figures.filter((f) => f.errors > 0);
  if (failed.length > 0) {
    console.error(`✖ errors under load (must be 0): ${failed.map((f) => `${f.name} ${f.errors}`).join(', ')}`);
    process.exitCode = 1;
  }
}

/** The three targets for a stack: the investor list, one property's detail, and its public sneak peek. */
export async function loadTargets(apiUrl: string, investorToken: string): Promise<LoadTarget[]> {
  const list = await fetch(`${apiUrl}/properties`, { headers: { authorization: `Bearer ${investorToken}` } });
  if (!list.ok) throw new Error(`GET /properties answered ${list.status}`);
  const id = ((await list.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error('no property to load');
  return [
    { name: 'investor list', path: '/properties', token: investorToken },
    { name: 'property detail', path: `/properties/${encodeURIComponent(id)}`, token: investorToken },
    { name: 'public page', path: `/public/properties/${encodeURIComponent(id)}?view=peek` },
  ];
}

// Standalone: against the stack named by LOCAL_STACK_STATE, as the demo investor.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stateFile = process.env.LOCAL_STACK_STATE;
  if (!stateFile) throw new Error('LOCAL_STACK_STATE is not set: run through tests/with-stack.ts');
  const stack = JSON.parse(readFileSync(stateFile, 'utf8')) as {
    config: { apiUrl: string; region: string; cognitoEndpoint: string; userPoolClientId: string };
  };
  const { demoInvestor, signInTokens } = await import('./context');
  const token = (await signInTokens(stack.config, demoInvestor)).accessToken;
  printLoadFigures(await loadFigures(stack.config.apiUrl, await loadTargets(stack.config.apiUrl, token)));
}

/**
 * 'Let Me In' timing, in `npm run bench` (tests/bench/run.ts): POST /account-activation for emails with an account
 * and for unknown ones, printed side by side. Prints figures and asserts nothing: a wall-clock comparison on a shared
 * machine is noise-bound. The defence itself is structural and tested deterministically (both kinds of email do
 * the same work before the answer: tests/integration/activation-work.test.ts).
 *
 * Method: rounds of three requests in a random order: an account's email (E) and two unknown emails (U1, U2), each
 * from its own loopback address (so the per-IP throttle never answers instead), the accounts rotating for the
 * per-email one. Between requests it waits for the queued job: locally it runs in the adapter's process, on AWS
 * in another Lambda. |median(U1) - median(U2)| shows what separates two samples of the same kind.
 *
 * Standalone against a running stack (tests/with-stack.ts gives LOCAL_STACK_STATE):
 *   unshare -n bash -c 'ip link set lo up; npx tsx tests/with-stack.ts --web none -- npx tsx tests/bench/activation-timing.ts'
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { createCognitoUser, localCognitoClient } from '../../infra/local/builders/cognito-user';

const ROUNDS = 24;
const ACCOUNTS = 6;
const SETTLE_MS = 250;

interface StackConfig {
  apiUrl: string;
  region: string;
  cognitoEndpoint?: string;
  userPoolId: string;
}

/** Accounts with a password set (the job would send them a password-setup link). */
async function makeAccounts(config: StackConfig): Promise<string[]> {
  const pool = { cognito: localCognitoClient(config), userPoolId: config.userPoolId };
  const emails = Array.from({ length: ACCOUNTS }, () => `bench-${randomUUID().slice(0, 8)}@bench.example.com`);
  for (const email of emails) await createCognitoUser(pool, { email, password: `Bench-${randomUUID()}`, verified: true });
  return emails;
}

/** One POST from the given loopback address: milliseconds to the full answer. */
function post(apiUrl: string, email: string, localAddress: string): Promise<{ status: number; ms: number }> {
  const url = new URL(`${apiUrl}/account-activation`);
  const payload = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const shuffle = <T>(xs: T[]): T[] =>
  xs
    .map((x) => [Math.random(), x] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, x]) => x);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ActivationTiming {
  rounds: number;
  medianExisting: number;
  medianUnknown: number;
  sameKindSpread: number;
  existingSlowerInPairs: number;
  statuses: number[];
}

export async function activationTimingFigures(config: StackConfig): Promise<ActivationTiming> {
  const existing = await makeAccounts(config);
  const samples = { E: [] as number[], U1: [] as number[], U2: [] as number[] };
  const statuses = new Set<number>();
  let address = 10;
  const nextAddress = () => `127.0.${1 + Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  // Warm-up (cold imports, first connections) outside the measurement.
  for (const email of [existing[0]!, `warm-${randomUUID()}@bench.example.com`]) await post(config.apiUrl, email, nextAddress());
  await sleep(SETTLE_MS * 2);
  let slowerPairs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const times: Partial<Record<'E' | 'U1' | 'U2', number>> = {};
    for (const kind of shuffle(['E', 'U1', 'U2'] as const)) {
      const email = kind === 'E' ? existing[round % ACCOUNTS]! : `nobody-${randomUUID().slice(0, 12)}@bench.example.com`;
      const res = await post(config.apiUrl, email, nextAddress());
      statuses.add(res.status);
      times[kind] = res.ms;
      samples[kind].push(res.ms);
      await sleep(SETTLE_MS);
    }
    if (times.E! > times.U1!) slowerPairs++;
  }
  return {
    rounds: ROUNDS,
    medianExisting: median(samples.E),
    medianUnknown: median([...samples.U1, ...samples.U2]),
    sameKindSpread: Math.abs(median(samples.U1) - median(samples.U2)),
    existingSlowerInPairs: slowerPairs,
    statuses: [...statuses],
  };
}

export function printActivationTimingFigures(t: ActivationTiming) {
  console.log(`\n'Let Me In' (POST /account-activation, ${t.rounds} rounds of one account email and two unknown ones, sequential):`);
  console.log(
    `  median: account emails ${t.medianExisting.toFixed(1)} ms, unknown emails ${t.medianUnknown.toFixed(1)} ms (difference ${(t.medianExisting - t.medianUnknown).toFixed(1)} ms)`,
  );
  console.log(
    `  between the two unknown series: ${t.sameKindSpread.toFixed(1)} ms; account email slower in ${t.existingSlowerInPairs}/${t.rounds} pairs; statuses ${t.statuses.join(', ')}`,
  );
}

// Standalone: against the stack named by LOCAL_STACK_STATE.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stateFile = process.env.LOCAL_STACK_STATE;
  if (!stateFile) throw new Error('LOCAL_STACK_STATE is not set: run through tests/with-stack.ts');
  const { config } = JSON.parse(readFileSync(stateFile, 'utf8')) as { config: StackConfig };
  printActivationTimingFigures(await activationTimingFigures(config));
}

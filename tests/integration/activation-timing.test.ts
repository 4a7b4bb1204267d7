import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, stack } from '../support/stack';

/**
 * Issue 14 point 2: no account enumeration by timing. POST /account-activation answers the same body for
 * every email; it must also answer in the same time, so the email is sent after the answer (a queued job).
 *
 * Method: rounds of three requests in a random order per round: an existing account's email (E) and two
 * unknown emails (U1, U2). Each request comes from its own loopback address (127.0.0.x), so the per-IP
 * throttle of public writes never answers instead; existing emails rotate over several accounts for the
 * per-email one. Between requests the test waits for the queued job to finish: locally it runs in the
 * adapter's own process, on AWS in a separate Lambda, so waiting keeps one request's job out of the next
 * request's time, as on AWS.
 *
 * Noise, honestly: what separates two samples of the SAME kind in this run, i.e. |median(U1) - median(U2)|,
 * or the median's standard error from the unknown emails' spread, whichever is larger, with a 2 ms floor
 * for timer and scheduling resolution. The existing-vs-unknown difference of medians must not exceed it.
 */
const ROUNDS = 24;
const ACCOUNTS = 6;
const SETTLE_MS = 250;

let existing: string[] = [];
beforeAll(async () => {
  existing = (await Promise.all(Array.from({ length: ACCOUNTS }, () => createTestUser('investor', 'approved')))).map((u) => u.email);
}, 60_000);

/** One POST from the given loopback address; resolves with the status, body and milliseconds to the full answer. */
function post(email: string, localAddress: string): Promise<{ status: number; body: string; ms: number }> {
  const url = new URL(`${stack.config.apiUrl}/account-activation`);
  const payload = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
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
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const shuffle = <T>(xs: T[]): T[] => xs.map((x) => [Math.random(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /account-activation timing', () => {
  it('answers existing and unknown emails in the same time, within the noise of the run', async () => {
    const samples = { E: [] as number[], U1: [] as number[], U2: [] as number[] };
    const bodies = new Set<string>();
    let address = 10;
    // Warm-up (cold imports, first connections) outside the measurement.
    for (const email of [existing[0]!, `warm-${randomUUID()}@test.example.com`]) await post(email, `127.0.0.${address++}`);
    await sleep(SETTLE_MS * 2);
    let slowerPairs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const kinds = shuffle(['E', 'U1', 'U2'] as const);
      const times: Partial<Record<'E' | 'U1' | 'U2', number>> = {};
      for (const kind of kinds) {
        const email = kind === 'E' ? existing[round % ACCOUNTS]! : `nobody-${randomUUID().slice(0, 12)}@test.example.com`;
        const res = await post(email, `127.0.${1 + Math.floor(address / 250)}.${(address++ % 250) + 1}`);
        expect(res.status, res.body).toBe(200);
        bodies.add(res.body);
        times[kind] = res.ms;
        samples[kind].push(res.ms);
        await sleep(SETTLE_MS);
      }
      if (times.E! > times.U1!) slowerPairs++;
    }
    const unknown = [...samples.U1, ...samples.U2];
    const [mE, mU1, mU2, mU] = [median(samples.E), median(samples.U1), median(samples.U2), median(unknown)];
    const robustSigma = (quantile(unknown, 0.75) - quantile(unknown, 0.25)) / 1.349;
    const medianStandardError = (1.253 * robustSigma) / Math.sqrt(samples.E.length);
    const noise = Math.max(Math.abs(mU1 - mU2), 2 * medianStandardError, 2);
    const report = { rounds: ROUNDS, medianExisting: +mE.toFixed(1), medianUnknown: +mU.toFixed(1), medianU1: +mU1.toFixed(1), medianU2: +mU2.toFixed(1), noise: +noise.toFixed(1), existingSlowerInPairs: `${slowerPairs}/${ROUNDS}` };
    console.log(`[activation timing] ${JSON.stringify(report)}`);

    expect(bodies.size, 'one answer body for every email').toBe(1);
    expect(Math.abs(mE - mU), JSON.stringify(report)).toBeLessThanOrEqual(noise);
    // And no consistent ordering: existing slower in at most 20 of 24 pairs (a fair coin gives that with p < 0.001).
    expect(slowerPairs, JSON.stringify(report)).toBeLessThanOrEqual(20);
  }, 120_000);
});

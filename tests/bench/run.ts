/**
 * `npm run bench`: prints figures, asserts nothing.
 * 1. minified size of every Lambda bundle as CDK builds it (a synth of the CDK app), and its cold import time in
 *    a fresh Node process beside a hello-world bundle's (tests/bench/bundles.ts);
 * 2. gzipped JavaScript the landing page / loads (production build in headless Chromium; tests/bench/landing-js.ts),
 *    and Lighthouse's scores and LCP for /, a sneak peek, a full public property page and /area-insights/hull (tests/bench/lighthouse.ts);
 * 3. investor property list and search index against the local stack seeded with BENCH_LISTINGS (default 2,000) synthetic properties:
 *    p50/p95 latency, JSON and compressed sizes, DynamoDB requests and consumed capacity per call.
 * 4. the investor dashboard in headless Chromium on that stack (tests/bench/investor-dashboard.ts): first card
 *    visible and where its time goes (config, session, /me, list sent and received, first card painted), list update after one search character, first-screen JavaScript and image bytes, list bytes per property.
 * 5. upload to variants for a 5 MB photo (presigned POST, complete step, four sharp variants; tests/bench/upload-variants.ts).
 * 6. load on that stack (tests/bench/load.ts): autocannon on loopback, 20 connections for 20 s each on the investor
 *    list, a property detail and a public page: requests per second, p50, p99 and errors (must be 0).
 * 7. /property-management with those listings (tests/bench/property-management.ts): the rows API's p50/p95 and
 *    DynamoDB requests per call, and the time to the first table row in Chromium.
 * 8. 'Let Me In' timing for account and unknown emails, side by side (tests/bench/activation-timing.ts).
 * 9. the Deal analysis section of a detail page (tests/bench/deal-analysis.ts): its lazy JavaScript, gzipped, and the
 *    time from a price change to the updated tax.
 * 10. the alert fan-out of one listing event with 5,000 investors (tests/bench/alert-fan-out.ts): time to match, the whole
 *    run with its writes, a rerun of the same event, and the DynamoDB requests of each.
 * 11. the deal pack (tests/bench/deal-pack.ts): making a pack of a listing with 12 photos, cold and warm (p50/p95), and the
 *    investorPdfs function's bundle size.
 * 12. the sourcer's deal board with 500 open deals over the stages (tests/bench/deal-board.ts): the board API's p50/p95,
 *    sizes and DynamoDB requests per call (a Query per stage column, no Scan); the first card in Chromium is still to come.
 * Each section stands alone: one that fails is reported and the later ones still run.
 * BENCH_SECTIONS (e.g. `dashboard,management`) runs only the sections whose names contain one of its words.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { get } from 'node:http';
import { chromium, ensurePrerequisites, ensureProjectNode, java17 } from '../../infra/local/prerequisites';
import { testPorts } from '../support/test-ports';
import { printBundleFigures } from './bundles';
import { printDealPackFigures } from './deal-pack';
import { kb, percentile, runCommands, sequentialGets } from './figures';
import { landingPageJs, printLandingPageJs } from './landing-js';
import { lighthouseFigures, printLighthouseFigures } from './lighthouse';

/** The body as sent on the wire (fetch would decode it). */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<Buffer>((resolvePromise, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise(Buffer.concat(chunks)));
    }).on('error', reject);
  });
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

ensureProjectNode();
ensurePrerequisites([java17, chromium]);
console.log(`Benchmarks on Node ${process.version}`);
const listings = Number(process.env.BENCH_LISTINGS ?? 2000);
if (!Number.isInteger(listings) || listings < 1) throw new Error(`BENCH_LISTINGS must be a positive whole number, not ${process.env.BENCH_LISTINGS}`);

const chosenSections = (process.env.BENCH_SECTIONS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const chosen = (name: string) => chosenSections.length === 0 || chosenSections.some((word) => name.toLowerCase().includes(word));

const failedSections: string[] = [];
/** One section of figures: a failure is printed and the later sections still run. */
async function section(name: string, figures: () => Promise<void>): Promise<void> {
  if (!chosen(name)) return;
  try {
    await figures();
  } catch (error) {
    failedSections.push(name);
    console.log(`\n${name}: FAILED\n  ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
// A stray rejection (a browser listener after its page closed) is reported, never the end of the run.
process.on('unhandledRejection', (reason) =>
  console.log(`\nUnhandled rejection (the run goes on): ${reason instanceof Error ? reason.message : String(reason)}`),
);

await section('Lambda bundles', () => printBundleFigures());
await section('deal pack', () => printDealPackFigures());

const dataDir = resolve('.data/bench');
const commandLog = join(dataDir, 'dynamodb-commands.jsonl');
rmSync(dataDir, { recursive: true, force: true });
process.env.RECORD_DYNAMODB_COMMANDS = commandLog;
run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
const { startLocalStack } = await import('../../infra/local/stack');
const stack = await startLocalStack({
  dataDir,
  seed: true,
  web: 'build',
  ports: testPorts.bench,
  log: () => {},
});
try {
  await section('Landing page JavaScript', async () => printLandingPageJs(await landingPageJs(`http://localhost:${stack.ports.web}`)));
  const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  await section('Lighthouse', async () =>
    printLighthouseFigures(await lighthouseFigures(`http://localhost:${stack.ports.web}`, { runs: lighthouseRuns }), lighthouseRuns),
  );

  const { seedSynthetic } = await import('../../infra/local/seed/synthetic');
  const { seedContext } = await import('./context');
  const started = Date.now();
  await seedSynthetic(seedContext(stack), listings);
  console.log(`\nSeeded ${listings.toLocaleString('en-GB')} synthetic properties (BENCH_LISTINGS) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const { demoAdmin, demoInvestor, signInTokens } = await import('./context');
  const investorToken = (await signInTokens(stack.config, demoInvestor)).accessToken;
  const headers = { authorization: `Bearer ${investorToken}` };

  /** A route timed call after call (figures.ts), with its sizes as sent compressed. */
  async function apiFigures(title: string, path: string, requests: number, countOf: (body: unknown) => number) {
    const url = `${stack.config.apiUrl}${path}`;
    const body = await (await fetch(url, { headers })).text();
    const count = countOf(JSON.parse(body));
    // Every page as a client that does not accept compression gets it (each must fit Lambda's 6 MB answer).
    const plainPages: { status: number; bytes: number; count: number }[] = [];
    for (let page: string | undefined = ''; page !== undefined;) {
      const res: Response = await fetch(`${url}${page ? `?page=${page}` : ''}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
      const text = await res.text();
      const answer: { next?: string } = res.ok ? (JSON.parse(text) as { next?: string }) : {};
      plainPages.push({ status: res.status, bytes: Buffer.byteLength(text), count: res.ok ? countOf(answer) : 0 });
      page = answer.next;
    }
    const sent = (encoding: string) => rawGet(url, { ...headers, 'accept-encoding': encoding });
    const [brotli, gzip] = await Promise.all([sent('br'), sent('gzip')]);
    const { timings, commands, capacity } = await sequentialGets(url, headers, requests, commandLog);
    const perProperty = (bytes: number) => `${(bytes / count).toFixed(0)} B/property`;
    console.log(`\n${title} (GET ${path}, ${count} properties in its first page, ${requests} sequential requests of that page):`);
    console.log(
      `  all pages uncompressed: ${plainPages.length} pages, ${plainPages.reduce((sum, p) => sum + p.count, 0)} properties, ` +
        `largest ${kb(Math.max(...plainPages.map((p) => p.bytes)))}, statuses ${[...new Set(plainPages.map((p) => p.status))].join(', ')}`,
    );
    console.log(`  p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms`);
    console.log(
      `  JSON ${kb(body.length)} = ${perProperty(body.length)}; sent as br ${kb(brotli.length)} = ${perProperty(brotli.length)}, ` +
        `as gzip ${kb(gzip.length)} = ${perProperty(gzip.length)}`,
    );
    console.log(
      `  DynamoDB per call: ${(commands.length / requests).toFixed(2)} requests (${[...new Set(commands.map((c) => c.command))].join(', ')}), ${(capacity / requests).toFixed(1)} capacity units`,
    );
  }
  await section('Investor property list', () => apiFigures('Investor property list', '/properties', 200, (b) => (b as { items: unknown[] }).items.length));
  await section('Search index', () => apiFigures('Search index', '/property-search-index', 50, (b) => Object.keys((b as { texts: object }).texts).length));

  // ---- The investor dashboard in the browser (first card, search update, first-screen bytes) ----
  const { investorDashboardFigures } = await import('./investor-dashboard');
  const { browserApiUrl } = await import('./context');
  const web = `http://localhost:${stack.ports.web}`;
  await section('Investor dashboard', async () => investorDashboardFigures(web, await browserApiUrl(web), stack.config.apiUrl));

  // ---- The Deal analysis section: its lazy JavaScript and the time from an input change to the results ----
  const { dealAnalysisFigures } = await import('./deal-analysis');
  await section('Deal analysis', () => dealAnalysisFigures(`http://localhost:${stack.ports.web}`));

  // ---- Upload to variants for a 5 MB photo ----
  const { printUploadVariantsFigures, uploadVariantsFigures } = await import('./upload-variants');
  const adminToken = (await signInTokens(stack.config, demoAdmin)).accessToken;
  await section('Upload to variants', async () => printUploadVariantsFigures(await uploadVariantsFigures(stack.config.apiUrl, adminToken)));
  // ---- Load figures ----
  const { loadFigures, loadTargets, printLoadFigures } = await import('./load');
  await section('Load', async () => printLoadFigures(await loadFigures(stack.config.apiUrl, await loadTargets(stack.config.apiUrl, investorToken))));

  // ---- The property management table with 2,000 listings (rows API, first row in Chromium) ----
  const { propertyManagementFigures } = await import('./property-management');
  await section('Property management', () => propertyManagementFigures(`http://localhost:${stack.ports.web}`, stack, commandLog));

  // ---- 'Let Me In': account and unknown emails, wall clock (the defence is structural: activation-work.test.ts) ----
  const { activationTimingFigures, printActivationTimingFigures } = await import('./activation-timing');
  await section("'Let Me In' timing", async () => printActivationTimingFigures(await activationTimingFigures(stack.config)));

  // ---- The sourcer's deal board with 500 open deals (before the fan-out's 5,000 profiles, which the board reads too) ----
  const { dealBoardFigures } = await import('./deal-board');
  await section('Deal board', () => dealBoardFigures(stack, commandLog, { baseUrl: `http://localhost:${stack.ports.web}` }));

  // ---- The alert fan-out of one listing event with 5,000 investors (last: it adds 5,000 profiles) ----
  const { alertFanOutFigures } = await import('./alert-fan-out');
  await section('Alert fan-out', () => alertFanOutFigures(commandLog));

  const { commands, scans } = runCommands(commandLog);
  console.log(
    `\nDynamoDB commands over the run: ${commands}, of which Scans: ${scans.length}${scans.length > 0 ? ` (${JSON.stringify(scans.slice(0, 3))})` : ''}`,
  );
} finally {
  await stack.stop();
}
if (failedSections.length > 0) {
  console.log(`\nSections that failed (their figures are missing above): ${failedSections.join(', ')}`);
  process.exitCode = 1;
}

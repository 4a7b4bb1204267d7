/**
 * Benchmark section: the sourcer's deal board with 500 open deals (BENCH_DEALS) spread over the stages, against a running
 * local stack seeded with the synthetic listings. Prints figures, asserts nothing.
 * - seeds the deals (and 100 investors holding 5 each) straight through the db entities, in batches;
 * - the board's API (GET /deals as the demo admin): p50/p95 of sequential calls, JSON and gzip size, DynamoDB requests
 *   and capacity per call from the stack's command log, which commands (a Query per stage column) and the Scans (none);
 * - the time to the first card of /deals in headless Chromium, and to all of them, as property-management.ts times its
 *   first row (p50/p95 of 10 runs);
 *
 * Standalone: `npx tsx tests/bench/deal-board.ts` starts its own stack (no web build), seeds BENCH_LISTINGS (default
 * 2,000) synthetic listings and the deals, and prints only this section's API figures.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Deal } from '@shared/rules/deal';
import { defaultStageTargets } from '@shared/rules/deal-stages';
import { buildProfile } from '../../infra/local/builders/profile';
import type { DealBoardColumn } from '@shared/views/deal';
import { findScans } from '../support/no-scan';
import { demoAdmin, firstPaintAt, launchChromium, markFirstPaint, signedInState, signInTokens, startRenderer } from './context';
import { kb, percentile, runCommands, sequentialGets } from './figures';

interface BenchStack {
  config: { apiUrl: string; region: string; cognitoEndpoint?: string; userPoolClientId: string };
}

const DAY_MS = 24 * 3600 * 1000;
const BUYERS = 100;

/**
 * `count` open deals on published listings, the i-th in stage i mod 8 (its earlier stages done), accepted between 1 and
 * 120 days ago, each with its column and since when: what the board reads. Written as 25-item batches, 8 at a time.
 */
async function seedOpenDeals(count: number): Promise<void> {
  const { dealEntity } = await import('../../functions/src/db/entities/deal');
  const { profileEntity } = await import('../../functions/src/db/entities/profile');
  const { listAllProperties } = await import('../../functions/src/catalogue/db/properties');
  const { reservationSettings } = await import('../../functions/src/sales/reservations/settings');
  const listings = (await listAllProperties()).filter((p) => p.isPublished);
  if (listings.length < count) throw new Error(`${count} deals need as many published listings; the stack has ${listings.length} (BENCH_LISTINGS)`);
  const now = Date.now();
  const at = new Date(now).toISOString();
  const buyers = Array.from({ length: BUYERS }, (_, i) =>
    buildProfile({ id: `bench-buyer-${i}`, email: `bench-buyer-${i}@example.com`, fullName: `Bench Buyer ${i}`, updatedAt: at }),
  );
  await profileEntity.put(buyers).go({ concurrency: 8 });
  const deals = listings.slice(0, count).map((listing, i): Deal => {
    const financing = i % 3 === 0 ? 'cash' : 'mortgage';
    const acceptedAt = new Date(now - (1 + (i % 120)) * DAY_MS).toISOString();
    const targets = defaultStageTargets(acceptedAt, financing);
    const current = i % targets.length;
    const stages = targets.map((stage, s) => (s < current ? { ...stage, doneAt: acceptedAt } : stage));
    return {
      id: `bench-deal-${i}`,
      propertyId: listing.id,
      investorId: buyers[i % BUYERS]!.id,
      status: 'open',
      financing,
      acceptedAt,
      pricePence: Math.round(listing.price * 100),
      feeTerms: reservationSettings().sourcingFee,
      stages,
      column: targets[current]!.key,
      columnSince: acceptedAt,
      createdAt: acceptedAt,
      updatedAt: acceptedAt,
      version: 1,
    };
  });
  await dealEntity.put(deals.map(({ id, ...deal }) => ({ dealId: id, ...deal }))).go({ concurrency: 8 });
}

/** The board's API as the admin's screen calls it, `requests` times one after another. */
async function boardApiFigures(stack: BenchStack, commandLog: string, requests: number): Promise<number> {
  const url = `${stack.config.apiUrl}/deals`;
  const headers = { authorization: `Bearer ${(await signInTokens(stack.config, demoAdmin)).accessToken}` };
  const body = await (await fetch(url, { headers })).text();
  const columns = (JSON.parse(body) as { columns: DealBoardColumn[] }).columns;
  const cards = columns.reduce((sum, c) => sum + c.deals.length, 0);
  const { timings, commands, capacity } = await sequentialGets(url, headers, requests, commandLog);
  const byCommand = new Map<string, number>();
  for (const c of commands) byCommand.set(c.command, (byCommand.get(c.command) ?? 0) + 1);
  const perCall = [...byCommand].map(([name, n]) => `${(n / requests).toFixed(1)} ${name.replace(/Command$/, '')}`).join(', ');
  console.log(`\nDeal board (GET /deals as admin, ${cards} open deals in ${columns.length} columns, ${requests} sequential requests):`);
  console.log(`  per column: ${columns.map((c) => `${c.key} ${c.deals.length}`).join(', ')}`);
  console.log(
    `  p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms; JSON ${kb(body.length)}, gzip ${kb(gzipSync(body).length)}`,
  );
  console.log(`  DynamoDB per call: ${(commands.length / requests).toFixed(2)} requests (${perCall}), ${(capacity / requests).toFixed(1)} capacity units`);
  console.log(`  Scans among them: ${findScans(commands).length}`);
  return cards;
}

/**
 * Time from navigation to the first card of /deals in headless Chromium as the demo admin, `runs` times (a new context
 * each, cold HTTP cache, the renderer already running: context.ts startRenderer), by the page's clock; and until every
 * card is in.
 */
async function firstCardFigures(baseUrl: string, apiUrl: string, cards: number, runs: number): Promise<void> {
  const browser = await launchChromium();
  try {
    const storageState = await signedInState(browser, baseUrl, demoAdmin, (page) => page.waitForURL(/\/dashboard$/, { timeout: 60_000 }));
    const firstCard: number[] = [];
    const allCards: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
      try {
        const page = await context.newPage();
        await startRenderer(page, apiUrl);
        await markFirstPaint(page, 'main li.deal-card');
        await page.goto(`${baseUrl}/deals`);
        firstCard.push(await firstPaintAt(page));
        await page.waitForFunction((n) => document.querySelectorAll('main li.deal-card').length >= n, cards, { timeout: 120_000 });
        allCards.push(await page.evaluate(() => performance.now()));
      } finally {
        await context.close();
      }
    }
    const figures = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`;
    };
    console.log(`  /deals in headless Chromium (${runs} runs, 1280x800, page clock from navigation start):`);
    console.log(`    first card painted: ${figures(firstCard)}  [target < 1,000 ms with 500 open deals]`);
    console.log(`    all ${cards} cards in: ${figures(allCards)}`);
  } finally {
    await browser.close();
  }
}

/** The section; `baseUrl` is the built SPA's address, without which (a standalone run) the browser figures are left out. */
export async function dealBoardFigures(
  stack: BenchStack,
  commandLog: string,
  {
    baseUrl,
    deals = Number(process.env.BENCH_DEALS ?? 500),
    requests = 50,
    runs = 10,
  }: { baseUrl?: string; deals?: number; requests?: number; runs?: number } = {},
) {
  const started = Date.now();
  await seedOpenDeals(deals);
  console.log(`\nSeeded ${deals} open deals (BENCH_DEALS) and ${BUYERS} investors in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const cards = await boardApiFigures(stack, commandLog, requests);
  if (baseUrl) await firstCardFigures(baseUrl, stack.config.apiUrl, cards, runs);
  else console.log('  time to the first card: not measured without the web build (run it inside `npm run bench`)');
}

// Standalone run: its own stack, BENCH_LISTINGS (default 2,000) synthetic listings, this section only.
if (process.argv[1] && resolve(process.argv[1]) === resolve('tests/bench/deal-board.ts')) {
  const dataDir = resolve('.data/bench-deal-board');
  const commandLog = join(dataDir, 'dynamodb-commands.jsonl');
  rmSync(dataDir, { recursive: true, force: true });
  process.env.RECORD_DYNAMODB_COMMANDS = commandLog;
  const { startLocalStack } = await import('../../infra/local/stack');
  const { testPorts } = await import('../support/test-ports');
  const stack = await startLocalStack({ dataDir, seed: true, web: 'none', ports: testPorts.bench, log: () => {} });
  try {
    const { seedSynthetic } = await import('../../infra/local/seed/synthetic');
    const { seedContext } = await import('./context');
    await seedSynthetic(seedContext(stack), Number(process.env.BENCH_LISTINGS ?? 2000));
    await dealBoardFigures(stack, commandLog);
    const { commands, scans } = runCommands(commandLog);
    console.log(`\nDynamoDB commands over the section: ${commands}, of which Scans: ${scans.length}`);
  } finally {
    await stack.stop();
  }
}

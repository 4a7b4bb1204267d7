/**
 * Lighthouse (v13, its default mobile settings: Moto G Power screen, simulated slow 4G and 4x CPU slowdown)
 * over the pages a signed-out visitor lands on: `/`, a sneak peek, a full public property page and an area insight page.
 * Used by `npm run bench`; also runs on its own against a stack in 'build' mode:
 *   unshare -n bash -c 'ip link set lo up; npx tsx tests/with-stack.ts -- npx tsx tests/bench/lighthouse.ts'
 * (E2E_BASE_URL, set by with-stack, is the site; LIGHTHOUSE_RUNS the runs per page, 3 by default;
 * LIGHTHOUSE_REPORTS a folder to keep each run's full JSON report in).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from '../../infra/local/prerequisites';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

export interface LighthouseFigures {
  path: string;
  /** 0-100 per category. */
  scores: Record<Category, number>;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

/** The seeded listings the public pages show (a freehold with photos; a block of six units) and a seeded area page. */
export const lighthousePaths = ['/', '/public-property/prop-hull-terrace-01', '/public-property-full/prop-manchester-block-07', '/area-insights/hull'];

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu'];

async function auditOnce(url: string, port: number): Promise<Omit<LighthouseFigures, 'path'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    largestContentfulPaintMs: numeric('largest-contentful-paint'),
    firstContentfulPaintMs: numeric('first-contentful-paint'),
    totalBlockingTimeMs: numeric('total-blocking-time'),
    cumulativeLayoutShift: numeric('cumulative-layout-shift'),
  };
}

/**
 * Audits each page `runs` times in one Chromium and keeps the run with the median performance score
 * (the observed CPU time feeds the simulation, so a busy machine shows up as noise).
 */
export async function lighthouseFigures(baseUrl: string, { runs = 3, paths = lighthousePaths } = {}): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath, chromeFlags, logLevel: 'silent' });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const results: Omit<LighthouseFigures, 'path'>[] = [];
      for (let run = 0; run < runs; run++) results.push(await auditOnce(`${baseUrl}${path}`, chrome.port));
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      figures.push({ path, ...results[Math.floor(results.length / 2)]! });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

export function printLighthouseFigures(figures: LighthouseFigures[], runs: number): void {
  console.log(`\nLighthouse 13 (mobile, default simulated throttling; median of ${runs} run(s) by performance):`);
  console.log(`  ${'page'.padEnd(46)} perf  a11y  best   seo      LCP      FCP     TBT    CLS`);
  for (const f of figures) {
    const cells = categories.map((c) => String(f.scores[c]).padStart(4)).join('  ');
    const ms = (value: number) => `${(value / 1000).toFixed(2)} s`.padStart(8);
    console.log(
      `  ${f.path.padEnd(46)} ${cells} ${ms(f.largestContentfulPaintMs)} ${ms(f.firstContentfulPaintMs)} ${`${Math.round(f.totalBlockingTimeMs)} ms`.padStart(7)} ${f.cumulativeLayoutShift.toFixed(3).padStart(6)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://localhost:3000';
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  printLighthouseFigures(await lighthouseFigures(baseUrl, { runs }), runs);
}

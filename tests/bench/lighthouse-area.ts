/**
 * Lighthouse SEO and accessibility on the area insight pages (targets: SEO at least 95, accessibility
 * 100 on /area-insights and an area page), with every audit that failed listed. Against a stack in
 * 'build' mode:
 *   unshare -n bash -c 'ip link set lo up; npx tsx tests/with-stack.ts -- npx tsx tests/bench/lighthouse-area.ts'
 * Lighthouse 13 with its default mobile settings (as tests/bench/lighthouse.ts). Exits non-zero below the bar.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../infra/local/prerequisites';

const paths = (process.env.LIGHTHOUSE_PATHS ?? '/area-insights,/area-insights/hull').split(',');
const baseUrl = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? chromiumPath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  logLevel: 'silent',
});
let ok = true;
try {
  for (const path of paths) {
    const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`);
    const seo = Math.round((lhr.categories.seo?.score ?? 0) * 100);
    const a11y = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
    console.log(`${path}: SEO ${seo}, accessibility ${a11y} (Lighthouse ${lhr.lighthouseVersion})`);
    for (const category of ['seo', 'accessibility'] as const) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) console.log(`  ${category}: ${ref.id} (${audit.score}) ${audit.title}`);
      }
    }
    if (seo < 95 || a11y < 100) ok = false;
  }
} finally {
  chrome.kill();
}
process.exitCode = ok ? 0 : 1;

/**
 * The Deal analysis section of a property detail page in headless Chromium, signed in as the demo investor:
 * the JavaScript it adds (the scripts the page loads once the section is asked for, gzipped; target 15 KB) and the
 * time from a change of the purchase price to the updated tax on screen (page clock, input event to the DOM
 * change and to the next frame; target 16 ms). Also runs on its own against a running stack:
 *   npx tsx tests/bench/deal-analysis.ts http://localhost:3000
 */
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { kb, percentile } from './figures';

const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export async function dealAnalysisFigures(baseUrl: string, propertyId = 'prop-hull-flat-02', changes = 40): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Email', { exact: true }).fill('investor@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('article').first().waitFor({ timeout: 60_000 });

    // Scripts requested once the listing is on screen: the lazy section and whatever only it needs.
    const scripts: Promise<{ url: string; gzipped: number }>[] = [];
    let listingShown = false;
    page.on('response', (response) => {
      if (listingShown && response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipped: gzipSync(body).length })));
    });
    await page.goto(`${baseUrl}/property/${propertyId}`);
    await page.locator('#pd-title').waitFor();
    listingShown = true;
    const tax = page.getByTestId('sdlt-tax');
    await tax.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const added = await Promise.all(scripts);

    const timings = await page.evaluate(async (count) => {
      const input = document.getElementById('deal-price') as HTMLInputElement;
      const output = document.querySelector('[data-testid="sdlt-tax"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const results: { dom: number; frame: number }[] = [];
      for (let i = 0; i < count; i++) {
        const before = output.textContent;
        const price = String(200_000 + ((i * 37_000) % 900_000) + 1_000);
        const changed = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (output.textContent === before) return;
            observer.disconnect();
            resolve(performance.now());
          });
          observer.observe(output, { childList: true, characterData: true, subtree: true });
        });
        const start = performance.now();
        setValue.call(input, price);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const dom = await Promise.race([changed, new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 1_000))]);
        const frame = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
        results.push({ dom: dom - start, frame: frame - start });
      }
      return results;
    }, changes);

    const dom = timings
      .map((t) => t.dom)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const frame = timings.map((t) => t.frame).sort((a, b) => a - b);
    const total = added.reduce((sum, f) => sum + f.gzipped, 0);
    console.log(`\nDeal analysis on /property/${propertyId}: ${added.length} lazy JavaScript files, ${kb(total)} gzipped (target 15 KB)`);
    for (const f of added) console.log(`  ${f.url.padEnd(60)} ${kb(f.gzipped).padStart(9)} gzipped`);
    console.log(
      `  price change to updated tax (${dom.length}/${changes} changes): DOM p50 ${percentile(dom, 50).toFixed(1)} ms, p95 ${percentile(dom, 95).toFixed(1)} ms; ` +
        `next frame p50 ${percentile(frame, 50).toFixed(1)} ms, p95 ${percentile(frame, 95).toFixed(1)} ms (target 16 ms)`,
    );
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await dealAnalysisFigures(process.argv[2] ?? 'http://localhost:3000');

/**
 * The JavaScript a signed-out visitor's browser loads for `/`, gzipped file by file (headless Chromium,
 * until the network is idle). Also runs on its own against a running stack:
 *   npx tsx tests/bench/landing-js.ts http://localhost:3100
 */
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../../infra/local/prerequisites';

export interface LandingJs {
  files: { url: string; raw: number; gzipped: number }[];
  raw: number;
  gzipped: number;
}

export async function landingPageJs(baseUrl: string): Promise<LandingJs> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<{ url: string; body: Buffer }>[] = [];
    page.on('response', (response) => {
      // The decoded body, gzipped here: the figure does not depend on how the server compressed it.
      if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(bodies)).map(({ url, body }) => ({ url: new URL(url).pathname, raw: body.length, gzipped: gzipSync(body).length }));
    return { files, raw: files.reduce((sum, f) => sum + f.raw, 0), gzipped: files.reduce((sum, f) => sum + f.gzipped, 0) };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printLandingPageJs(js: LandingJs, { perFile = false } = {}): void {
  console.log(`\nLanding page /: ${js.files.length} JavaScript files, ${kb(js.raw)} minified, ${kb(js.gzipped)} gzipped`);
  if (perFile) for (const f of [...js.files].sort((a, b) => b.gzipped - a.gzipped)) console.log(`  ${f.url.padEnd(60)} ${kb(f.gzipped).padStart(9)} gzipped`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLandingPageJs(await landingPageJs(process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://localhost:3000'), { perFile: true });
}

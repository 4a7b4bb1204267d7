import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DealPackInput } from '@shared/render/deal-pack';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { examplePackListing } from '@shared/render/deal-pack.example';
import { toInvestorProperty } from '@shared/views/investor-property';
import { bundleSizes } from '../../infra/lib/bundle-sizes';
import { bundleLikeLambda } from '../../infra/lib/cold-import';
import { fromRoot } from '../../infra/lib/paths';
import { kb, percentile } from './figures';

/**
 * The deal pack's engine (functions/src/catalogue/deal-pack/render-pdf.ts with the document of shared/src/render/deal-pack.ts),
 * bundled as the function bundles it, making a pack of a listing with 12 photos (800x600 JPEGs of noise, the size
 * and kind of the 'detail' variants it prints): cold (import and first pack in a fresh Node process) and warm (the
 * same process again), p50/p95; and the function's bundle as CDK builds it. Reading the photos from S3 is not timed.
 */
const dir = fromRoot('.build', 'bench-deal-pack');

async function packInput(): Promise<DealPackInput> {
  const images: Record<string, string> = {};
  for (let i = 0; i < 12; i++) {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    images[`photo${i}`] = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  }
  const property = toInvestorProperty(examplePackListing({ rentalUnits: 6, comparables: 20 }));
  return {
    property,
    brand: 'Bench Portal',
    investorName: 'Ivy Investor',
    madeOn: '28/11/2026',
    firm: undefined,
    analysis: { scenarioName: 'Bench', inputs: defaultDealInputs({ price: 125_000, monthlyRent: 850 }) },
    photos: Object.keys(images).map((image) => ({ image })),
    photoCount: 12,
    floorPlan: null,
    area: null,
    materialInformation: [],
    documents: ['EPC Certificate'],
    images,
  };
}

const entrySource = `import { dealPackDocument } from '${fromRoot('shared/src/render/deal-pack')}';
import { renderPdf } from '${fromRoot('functions/src/catalogue/deal-pack/render-pdf')}';
export const makePack = async (input) => (await renderPdf(dealPackDocument(input))).length;
`;

/** One process: import the bundle and make `packs` packs; prints each pack's milliseconds (the first includes the import). */
const runner = `import { readFileSync } from 'node:fs';
const t0 = performance.now();
const { makePack } = await import(process.env.BENCH_BUNDLE);
const input = JSON.parse(readFileSync(process.env.BENCH_INPUT, 'utf8'));
const times = [];
let start = t0;
for (let i = 0; i < Number(process.env.BENCH_PACKS); i++) { await makePack(input); const now = performance.now(); times.push(now - start); start = now; }
console.log(JSON.stringify(times));`;

function packTimes(bundle: string, input: string, packs: number): number[] {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', runner], {
    env: { ...process.env, BENCH_BUNDLE: bundle, BENCH_INPUT: input, BENCH_PACKS: String(packs) },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the pack run failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as number[];
}

export async function printDealPackFigures(coldRuns = 7, warmPacks = 20): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const input = join(dir, 'input.json');
  writeFileSync(input, JSON.stringify(await packInput()));
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, entrySource);
  const bundle = join(dir, 'index.mjs');
  await bundleLikeLambda(entry, bundle, true);
  const cold = Array.from({ length: coldRuns }, () => packTimes(bundle, input, 1)[0]!).sort((a, b) => a - b);
  const warm = packTimes(bundle, input, warmPacks + 1)
    .slice(1)
    .sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const size = bundleSizes().find((b) => b.name === 'investorPdfs');
  console.log('\nDeal pack (12 photos, 800x600 JPEG; the engine bundled as the function bundles it):');
  console.log(
    `  cold (import + first pack, ${coldRuns} fresh Node ${process.version} processes): p50 ${ms(percentile(cold, 50))}, p95 ${ms(percentile(cold, 95))}`,
  );
  console.log(`  warm (${warmPacks} packs in one process): p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))} (target: p95 <= 1,500 ms)`);
  if (size) console.log(`  investorPdfs function bundle (the deal pack's): ${kb(size.bytes)} minified, ${kb(size.gzipBytes)} gzipped (target: <= 2 MB)`);
}

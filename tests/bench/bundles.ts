import { statSync } from 'node:fs';
import { bundleSizes } from '../../infra/lib/bundle-sizes';
import { coldImportMs, helloWorldBundle, stageBundle } from '../../infra/lib/cold-import';
import { functionGroups } from '../../shared/src/contract/routes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * What a cold start may add to a hello-world handler's import, on this kind of machine: an API group or a job 200 ms, a
 * function that makes PDFs (pdfmake and its font) 450 ms. A figure to read in the bench, not a timed test.
 */
const coldImportBoundMs = (name: string) => ((functionGroups as Record<string, { pdfFonts?: boolean }>)[name]?.pdfFonts ? 450 : 200);

/**
 * Every function bundle as CDK builds it (function groups and jobs): minified and gzipped size, and the
 * median cold import time in a fresh Node process, beside a hello-world bundle measured in the same run.
 */
export async function printBundleFigures(runs = 5): Promise<void> {
  const hello = await helloWorldBundle();
  const helloMs = coldImportMs(hello, runs);
  console.log(`Lambda bundles (minified, as CDK builds them; cold import: median of ${runs} fresh Node ${process.version} processes):`);
  console.log(
    `  ${'helloWorld (baseline)'.padEnd(24)} ${kb(statSync(hello).size).padStart(10)} minified, ${''.padStart(9)}           ${ms(helloMs).padStart(9)} import`,
  );
  const over: string[] = [];
  for (const { name, file, bytes, gzipBytes } of bundleSizes().sort((a, b) => b.bytes - a.bytes)) {
    const importMs = coldImportMs(stageBundle(name, file), runs);
    const bound = coldImportBoundMs(name);
    if (importMs - helloMs > bound) over.push(name);
    console.log(
      `  ${name.padEnd(24)} ${kb(bytes).padStart(10)} minified, ${kb(gzipBytes).padStart(9)} gzipped, ${ms(importMs).padStart(9)} import (${ms(importMs - helloMs)} over hello world; bound ${bound} ms${importMs - helloMs > bound ? ', OVER' : ''})`,
    );
  }
  console.log(over.length ? `  Over their cold-import bound: ${over.join(', ')}` : '  Every function within its cold-import bound.');
}

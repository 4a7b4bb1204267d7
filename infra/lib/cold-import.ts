import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { fromRoot } from './paths';
import { lambdaBundleTarget } from './runtime';
import { esmBanner } from './constructs/portal-function';

/**
 * Cold import time of Lambda bundles: each import runs in a fresh Node process, as a cold start does
 * (module loading and top-level code, not the runtime's own start). Bundles are copied under the
 * repository so their external `@aws-sdk/*` and `@aws-lambda-powertools/*` imports resolve from node_modules, as they
 * do from the Lambda runtime and the Powertools layer.
 */
const benchDir = fromRoot('.build', 'bench-bundles');

/** Environment the handlers validate at import; nothing is called. */
const importEnvironment = {
  AWS_REGION: 'eu-west-2',
  TABLE_NAME: 'bench',
  USER_POOL_ID: 'eu-west-2_bench',
  USER_POOL_CLIENT_ID: 'bench',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
};

const importOnce = `const t = performance.now(); await import(process.env.BENCH_BUNDLE); console.log(performance.now() - t);`;

/** Copies a bundle to where its external imports resolve; returns the copy's path. */
export function stageBundle(name: string, file: string): string {
  const dir = join(benchDir, name);
  mkdirSync(dir, { recursive: true });
  const staged = join(dir, 'index.mjs');
  copyFileSync(file, staged);
  return staged;
}

/** A hello-world handler bundled with the options PortalFunction gives esbuild (minified ESM for the functions' Node). */
export async function helloWorldBundle(): Promise<string> {
  const dir = join(benchDir, 'helloWorld');
  mkdirSync(dir, { recursive: true });
  const source = join(dir, 'hello.ts');
  writeFileSync(source, "export const handler = async () => ({ statusCode: 200, body: 'hello' });\n");
  const outfile = join(dir, 'index.mjs');
  await bundleLikeLambda(source, outfile);
  return outfile;
}

/** Bundles an entry with the options PortalFunction gives esbuild (minified ESM for the functions' Node, its banner). */
export async function bundleLikeLambda(entry: string, outfile: string, pdf = false): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: lambdaBundleTarget,
    external: ['@aws-sdk/*'],
    banner: { js: esmBanner(pdf) },
    logLevel: 'warning',
  });
}

/** Median milliseconds to import the file in a fresh Node process, over `runs` processes. */
export function coldImportMs(file: string, runs = 5): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', importOnce], {
      env: { PATH: process.env.PATH, ...importEnvironment, BENCH_BUNDLE: file },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`importing ${file} failed: ${result.stderr}`);
    times.push(Number(result.stdout.trim().split('\n').pop()));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

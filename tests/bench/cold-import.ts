import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { buildSync } from 'esbuild';

/** Enough environment for a route module's top level (env() validates it when the handler is created). */
const lambdaEnv = { TABLE_NAME: 'bench', AWS_REGION: 'eu-west-2', POWERTOOLS_LOG_LEVEL: 'SILENT' };
const importOnce = 'const t0 = performance.now(); await import(process.env.BUNDLE); process.stdout.write(String(performance.now() - t0));';

/**
 * The time a fresh Node process takes to import a Lambda bundle, as Lambda's init phase does (median of
 * `runs` processes). The bundle is copied into `dir`, inside the repository, so the AWS SDK the Lambda
 * runtime would provide resolves from node_modules.
 */
export function coldImportMs(bundle: string, dir: string, runs = 5): number {
  mkdirSync(dir, { recursive: true });
  const copy = join(dir, `${basename(dirname(bundle))}-${basename(bundle)}`);
  copyFileSync(bundle, copy);
  const times = Array.from({ length: runs }, () => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', importOnce], { env: { ...process.env, ...lambdaEnv, BUNDLE: copy }, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`Importing ${bundle} failed: ${result.stderr}`);
    return Number(result.stdout);
  }).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

/** A hello-world handler bundled the way CDK bundles ours: the baseline for the cold import times. */
export function helloWorldBundle(dir: string): string {
  mkdirSync(join(dir, 'hello-world'), { recursive: true });
  const file = join(dir, 'hello-world', 'index.mjs');
  const { outputFiles } = buildSync({
    stdin: { contents: "export const handler = async () => ({ statusCode: 200, body: 'hello' });", loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    write: false,
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
  });
  writeFileSync(file, outputFiles[0]!.contents);
  return file;
}

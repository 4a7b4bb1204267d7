/**
 * Runs one command against a fresh local stack, e.g. while working on a feature:
 *   npx tsx tests/with-stack.ts -- npx playwright test tests/e2e/sign-in.spec.ts
 *   npx tsx tests/with-stack.ts --data .data/mine --web dev -- npx vitest run --project 'integration*'
 * The stack uses the test ports (tests/support/test-ports.ts: the integration set, or `--ports browser`), so it runs
 * beside `npm start`, and fresh data (default .data/with-stack); the command gets LOCAL_STACK_STATE and E2E_BASE_URL.
 * `--web build` (the default) builds the SPA first; `--web dist` serves web/dist as it is; `--web dev` runs Vite.
 * Two runs at once need different port sets, or each its own network namespace:
 *   unshare -n bash -c 'ip link set lo up; npx tsx tests/with-stack.ts -- ...'
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { testPorts, type TestStackName } from './support/test-ports';

const separator = process.argv.indexOf('--');
const flags = process.argv.slice(2, separator === -1 ? undefined : separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const flag = (name: string, fallback: string) => {
  const at = flags.indexOf(`--${name}`);
  return at === -1 ? fallback : (flags[at + 1] ?? fallback);
};
if (command.length === 0) {
  console.error('usage: npx tsx tests/with-stack.ts [--data .data/x] [--web build|dist|dev|none] [--ports integration|alone|browser] -- <command...>');
  process.exit(2);
}

const dataDir = resolve(flag('data', '.data/with-stack'));
const web = flag('web', 'build') as 'build' | 'dist' | 'dev' | 'none';
const ports = testPorts[flag('ports', 'integration') as TestStackName];
if (!ports) {
  console.error(`--ports takes one of: ${Object.keys(testPorts).join(', ')}`);
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
if (web === 'build') spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
process.env.BOOTSTRAP_ADMIN_EMAILS ??= 'bootstrap.admin@example.com';
// Instant alert emails gather for 8 seconds rather than 5 minutes (functions/src/alerts/emails/instant-batches.ts).
process.env.ALERT_BATCH_WINDOW_SECONDS ??= '8';
// Every DynamoDB command the handlers send, as `npm test` records them (tests that count commands read it).
process.env.RECORD_DYNAMODB_COMMANDS ??= resolve(dataDir, 'dynamodb-commands.jsonl');

const { childEnvironment } = await import('../infra/local/invocations');
const { startLocalStack } = await import('../infra/local/stack');
const stack = await startLocalStack({ dataDir, seed: true, web: web === 'dist' ? 'build' : web, ports });
// Asynchronous on purpose: the stack's servers live in this process and must keep answering.
const child = spawn(command[0]!, command.slice(1), {
  stdio: 'inherit',
  env: childEnvironment({ LOCAL_STACK_STATE: resolve(dataDir, 'stack.json'), E2E_BASE_URL: `http://localhost:${stack.ports.web}` }),
});
const code = await new Promise<number | null>((done) => child.on('close', done));
await stack.stop();
process.exit(code ?? 1);

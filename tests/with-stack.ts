/**
 * Runs one command against a fresh local stack, e.g. while working on a feature:
 *   npx tsx tests/with-stack.ts -- npx playwright test tests/e2e/sign-in.spec.ts
 *   npx tsx tests/with-stack.ts --data .data/mine --web dev -- npx vitest run --project 'integration*'
 * The stack uses the test ports (web 3100, API 3101) and fresh data (default .data/with-stack);
 * the command gets LOCAL_STACK_STATE and E2E_BASE_URL. Builds the SPA first when --web build (the default).
 * cognito-local's port 9229 is fixed: to run beside `npm start`, wrap the whole thing in its own network
 * namespace: unshare -n bash -c 'ip link set lo up; npx tsx tests/with-stack.ts -- ...'
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const separator = process.argv.indexOf('--');
const flags = process.argv.slice(2, separator === -1 ? undefined : separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const flag = (name: string, fallback: string) => {
  const at = flags.indexOf(`--${name}`);
  return at === -1 ? fallback : (flags[at + 1] ?? fallback);
};
if (command.length === 0) {
  console.error('usage: npx tsx tests/with-stack.ts [--data .data/x] [--web build|dev|none] -- <command...>');
  process.exit(2);
}

const dataDir = resolve(flag('data', '.data/with-stack'));
const web = flag('web', 'build') as 'build' | 'dev' | 'none';
rmSync(dataDir, { recursive: true, force: true });
if (web === 'build') spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
process.env.BOOTSTRAP_ADMIN_EMAILS ??= 'bootstrap.admin@example.com';
// Instant alert emails gather for 8 seconds rather than 5 minutes (functions/src/alerts/instant-batches.ts).
process.env.ALERT_BATCH_WINDOW_SECONDS ??= '8';
// Every DynamoDB command the handlers send, as `npm test` records them (tests that count commands read it).
process.env.RECORD_DYNAMODB_COMMANDS ??= resolve(dataDir, 'dynamodb-commands.jsonl');

const { childEnvironment } = await import('../infra/local/invocations');
const { startLocalStack } = await import('../infra/local/stack');
const stack = await startLocalStack({ dataDir, seed: true, web, ports: { web: 3100, api: 3101, dynamodb: 8100, s3: 4669, webhooks: 3102, ses: 3103 } });
// Asynchronous on purpose: the stack's servers live in this process and must keep answering.
const child = spawn(command[0]!, command.slice(1), {
  stdio: 'inherit',
  env: childEnvironment({ LOCAL_STACK_STATE: resolve(dataDir, 'stack.json'), E2E_BASE_URL: `http://localhost:${stack.ports.web}` }),
});
const code = await new Promise<number | null>((done) => child.on('close', done));
await stack.stop();
process.exit(code ?? 1);

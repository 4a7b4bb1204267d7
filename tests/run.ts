/**
 * `npm test`: everything, in order, failing fast.
 * at once: typecheck, lint, format check, unit (incl. CDK assertions + cdk-nag) -> build the SPA -> start the local stack
 * (fresh data under .data/test) -> integration tests -> Playwright in Chromium -> no-Scan check.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { LocalStackError } from '../infra/local/ports';
import { chromium, ensureProjectNode, ensurePrerequisites, java17 } from '../infra/local/prerequisites';
import { playwrightFailures, vitestFailures } from './support/failure-recap';
import { findScans, readCommandLog } from './support/no-scan';

const testPorts = { web: 3100, api: 3101, dynamodb: 8100, s3: 4669, webhooks: 3102, ses: 3103 };
const dataDir = resolve('.data/test');
const commandLog = resolve(dataDir, 'dynamodb-commands.jsonl');
const integrationReport = resolve(dataDir, 'integration-report.json');
const browserReport = resolve(dataDir, 'end-to-end-report.json');

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${title} (${seconds(started)})`);
}

/**
 * Steps that read the sources and share nothing, run at once (each is one busy process, and the machine has more
 * than one core). Each step's output is printed whole when it ends, so the log reads as if they ran in turn.
 */
async function stepsAtOnce(steps: { title: string; command: string; args: string[] }[]): Promise<void> {
  console.log(`\n▶ at once: ${steps.map(({ title }) => title).join(', ')}`);
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise<{ title: string; ok: boolean; output: string; took: string }>((done) => {
          const started = Date.now();
          const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1' } });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (code) => done({ title, ok: code === 0, output, took: seconds(started) }));
        }),
    ),
  );
  for (const { title, ok, output, took } of results) {
    console.log(`\n▶ ${title}`);
    if (output.trim()) console.log(output.trimEnd());
    console.log(ok ? `✔ ${title} (${took})` : `✖ ${title} failed (${took})`);
  }
  if (results.some(({ ok }) => !ok)) process.exit(1);
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

// Node 24 (the `node` devDependency), then Java 17 (DynamoDB Local) and Chromium (Playwright): installed with apt-get when
// run as root, else the command is printed.
console.log(`npm test on Node ${process.version}`);
const runStarted = Date.now();
try {
  ensureProjectNode();
  ensurePrerequisites([java17, chromium]);
} catch (error) {
  console.error(`\n✖ ${error instanceof LocalStackError ? error.message : String(error)}`);
  process.exit(1);
}
await stepsAtOnce([
  { title: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { title: 'lint', command: 'npx', args: ['eslint', '.'] },
  { title: 'format (Prettier, line width 160)', command: 'npx', args: ['prettier', '--check', '.'] },
  { title: 'unit tests, CDK assertions and cdk-nag', command: 'npx', args: ['vitest', 'run', '--project', 'unit'] },
]);
// After the unit tests, never beside them: the CDK assertions hash web/dist, which the build empties and writes.
step('build the SPA', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);

rmSync(dataDir, { recursive: true, force: true });
process.env.RECORD_DYNAMODB_COMMANDS = commandLog;
process.env.BOOTSTRAP_ADMIN_EMAILS = 'bootstrap.admin@example.com';
const { childEnvironment } = await import('../infra/local/invocations');
// Instant alert emails gather for 8 seconds rather than 5 minutes (functions/src/alerts/instant-batches.ts).
process.env.ALERT_BATCH_WINDOW_SECONDS ??= '8';
const { startLocalStack } = await import('../infra/local/stack');
console.log('\n▶ start the local stack (DynamoDB Local, cognito-local, s3rver, API adapter, SPA) and seed it');
const stackStarted = Date.now();
const stack = await startLocalStack({ dataDir, seed: true, web: 'build', ports: testPorts, log: (line) => console.log(`  ${line}`) });
console.log(`✔ local stack ready (${seconds(stackStarted)})`);
let failed = false;
const recap: string[] = [];
try {
  const env = { LOCAL_STACK_STATE: resolve(dataDir, 'stack.json'), E2E_BASE_URL: `http://localhost:${stack.ports.web}` };
  // Asynchronous on purpose: the stack's servers live in this process and must keep answering.
  const run = async (title: string, args: string[], failures: () => string[], extraEnv: NodeJS.ProcessEnv = {}) => {
    console.log(`\n▶ ${title}`);
    const started = Date.now();
    const child = spawn('npx', args, { stdio: 'inherit', env: childEnvironment({ ...env, ...extraEnv }) });
    const code = await new Promise<number | null>((done) => child.on('close', done));
    if (code !== 0) {
      console.error(`✖ ${title} failed`);
      failed = true;
      recap.push(`✖ ${title}:`, ...failures().map((name) => `    ${name}`));
    } else console.log(`✔ ${title} (${seconds(started)})`);
  };
  // Several files at a time, then the files that need the stack to themselves (tests/integration/run-alone.ts) one by one.
  await run(
    'integration tests against the local stack',
    [
      'vitest',
      'run',
      '--project',
      'integration',
      '--project',
      'integration-alone',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${integrationReport}`,
    ],
    () => vitestFailures(integrationReport),
  );
  await resetBetweenSuites();
  await run('end-to-end tests in Chromium', ['playwright', 'test', '--reporter=list,json'], () => playwrightFailures(browserReport), {
    PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
  });

  console.log('\n▶ no-Scan check over every DynamoDB command the handlers sent');
  const commands = readCommandLog(commandLog);
  const scans = findScans(commands);
  if (commands.length === 0) {
    console.error('✖ no DynamoDB commands were recorded: the recorder is not wired, so the check proves nothing');
    failed = true;
  } else if (scans.length > 0) {
    console.error(`✖ ${scans.length} Scan(s) sent by request paths:`, scans);
    failed = true;
  } else console.log(`✔ ${commands.length} DynamoDB commands, none of them a Scan`);
} finally {
  await stack.stop();
}
for (const line of recap) console.error(line);
console.log(`\n${failed ? '✖ npm test failed' : '✔ npm test passed'} after ${seconds(runStarted)}`);
process.exit(failed ? 1 : 0);

/**
 * The browser suite starts from the demo as `npm start` has it. The integration tests leave listings, resources
 * and area insights of their own behind (fuzzing the create routes among them), and their public form posts from
 * this machine's loopback address count against the per-address limit of the public forms (20 in 10 minutes).
 * Between the two suites, every property, resource and area insight that is not part of the seed is deleted
 * again (a property with its catalogue entries, an insight with its slug), and the loopback address's current
 * public-form windows are cleared; the throttle itself is tested in the integration suite.
 */
async function resetBetweenSuites(): Promise<void> {
  const { seedProperties } = await import('../infra/local/seed/properties');
  const { deleteProperty, listAllProperties } = await import('../functions/src/db/properties');
  const { throttleEntity } = await import('../functions/src/db/entities/throttle');
  const { seedResources } = await import('../infra/local/seed/resources');
  const { seedAreaInsights } = await import('../infra/local/seed/area-insights');
  const { listResources } = await import('../functions/src/db/resources');
  const { resourceEntity } = await import('../functions/src/db/entities/resource');
  const { deleteAreaInsight, listAreaInsights } = await import('../functions/src/db/area-insights');
  const notSeeded = <T extends { id: string }>(records: T[], seed: { id: string }[]) => records.filter((record) => !seed.some(({ id }) => id === record.id));
  const extra = notSeeded(await listAllProperties(), seedProperties);
  for (const property of extra) await deleteProperty(property.id);
  const extraResources = notSeeded(await listResources(), seedResources);
  for (const resource of extraResources) await resourceEntity.delete({ id: resource.id }).go();
  const extraInsights = notSeeded(await listAreaInsights({ includeUnpublished: true }), seedAreaInsights);
  for (const insight of extraInsights) await deleteAreaInsight(insight);
  const window = Math.floor(Date.now() / 1000 / 600);
  const buckets = ['interest', 'activation'].flatMap((route) =>
    ['127.0.0.1', '::1', '::ffff:127.0.0.1'].flatMap((ip) => [window - 1, window].map((w) => `${route}:ip:${ip}#${w}`)),
  );
  for (const bucket of buckets) await throttleEntity.delete({ bucket }).go();
  console.log(
    `\n▶ reset between the suites: ${extra.length} test listings, ${extraResources.length} resources and ${extraInsights.length} area insights removed, the loopback's public-form windows cleared`,
  );
}

/**
 * `npm test`: everything, in order, failing fast.
 * at once: typecheck, lint, format check, unused code (knip), unit (incl. CDK assertions + cdk-nag) -> build the SPA -> at once, each on a
 * fresh local stack of its own (data under .data/test): the integration files that share a stack, the integration files
 * that need one to themselves (one after another), Playwright in Chromium -> no-Scan check.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { LocalStackError } from '../infra/local/ports';
import { chromium, ensureProjectNode, ensurePrerequisites, java17 } from '../infra/local/prerequisites';
import { playwrightFailures, vitestFailures } from './support/failure-recap';
import { playwrightTimes, slowestLines, vitestTimes } from './support/run-times';
import { findScans, readCommandLog } from './support/no-scan';

const dataDir = resolve('.data/test');
const integrationReport = resolve(dataDir, 'integration-report.json');
const aloneReport = resolve(dataDir, 'integration-alone-report.json');
const browserReport = resolve(dataDir, 'end-to-end-report.json');
const timesReporter = '--reporter=./tests/support/times-reporter.ts';
const timesOf = (suite: string) => resolve(dataDir, `${suite}-times.json`);

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
async function stepsAtOnce(steps: { title: string; command: string; args: string[]; env?: NodeJS.ProcessEnv }[]): Promise<void> {
  console.log(`\n▶ at once: ${steps.map(({ title }) => title).join(', ')}`);
  const results = await Promise.all(
    steps.map(
      ({ title, command, args, env }) =>
        new Promise<{ title: string; ok: boolean; output: string; took: string }>((done) => {
          const started = Date.now();
          const child = spawn(command, args, { env: { ...process.env, ...env, FORCE_COLOR: '1' } });
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
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
await stepsAtOnce([
  { title: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { title: 'lint', command: 'npx', args: ['eslint', '.'] },
  { title: 'format (Prettier, line width 160)', command: 'npx', args: ['prettier', '--check', '.'] },
  { title: 'unused files, exports and dependencies (knip)', command: 'npx', args: ['knip', '--no-progress'] },
  {
    title: 'unit tests, CDK assertions and cdk-nag',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--reporter=default', timesReporter],
    env: { TEST_TIMES_FILE: timesOf('unit') },
  },
]);
// After the unit tests, never beside them: the CDK assertions hash web/dist, which the build empties and writes.
step('build the SPA', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);

// The three suites run at the same time, each against a local stack of its own (ports in tests/support/test-ports.ts,
// data under .data/test/<suite>): none sees another's data, outages or clock, and the browser suite starts from the
// seeded demo as `npm start` has it. The files that need a stack to themselves, one at a time, no longer wait for the
// others to end; the 2 cores are shared three ways, so each suite takes longer than it would alone. Each stack runs in a
// child process (tests/with-stack.ts) with the suite's runner; what the runner prints is shown with the suite's name in
// front, the stack's own logs go to a file.
const suites = [
  {
    title: 'integration tests against the local stack',
    name: 'integration',
    // Several files at a time (tests/integration/run-alone.ts names the files that are not among them, and why).
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${integrationReport}`,
      timesReporter,
    ],
    env: { TEST_TIMES_FILE: timesOf('integration') },
    failures: () => vitestFailures(integrationReport),
  },
  {
    title: 'integration tests that need the stack to themselves',
    name: 'alone',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'integration-alone',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${aloneReport}`,
      timesReporter,
    ],
    env: { TEST_TIMES_FILE: timesOf('alone') },
    failures: () => vitestFailures(aloneReport),
  },
  {
    title: 'end-to-end tests in Chromium',
    name: 'browser',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
    failures: () => playwrightFailures(browserReport),
  },
] as const;
const results = await Promise.all(suites.map((suite) => runSuite(suite)));
const recap = results.flatMap((failures, index) => (failures ? [`✖ ${suites[index]!.title}:`, ...failures.map((name) => `    ${name}`)] : []));
let failed = recap.length > 0;

console.log('\n▶ no-Scan check over every DynamoDB command the handlers sent');
const commands = suites.flatMap(({ name }) => readCommandLog(commandLogOf(name)));
const scans = findScans(commands);
if (commands.length === 0) {
  console.error('✖ no DynamoDB commands were recorded: the recorder is not wired, so the check proves nothing');
  failed = true;
} else if (scans.length > 0) {
  console.error(`✖ ${scans.length} Scan(s) sent by request paths:`, scans);
  failed = true;
} else console.log(`✔ ${commands.length} DynamoDB commands, none of them a Scan`);

// The budget: what the run's slowest files and tests cost, against the timeouts in vitest.config.ts and playwright.config.ts.
const timed = [vitestTimes(timesOf('unit')), vitestTimes(timesOf('integration')), vitestTimes(timesOf('alone')), playwrightTimes(browserReport)];
console.log('');
for (const line of slowestLines(
  timed.flatMap(({ files }) => files),
  timed.flatMap(({ tests }) => tests),
))
  console.log(line);

for (const line of recap) console.error(line);
console.log(`\n${failed ? '✖ npm test failed' : '✔ npm test passed'} after ${seconds(runStarted)}`);
process.exit(failed ? 1 : 0);

function commandLogOf(name: string): string {
  return resolve(dataDir, name, 'dynamodb-commands.jsonl');
}

/**
 * Starts the suite's stack and runs its command against it; answers the names of its failed tests, or undefined when
 * it passed. Lines of the stack's own logs (JSON from the functions, `[api]`-style lines from the emulators) go only to
 * .data/test/<name>.log; everything else is printed too, with the suite's name in front.
 */
async function runSuite(suite: (typeof suites)[number]): Promise<string[] | undefined> {
  console.log(`\n▶ ${suite.title} (stack and output: ${suite.name})`);
  const started = Date.now();
  const log = createWriteStream(resolve(dataDir, `${suite.name}.log`));
  const child = spawn(
    'npx',
    ['tsx', 'tests/with-stack.ts', '--data', resolve(dataDir, suite.name), '--web', 'dist', '--ports', suite.name, '--', ...suite.command],
    {
      env: { ...process.env, ...suite.env, RECORD_DYNAMODB_COMMANDS: commandLogOf(suite.name) },
    },
  );
  const prefix = `${suite.name.padEnd(11)} │ `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      if (!isStackLog(line)) console.log(prefix + line);
    });
  }
  const code = await new Promise<number | null>((done) => child.on('close', done));
  log.end();
  if (code === 0) {
    console.log(`✔ ${suite.title} (${seconds(started)})`);
    return undefined;
  }
  console.error(
    `✖ ${suite.title} failed after ${seconds(started)}: every line it printed is in ${relative(process.cwd(), resolve(dataDir, `${suite.name}.log`))}`,
  );
  const failures = suite.failures();
  return failures.length > 0 ? failures : [`exit ${code}, no failed test named in its report`];
}

function isStackLog(line: string): boolean {
  // eslint-disable-next-line no-control-regex -- the runners colour their output
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.startsWith('{') || /^\s*\[[a-z0-9-]+\]/i.test(plain);
}

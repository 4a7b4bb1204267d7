import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Imported by its file URL, extension and all: Vite's config loader asks for the extension, which tsconfig does not allow in an import.
const { aloneFiles } = (await import(new URL('./tests/integration/run-alone.ts', import.meta.url).href)) as typeof import('./tests/integration/run-alone');
const aloneTests = Object.keys(aloneFiles).map((file) => `tests/integration/${file}`);
for (const file of aloneTests)
  if (!existsSync(new URL(file, import.meta.url))) throw new Error(`${file}, listed in tests/integration/run-alone.ts, does not exist`);

/**
 * The alone files run in the order run-alone.ts lists them (the others as vitest sorts them): the fuzzer, busy for
 * minutes, last, when the suites beside them (tests/run.ts) have ended.
 */
class AloneFilesInListedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const listed = Object.keys(aloneFiles);
    const rank = (file: TestSpecification) => listed.findIndex((name) => file.moduleId.endsWith(`/tests/integration/${name}`));
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const integrationTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Three projects: `unit` needs nothing running. `integration` and `integration-alone` talk to a local stack (its state
 * file is passed in LOCAL_STACK_STATE): the files of `integration` several at a time, those of `integration-alone`
 * (listed, each with its reason, in tests/integration/run-alone.ts) one at a time. tests/run.ts starts a stack for each;
 * run together on one stack, the alone files wait until nothing else runs (sequence.groupOrder).
 * `--project 'integration*'` runs a file whichever of the two holds it. All three inherit the root's `resolve`
 * (inline projects extend the root config).
 */
export default defineConfig({
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) } },
  test: {
    sequence: { sequencer: AloneFilesInListedOrder },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'infra/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/infra/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          // One module registry per worker rather than per file: importing aws-cdk-lib and the AWS SDK afresh for
          // each file took most of the unit run. A file that needs a module built from its own environment
          // imports it after vi.resetModules().
          isolate: false,
          // Every core: the default (one worker fewer than the cores) leaves one idle once the static checks beside it end.
          maxWorkers: '100%',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...aloneTests],
          // The files share one stack process and one DynamoDB Local on the 2-core machines that run the suite: two at a time
          // keep them busy; more only slow the stack down for every file.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          ...integrationTimeouts,
        },
      },
      {
        test: {
          name: 'integration-alone',
          include: aloneTests,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          ...integrationTimeouts,
        },
      },
    ],
  },
});

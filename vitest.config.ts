import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` needs nothing running; `integration` talks to the local stack that
 * tests/run.ts starts (its state file is passed in LOCAL_STACK_STATE). Both inherit the root's
 * `resolve` (inline projects extend the root config).
 */
export default defineConfig({
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) } },
  test: {
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
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

import type { KnipConfig } from 'knip';
import { jobEntries } from './shared/src/contract/jobs';
import { routeEntries } from './shared/src/contract/routes';

/**
 * Unused files, exports and dependencies (`npm run lint`, and `npm test` with the other checks). The functions' entries
 * are the route table's and the jobs' handler modules, which the CDK app and the local stack import by name
 * (infra/lib/group-entries.ts), so knip cannot follow them; the others are scripts run by name. Knip's plugins find the
 * configs, the tests and the SPA's entry themselves.
 */
const handlers = [...routeEntries(), ...jobEntries()].map(([, { handler }]) => `functions/src/${handler}.ts`);

const config: KnipConfig = {
  entry: [
    ...handlers,
    'infra/local/{start,reset,digest,chasers}.ts',
    'tests/with-stack.ts',
    // Imported by file URL (infra/local/stack.ts).
    'infra/local/dynamo-recorder.ts',
    'infra/local/seed/index.ts',
    'tests/bench/lighthouse-area.ts',
    // Given to vitest by name (tests/run.ts).
    'tests/support/times-reporter.ts',
    'eslint-rules/*.js',
  ],
  project: ['shared/src/**/*.ts', 'functions/src/**/*.ts', 'infra/**/*.ts', 'web/src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'eslint-rules/*.{js,ts}'],
  // An export its own file uses (a value list and the type made from it) is not dead code.
  ignoreExportsUsedInFile: true,
  // The rule's types, read by its RuleTester test through the .js import.
  ignore: ['eslint-rules/no-import-cycle.d.ts'],
  // `node` is the Node 24 runtime the scripts run on; aws-sdk and pino are cognito-local's own, loaded from its folder.
  ignoreDependencies: ['node', 'aws-sdk', 'pino'],
  // Programs of the machine, not of npm: DynamoDB Local's java, apt-get for the prerequisites, ss for a busy port's owner.
  ignoreBinaries: ['java', 'apt-get', 'ss'],
};

export default config;

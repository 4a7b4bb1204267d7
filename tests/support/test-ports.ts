import type { LocalPorts } from '../../infra/local/stack';

/**
 * The ports of the test stacks and the benchmark's. `npm test` runs the integration files that share a stack, those that need
 * one to themselves (tests/integration/run-alone.ts) and the browser suite at the same time, each against a stack of its
 * own; `tests/with-stack.ts` takes any set. None of them is a port of `npm start`
 * (infra/local/stack.ts defaultPorts), so the tests can run beside the portal a developer is using.
 */
export const testPorts = {
  integration: { web: 3100, api: 3101, dynamodb: 8100, s3: 4669, webhooks: 3102, ses: 3103, cognito: 9230, stripe: 3104 },
  alone: { web: 3400, api: 3401, dynamodb: 8400, s3: 4969, webhooks: 3402, ses: 3403, cognito: 9233, stripe: 3404 },
  browser: { web: 3200, api: 3201, dynamodb: 8200, s3: 4769, webhooks: 3202, ses: 3203, cognito: 9231, stripe: 3204 },
  /** `npm run bench` (tests/bench/run.ts). */
  bench: { web: 3300, api: 3301, dynamodb: 8300, s3: 4869, webhooks: 3302, ses: 3303, cognito: 9232, stripe: 3304 },
} as const satisfies Record<string, LocalPorts>;

export type TestStackName = keyof typeof testPorts;

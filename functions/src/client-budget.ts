/**
 * How long one AWS SDK call may take, per client: its connection and request timeouts and its attempts.
 * Every client of the functions takes its settings from here, so a dependency that hangs ends as a
 * TimeoutError (a 503 with Retry-After, http/outage.ts) well inside the function's timeout, never as the
 * timeout itself (on AWS, API Gateway's generic 503 with no Retry-After and a half-run handler).
 *
 * The worst case of one call (client-budget.test.ts keeps it under the smallest function timeout):
 * every attempt hangs until its timeouts, with the SDK's standard back-off between attempts (a random
 * delay below 500 ms x 2^retry for throttling, 100 ms x 2^retry otherwise).
 */
export interface ClientBudget {
  /** Time to open the TCP (TLS) connection. */
  readonly connectionTimeoutMs: number;
  /**
   * Time the socket may stay silent (an idle timeout: a large body that keeps flowing is fine). The SDK's
   * socketTimeout: its requestTimeout only logs a warning unless throwOnRequestTimeout is set.
   */
  readonly idleTimeoutMs: number;
  /** The first try included. */
  readonly maxAttempts: number;
}

export const clientBudgets = {
  // Single-digit milliseconds on AWS. 3 s leaves DynamoDB Local room on a busy machine: a conditional put the
  // SDK sends again after a timeout, though the first one was applied, fails its own condition (a false 409).
  dynamodb: { connectionTimeoutMs: 500, idleTimeoutMs: 3_000, maxAttempts: 2 },
  s3: { connectionTimeoutMs: 1_000, idleTimeoutMs: 2_000, maxAttempts: 2 },
  // AdminCreateUser and ForgotPassword answer only after the CustomMessage trigger ran (Cognito waits up to
  // 5 s for it), and neither may be sent twice (a second invitation voids the first password): one attempt.
  // (Under 6 s: the SDK arms longer socket timeouts 3 s late.)
  cognito: { connectionTimeoutMs: 1_000, idleTimeoutMs: 5_500, maxAttempts: 1 },
  lambda: { connectionTimeoutMs: 1_000, idleTimeoutMs: 2_000, maxAttempts: 2 },
  // Read by the CustomMessage trigger, which Cognito gives 5 s.
  ssm: { connectionTimeoutMs: 500, idleTimeoutMs: 1_000, maxAttempts: 2 },
  // One attempt: a resent SendEmail that SES had already accepted would email the investor twice.
  ses: { connectionTimeoutMs: 1_000, idleTimeoutMs: 3_000, maxAttempts: 1 },
} as const satisfies Record<string, ClientBudget>;

const THROTTLING_BACKOFF_BASE_MS = 500;
const MAX_BACKOFF_MS = 20_000;

/** The longest one SDK call can take under this budget. */
export function worstCaseCallMs(budget: ClientBudget): number {
  let total = budget.maxAttempts * (budget.connectionTimeoutMs + budget.idleTimeoutMs);
  for (let retry = 0; retry < budget.maxAttempts - 1; retry += 1) total += Math.min(MAX_BACKOFF_MS, THROTTLING_BACKOFF_BASE_MS * 2 ** retry);
  return total;
}

/**
 * The client options that apply a budget (spread into any AWS SDK v3 client's configuration).
 *
 * Against the local emulators (the *_ENDPOINT variables, set only by the local stack) no connection timer is armed. There
 * every function shares one Node process, and a connect to loopback is completed or refused by the kernel at once; the
 * SDK's timer can fire only when that shared event loop was busy with other invocations for longer than the budget (a
 * false TimeoutError a Lambda, alone in its sandbox, never sees), because timers run before the connect is read. The idle
 * timeout still ends a call to an emulator that accepts and never answers (tests/integration/hung-dependency.test.ts).
 */
export const clientOptions = (budget: ClientBudget) => ({
  maxAttempts: budget.maxAttempts,
  requestHandler: { connectionTimeout: againstEmulators() ? 0 : budget.connectionTimeoutMs, socketTimeout: budget.idleTimeoutMs },
});

// Read alone, not through env(): the Cognito trigger, which reads SSM with these options, has no table settings.
const againstEmulators = () => process.env.DYNAMODB_ENDPOINT !== undefined;

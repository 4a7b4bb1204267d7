import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';

/** Runs one Lambda invocation (its handler call) in an invocation context of its own. */
export type RunInvocation = <T>(requestId: string, call: () => Promise<T>) => Promise<T>;

let contexts: Promise<RunInvocation> | undefined;

/**
 * The local adapter runs every function's invocations side by side in one process, as a Lambda Managed Instances
 * environment runs concurrent invocations. Like that runtime, it gives each invocation its own context in Lambda's
 * InvokeStore (an AsyncLocalStorage), and sets AWS_LAMBDA_MAX_CONCURRENCY, which tells Powertools to keep each
 * invocation's log keys (correlation id, route key), Lambda context and metrics there instead of on the one shared
 * Logger and Metrics (functions/src/observability/powertools.ts). On-demand Lambda runs one invocation at a time per
 * environment, where the shared Logger is already the invocation's own.
 *
 * Call it before any AWS SDK call: the SDK asks for the store too, and the first to ask decides which kind the
 * process gets. It checks that two overlapping invocations do see their own contexts.
 */
export function invocationContexts(): Promise<RunInvocation> {
  contexts ??= (async () => {
    process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';
    const store = await InvokeStore.getInstanceAsync(true);
    const run: RunInvocation = (requestId, call) => store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, call);
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const seen = await Promise.all(
      ['first', 'second'].map((id) =>
        run(id, async () => {
          await tick();
          return store.getRequestId();
        }),
      ),
    );
    if (seen.join() !== 'first,second') {
      throw new Error(
        'Lambda’s InvokeStore was created for one invocation at a time before the local adapter set it up: call invocationContexts() before any AWS SDK call',
      );
    }
    return run;
  })();
  return contexts;
}

/**
 * The environment for a process this one starts (a test run): without AWS_LAMBDA_MAX_CONCURRENCY, which there would make
 * Powertools look for a store that only this process has.
 */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.AWS_LAMBDA_MAX_CONCURRENCY;
  return env;
}

import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAUSE_KEY, takeCause, withCause } from './job-cause';

// The unit project shares one module registry per worker, and other files silence the shared Logger: build it
// (and the job handler on it) afresh, at the level whose lines this file reads.
vi.resetModules();
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
const { jobHandler } = await import('./job-handler');

const context = (awsRequestId: string) =>
  ({
    functionName: 'portal-test-job',
    awsRequestId,
    invokedFunctionArn: 'arn:aws:lambda:eu-west-2:0:function:portal-test-job',
    getRemainingTimeInMillis: () => 1_000,
  }) as Context;

/** The JSON log lines the job writes to stdout while `run` runs. */
async function linesOf(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => 'level' in line);
}

afterEach(() => vi.restoreAllMocks());

describe('a queued job is traced to the request that queued it', () => {
  it('the job sees its payload without the cause, and every line carries the causing request id; its own id stays function_request_id', async () => {
    const seen: unknown[] = [];
    const handler = jobHandler(async (event: { propertyId: string }) => {
      seen.push(event);
      const { logger } = await import('./powertools');
      logger.info('work done');
    });
    const lines = await linesOf(() => handler(withCause({ propertyId: 'p1' }, { correlationId: 'request-1' }) as { propertyId: string }, context('job-1')));
    expect(seen).toEqual([{ propertyId: 'p1' }]);
    expect(lines.map((line) => line.message)).toEqual(['job started', 'work done']);
    for (const line of lines) expect(line).toMatchObject({ correlation_id: 'request-1', job_cause: 'request', function_request_id: 'job-1' });
  });

  it('a job nobody queued (its schedule) says it has no cause and logs under its own invocation id', async () => {
    const handler = jobHandler(async (event: unknown) => event);
    const scheduled = { source: 'aws.events', 'detail-type': 'Scheduled Event' };
    let result: unknown;
    const lines = await linesOf(async () => (result = await handler(scheduled, context('run-7'))));
    expect(result).toEqual(scheduled);
    expect(lines).toEqual([expect.objectContaining({ message: 'job started', job_cause: 'none', correlation_id: 'run-7', function_request_id: 'run-7' })]);
  });

  it('called without a Lambda context (a test), the job still never sees the cause', async () => {
    const handler = jobHandler(async (event: object) => event);
    expect(await handler(withCause({ email: 'a@example.com' }, { correlationId: 'r' }))).toEqual({ email: 'a@example.com' });
  });

  it('the cause is added only when there is a correlation id, and a malformed one is dropped', () => {
    expect(withCause({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(takeCause({ a: 1, [CAUSE_KEY]: 'not an object' })).toEqual({ event: { a: 1 }, cause: undefined });
    expect(takeCause('text')).toEqual({ event: 'text' });
  });
});

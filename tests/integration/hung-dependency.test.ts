import { afterAll, expect, it } from 'vitest';
import { api, createTestUser, eventually, pauseDynamoDbLocal, resumeDynamoDbLocal } from '../support/stack';

/**
 * A dependency that hangs (accepts the connection, never answers) becomes a 503 with Retry-After well
 * inside the function's 10 s timeout, never a request held until the timeout kills it. DynamoDB Local is
 * frozen with SIGSTOP for 15 s, then resumed.
 */

const PAUSE_MS = 15_000;
let pausedPid: number | undefined;
afterAll(() => {
  // Never leave the stack without its database for the files that run after this one.
  if (pausedPid !== undefined) resumeDynamoDbLocal(pausedPid);
});

it('DynamoDB Local frozen for 15 s: a request answers 503 with Retry-After in well under 10 s; everything works once it resumes', async () => {
  const investor = await createTestUser('investor', 'approved');
  expect((await api('/me/favourites', { token: investor.token })).status).toBe(200);

  pausedPid = pauseDynamoDbLocal();
  const resumed = new Promise<void>((resolve) =>
    setTimeout(() => {
      resumeDynamoDbLocal(pausedPid!);
      pausedPid = undefined;
      resolve();
    }, PAUSE_MS),
  );
  const started = Date.now();
  const during = await api('/me/favourites', { token: investor.token });
  const elapsedMs = Date.now() - started;
  console.log(`hung DynamoDB: ${during.status} after ${elapsedMs} ms, Retry-After ${during.headers.get('retry-after')}`);
  await resumed;

  expect({ status: during.status, answeredWithin8s: elapsedMs < 8_000 }).toEqual({ status: 503, answeredWithin8s: true });
  expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);

  const after = await eventually(async () => {
    const res = await api('/me/favourites', { token: investor.token });
    return res.status === 200 ? res : undefined;
  }, 'the API reading through DynamoDB Local again');
  expect(after.status).toBe(200);
}, 60_000);

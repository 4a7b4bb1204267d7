import { afterAll, expect, it } from 'vitest';
import { api, createTestUser, stopDynamoDbLocal, waitForDynamoDbBack, type TestUser } from '../support/stack';

/**
 * The fault test: DynamoDB Local stops (its process ends; see stopDynamoDbLocal for why not a SIGKILL) in the
 * middle of a steady run of writes. While it is down the API answers 503 with Retry-After, never a 500; the local stack's
 * supervisor starts it again on the same port with the same data; afterwards every write the API acknowledged
 * (2xx), including those just before the outage, is there.
 *
 * Self-contained for the other test files on the same stack (integration files run one after another): it
 * ends only once DynamoDB Local is back and the API reads through it again (afterAll waits for it too).
 */

let investorForHealth: TestUser | undefined;
let stoppedPid: number | undefined;
afterAll(async () => {
  // Never leave the stack without its database for the files that run after this one.
  if (stoppedPid !== undefined && investorForHealth) await waitForDynamoDbBack(stoppedPid, investorForHealth.token);
}, 120_000);

it('DynamoDB Local goes away during a run of writes: 503 with Retry-After meanwhile, every acknowledged write there after the restart', async () => {
  const users = await Promise.all([createTestUser('investor', 'approved'), createTestUser('investor', 'approved'), createTestUser('investor', 'approved')]);
  investorForHealth = users[0];
  const catalogue = await api<{ items: { id: string }[] }>('/properties', { token: users[0]!.token });
  const propertyIds = catalogue.body.items.map((item) => item.id);
  expect(propertyIds.length).toBeGreaterThan(5);

  const statuses = new Map<number, number>();
  const missingRetryAfter: string[] = [];
  /** user index -> properties whose favourite the API acknowledged with a 2xx */
  const acknowledged = users.map(() => new Set<string>());
  let acknowledgedBeforeKill = 0;
  let acknowledgedAfterRestart = 0;
  let phase: 'before' | 'down' | 'back' = 'before';
  let stop = false;

  // One writer per user: each PUTs its favourites one after another, round and round, without pause.
  const writer = async (index: number) => {
    const user = users[index]!;
    for (let n = index; !stop; n += 1) {
      const id = propertyIds[n % propertyIds.length]!;
      const res = await api(`/me/favourites/${id}`, { method: 'PUT', token: user.token });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 200 && res.status < 300) {
        acknowledged[index]!.add(id);
        if (phase === 'before') acknowledgedBeforeKill += 1;
        if (phase === 'back') acknowledgedAfterRestart += 1;
      } else if (res.status === 503) {
        if (!res.headers.get('retry-after')) missingRetryAfter.push(`PUT /me/favourites/${id}`);
      }
      if (res.status >= 300) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const writers = users.map((_, index) => writer(index));

  // Let some writes through, then stop the database under them.
  while (acknowledgedBeforeKill < 15) await new Promise((resolve) => setTimeout(resolve, 20));
  stoppedPid = stopDynamoDbLocal();
  phase = 'down';

  // A read while it is down: 503 with Retry-After too (what the SPA retries with back-off).
  let readDuringOutage: { status: number; retryAfter: string | null } | undefined;
  for (let attempt = 0; attempt < 20 && !readDuringOutage; attempt += 1) {
    const res = await api('/me/favourites', { token: users[0]!.token });
    if (res.status !== 200) readDuringOutage = { status: res.status, retryAfter: res.headers.get('retry-after') };
    else await new Promise((resolve) => setTimeout(resolve, 25));
  }

  const newPid = await waitForDynamoDbBack(stoppedPid, users[0]!.token);
  phase = 'back';
  while (acknowledgedAfterRestart < 15) await new Promise((resolve) => setTimeout(resolve, 20));
  stop = true;
  await Promise.all(writers);

  const summary = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
  console.log(
    `outage: DynamoDB Local pid ${stoppedPid} stopped, restarted as pid ${newPid}; statuses during the run ${JSON.stringify(summary)}; ` +
      `read while down ${JSON.stringify(readDuringOutage)}; acknowledged favourites per user ${acknowledged.map((set) => set.size).join(', ')}`,
  );
  expect(newPid).not.toBe(stoppedPid);
  // Never a 500: only successes and 503s, with Retry-After on every 503.
  expect(
    Object.keys(summary)
      .map(Number)
      .every((status) => (status >= 200 && status < 300) || status === 503),
    JSON.stringify(summary),
  ).toBe(true);
  expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
  expect(missingRetryAfter).toEqual([]);
  expect(readDuringOutage?.status).toBe(503);
  expect(Number(readDuringOutage?.retryAfter)).toBeGreaterThan(0);

  // Every acknowledged write is there, read through the API once the database is back.
  for (const [index, user] of users.entries()) {
    const list = await api<{ items: { propertyId: string }[] }>('/me/favourites', { token: user.token });
    expect(list.status).toBe(200);
    const stored = new Set(list.body.items.map((item) => item.propertyId));
    expect(
      [...acknowledged[index]!].filter((id) => !stored.has(id)),
      `user ${index}: acknowledged but missing`,
    ).toEqual([]);
  }
}, 180_000);

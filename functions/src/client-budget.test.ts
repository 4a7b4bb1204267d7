import { describe, expect, it } from 'vitest';
import { jobEntries } from '@shared/contract/jobs';
import type { Permission } from '@shared/contract/permissions';
import { DEFAULT_FUNCTION_TIMEOUT_SECONDS, functionGroups, routeEntries } from '@shared/contract/routes';
import { clientBudgets, worstCaseCallMs } from './client-budget';

/** Which client a permission's calls go through. */
const clientOf = (permission: Permission): keyof typeof clientBudgets => {
  if (permission.startsWith('table:')) return 'dynamodb';
  if (/^(images|documents|heroes):/.test(permission)) return 's3';
  if (permission.startsWith('users:')) return 'cognito';
  if (permission.startsWith('invoke:')) return 'lambda';
  if (permission.startsWith('email:')) return 'ses';
  return 'ssm'; // appOrigin:read, webhookSecret:read, alertSecret:read
};

/** Every function from the function table (route groups and jobs): its timeout and the clients it calls. */
const functions = [
  ...Object.entries(functionGroups).map(([name, group]) => ({
    name,
    timeoutMs: ('timeoutSeconds' in group ? group.timeoutSeconds : DEFAULT_FUNCTION_TIMEOUT_SECONDS) * 1000,
    permissions: routeEntries()
      .filter(([, route]) => route.group === name)
      .flatMap(([, route]) => route.permissions),
  })),
  ...jobEntries().map(([name, job]) => ({ name, timeoutMs: (job.timeoutSeconds ?? DEFAULT_FUNCTION_TIMEOUT_SECONDS) * 1000, permissions: job.permissions })),
];
const cases = functions.flatMap(({ name, timeoutMs, permissions }) =>
  [...new Set(permissions.map(clientOf))].map((client) => ({ name, client, timeoutMs, worstMs: worstCaseCallMs(clientBudgets[client]) })),
);

describe('AWS client budgets', () => {
  it.each(cases)('$name: one $client call, every attempt hanging, ends within three quarters of its $timeoutMs ms timeout', ({ timeoutMs, worstMs }) => {
    // The last quarter is the handler's own: its other calls, and the 503 it answers.
    expect(worstMs).toBeLessThanOrEqual(0.75 * timeoutMs);
  });

  it('covers every client and the 5 s CustomMessage trigger', () => {
    expect(new Set(cases.map(({ client }) => client))).toEqual(new Set(Object.keys(clientBudgets)));
    expect(cases.some(({ name, timeoutMs }) => name === 'customMessage' && timeoutMs === 5_000)).toBe(true);
  });

  it('counts every attempt and the back-off between them', () => {
    expect(worstCaseCallMs({ connectionTimeoutMs: 1_000, idleTimeoutMs: 2_000, maxAttempts: 3 })).toBe(3 * 3_000 + 500 + 1_000);
    // Timeouts of 3 s and 10 s with the SDK's 3 attempts: 40.5 s, four times a 10 s function's time.
    expect(worstCaseCallMs({ connectionTimeoutMs: 3_000, idleTimeoutMs: 10_000, maxAttempts: 3 })).toBe(40_500);
  });
});

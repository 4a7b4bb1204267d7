import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMetrics } from '@shared/contract/metrics';
import { routeKey, routes } from '@shared/contract/routes';
import type { CreatedUpload } from '@shared/rules/uploads';
import { api, createTestUser, eventually, functionLogLines, postFrom, setWebhookStatus, stack, type TestUser } from '../support/stack';

/**
 * What ops would read in CloudWatch, read from the local stack's copy of the functions' output
 * (infra/local/function-logs.ts): every log line of a request carries its API Gateway request id as the correlation
 * id and its route key, and the business outcomes (a 409, a refused upload, a failed webhook) are counted in
 * embedded metric format.
 */
type Line = Record<string, unknown> & { _aws?: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[]; Dimensions: string[][] }[] } };
const lines = (): Line[] => functionLogLines<Line>();
/** The request's own lines: a job it queued logs under its correlation id too, with a `job_cause` (traceable.test.ts). */
const logLinesOf = (correlationId: string) => lines().filter((line) => 'level' in line && line.correlation_id === correlationId && !('job_cause' in line));
const metricLines = (name: string) => lines().filter((line) => line._aws?.CloudWatchMetrics.some((m) => m.Metrics.some((metric) => metric.Name === name)));

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});
/** Each request's lines: at least its 'request answered' line, every one with this request's id and route key only. */
function expectTraceable(correlationId: string | null, route: string, statusCode: number) {
  expect(correlationId).toBeTruthy();
  const own = logLinesOf(correlationId!);
  expect(own.length).toBeGreaterThan(0);
  for (const line of own) expect(line.route_key).toBe(route);
  expect(own.find((line) => line.message === 'request answered')).toMatchObject({ statusCode, level: 'INFO' });
  const counted = metricLines(businessMetrics.requests.name).filter((line) => line.correlation_id === correlationId);
  expect(counted).toHaveLength(1);
  expect(counted[0]).toMatchObject({ route, statusClass: `${Math.floor(statusCode / 100)}xx`, Requests: 1, service: stack.env.POWERTOOLS_SERVICE_NAME });
}

describe('function logs and metrics', () => {
  const email = `observed-${randomUUID().slice(0, 8)}@test.example.com`;
  const registration = { fullName: 'Olive Observed', email, phone: '07700 900002', message: 'Please call' };
  const registerRoute = routeKey(routes.registerInterest);
  // Its own loopback address: the public form's per-address limit counts this file apart from the others.
  const sourceIp = '127.41.0.1';
  afterAll(() => setWebhookStatus(200, email));

  it('a registration: its lines carry one correlation id and the route key; the lead webhook that fails is counted by kind', async () => {
    await setWebhookStatus(503, email);
    const res = await postFrom(sourceIp, '/interest-registrations', registration);
    expect(res.status).toBe(201);
    const id = res.headers.get('apigw-requestid');
    expectTraceable(id, registerRoute, 201);

    // Counted by the lead job, under the correlation id of the registration that queued it.
    const failed = await eventually(
      async () => metricLines(businessMetrics.webhooksFailed.name).find((line) => line.kind === 'lead' && line.correlation_id === id),
      'the lead webhook failure metric',
      20_000,
    );
    expect(failed[businessMetrics.webhooksFailed.name]).toBe(1);
    expect(failed._aws!.CloudWatchMetrics[0]!.Namespace).toBe(stack.env.POWERTOOLS_METRICS_NAMESPACE);
    expect(failed._aws!.CloudWatchMetrics[0]!.Dimensions).toEqual([['service', 'kind']]);
  });

  it('the same email again: a 409, counted as a conflict of its route with its correlation id', async () => {
    const res = await postFrom(sourceIp, '/interest-registrations', registration);
    expect(res.status).toBe(409);
    const id = res.headers.get('apigw-requestid');
    expectTraceable(id, registerRoute, 409);
    const conflicts = metricLines(businessMetrics.conflicts.name).filter((line) => line.correlation_id === id);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ route: registerRoute, Conflicts: 1 });
  });

  it('a refused upload: counted by its reason, on the complete route', async () => {
    const data = Buffer.from('this is not a photo at all');
    const created = await api<CreatedUpload>('/uploads', {
      method: 'POST',
      token: admin.token,
      body: { purpose: 'propertyPhoto', ownerId: `prop-${randomUUID().slice(0, 8)}`, fileName: 'fake.jpg', contentType: 'image/jpeg', size: data.length },
    });
    expect(created.status).toBe(200);
    expectTraceable(created.headers.get('apigw-requestid'), routeKey(routes.createUpload), 200);
    const form = new FormData();
    for (const [name, value] of Object.entries(created.body.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'fake.jpg');
    expect((await fetch(created.body.url, { method: 'POST', body: form })).status).toBe(204);

    const completed = await api(`/uploads/${encodeURIComponent(created.body.uploadId)}/complete`, { method: 'POST', token: admin.token });
    expect(completed.status).toBe(400);
    const id = completed.headers.get('apigw-requestid');
    expectTraceable(id, routeKey(routes.completeUpload), 400);
    expect(logLinesOf(id!).find((line) => line.message === 'upload refused')).toMatchObject({ reason: 'wrongContent' });
    const refused = metricLines(businessMetrics.uploadsRefused.name).filter((line) => line.correlation_id === id);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ reason: 'wrongContent', UploadsRefused: 1 });
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes } from '@shared/contract/routes';
import type { Property } from '@shared/domain/property';
import { defaultFilters } from '@shared/rules/property-filters';
import { propertyToForm } from '@shared/views/property-form';
import { api, createTestProperty, createTestUser, eventually, functionLogLines, postFrom, stack, type TestUser } from '../support/stack';

/**
 * Read from the local stack's copy of the functions' output (infra/local/function-logs.ts), as ops would read CloudWatch:
 * many invocations share the local adapter's process, yet each request's lines carry its own correlation id, route key
 * and function, and a job's lines carry the correlation id of the request that queued it.
 */
type Line = Record<string, unknown>;
const logLines = (): Line[] => functionLogLines<Line>().filter((line) => 'level' in line);
const functionName = (group: string) => `portal-local-${group}`;

let admin: TestUser;
let investor: TestUser;
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
});

interface Sent {
  id: string;
  route: string;
  group: string;
  status: number;
}

describe('each request logs under its own keys', () => {
  it('20 concurrent requests to six functions: every line of each carries its own correlation id, route key and function', async () => {
    const kinds = [
      { route: routes.getMyProfile, send: () => api('/me', { token: investor.token }) },
      { route: routes.listMyAlerts, send: () => api('/me/alerts', { token: investor.token }) },
      { route: routes.listMembers, send: () => api('/profiles', { token: admin.token }) },
      { route: routes.listPropertyRows, send: () => api('/property-management/rows', { token: admin.token }) },
      { route: routes.listPublishedAreaInsights, send: () => api('/area-insights') },
      // Public and throttled by address: each from a loopback address of its own. It also queues a job.
      {
        route: routes.requestActivation,
        send: (i: number) => postFrom(`127.43.0.${i + 1}`, '/account-activation', { email: `nobody-${randomUUID().slice(0, 8)}@test.example.com` }),
      },
    ];
    const sent: Sent[] = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const kind = kinds[i % kinds.length]!;
        const res = await kind.send(i);
        const id = res.headers.get('apigw-requestid');
        expect(id).toBeTruthy();
        return { id: id!, route: routeKey(kind.route), group: kind.route.group, status: res.status };
      }),
    );
    for (const request of sent) expect(request.status, request.route).toBe(200);

    const ids = new Map(sent.map((request) => [request.id, request]));
    // Written once the answer is sent, so they are all in the file now.
    const lines = logLines();
    const answered = lines.filter((line) => line.message === 'request answered');
    const answeredOf = (request: Sent) => answered.filter((line) => line.function_request_id === request.id || line.correlation_id === request.id);
    const wrong = sent.flatMap((request) =>
      answeredOf(request)
        .filter(
          (line) =>
            line.correlation_id !== request.id ||
            line.function_request_id !== request.id ||
            line.route_key !== request.route ||
            line.function_name !== functionName(request.group),
        )
        .map((line) => ({ request: request.id, route: request.route, line })),
    );
    expect(wrong, `${wrong.length} 'request answered' lines of ${sent.length} requests carry another request's keys`).toEqual([]);
    for (const request of sent) expect(answeredOf(request), request.route).toHaveLength(1);

    // Every other line of these invocations too, e.g. the 'job queued' line of each activation request.
    const ownLines = lines.filter((line) => ids.has(line.function_request_id as string));
    const astray = ownLines.filter((line) => {
      const request = ids.get(line.function_request_id as string)!;
      return line.correlation_id !== request.id || line.route_key !== request.route || line.function_name !== functionName(request.group);
    });
    expect(astray, `${astray.length} of ${ownLines.length} lines carry another request's keys`).toEqual([]);
  });
});

describe("a job's lines carry the correlation id of the request that queued it", () => {
  /** The request's 'job queued' line (with the job's own invocation id), then every line of that job, once it has logged `until`. */
  async function jobOf(requestId: string, job: string, until: string) {
    const queued = await eventually(
      async () => logLines().find((line) => line.message === 'job queued' && line.correlation_id === requestId && line.job === job),
      `the 'job queued' line of ${job}`,
    );
    const jobRequestId = queued.jobRequestId as string;
    expect(jobRequestId).toBeTruthy();
    expect(jobRequestId).not.toBe(requestId);
    const lines = await eventually(async () => {
      const own = logLines().filter((line) => line.function_request_id === jobRequestId);
      return own.some((line) => line.message === until) ? own : undefined;
    }, `the ${job} job's '${until}' line`);
    return { queued, lines };
  }

  it("an admin's publish and price cut: the fan-out logs under the id of the admin's request, and the email names it", async () => {
    const word = `tracer${randomUUID().slice(0, 6)}`;
    const searcher = await createTestUser('investor', 'approved');
    expect((await api('/me/alerts', { method: 'PATCH', token: searcher.token, body: { frequency: 'instant' } })).status).toBe(200);
    const saved = await api('/me/saved-searches', {
      method: 'POST',
      token: searcher.token,
      body: { name: `${word} under £100k`, filters: { ...defaultFilters, search: word, priceBand: 'under-100k' } },
    });
    expect(saved.status).toBe(201);
    let property = await createTestProperty(admin.token, `Traced ${word}`);

    const publish = await api<{ property: { version: number } }>(`/properties/${property.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { isPublished: true, expectedVersion: property.version },
    });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    const publishId = publish.headers.get('apigw-requestid')!;
    const published = await jobOf(publishId, 'alerts', 'listing event fanned out');
    expect(published.queued).toMatchObject({ route_key: routeKey(routes.patchProperty), function_name: functionName(routes.patchProperty.group) });
    for (const line of published.lines)
      expect(line, String(line.message)).toMatchObject({ correlation_id: publishId, function_name: functionName('alerts'), job_cause: 'request' });
    expect(published.lines.find((line) => line.message === 'listing event fanned out')).toMatchObject({ propertyId: property.id, kind: 'published' });

    property = { ...property, isPublished: true, version: publish.body.property.version } as Property;
    const cut = await api<{ property: Property }>(`/properties/${property.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...propertyToForm(property), price: 85_000, expectedVersion: property.version },
    });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    const cutId = cut.headers.get('apigw-requestid')!;
    const fannedOut = await jobOf(cutId, 'alerts', 'listing event fanned out');
    expect(fannedOut.queued).toMatchObject({ route_key: routeKey(routes.updateProperty) });
    for (const line of fannedOut.lines) expect(line, String(line.message)).toMatchObject({ correlation_id: cutId, job_cause: 'request' });
    expect(fannedOut.lines.find((line) => line.message === 'listing event fanned out')).toMatchObject({ kind: 'priceReduced' });

    // The Instant email goes later, from the batch sweep (a run with no cause of its own): it names the requests it reports.
    const sent = await eventually(
      async () => logLines().find((line) => line.message === 'alert email sent' && Array.isArray(line.caused_by) && line.caused_by.includes(cutId)),
      "the Instant email's 'alert email sent' line naming the price cut",
      Number(stack.env.ALERT_BATCH_WINDOW_SECONDS ?? 0) * 1000 + 20_000,
    );
    expect(sent).toMatchObject({ frequency: 'instant', function_name: functionName('alerts'), job_cause: 'none' });
    expect(sent.caused_by).toEqual(expect.arrayContaining([publishId, cutId]));
  }, 90_000);

  it("a 'Let Me In' request: the activation job's lines carry its id", async () => {
    const res = await postFrom('127.43.1.1', '/account-activation', { email: investor.email });
    expect(res.status).toBe(200);
    const id = res.headers.get('apigw-requestid')!;
    const { lines } = await jobOf(id, 'sendActivation', 'job started');
    for (const line of lines)
      expect(line, String(line.message)).toMatchObject({ correlation_id: id, function_name: functionName('sendActivation'), job_cause: 'request' });
  });
});

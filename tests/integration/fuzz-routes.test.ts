import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { AreaInsight } from '@shared/domain/area-insight';
import type { Property } from '@shared/domain/property';
import { newPropertyForm, propertyToForm } from '@shared/views/property-form';
import { documentFields } from '@shared/rules/document-fields';
import type { Resource } from '@shared/domain/resource';
import { routeEntries, routes, type Access, type RouteDef, type RouteName } from '@shared/contract/routes';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { seedResources } from '../../infra/local/seed/resources';
import { api, createTestUser, setWebhookStatus, stack } from '../support/stack';
import { schemaArbitrary } from '../support/zod-arbitrary';
import { caseArbitrary, describeCase, send, type FuzzCase, type FuzzResponse, type RouteSamples } from '../support/fuzz';
import { routeWrites, writesOf, type Person, type WriteContext, type WriteRouteName } from '../support/route-writes';
import { changesBetween, closeStoredKeysClient, readStored, readStoredQuietly } from '../support/stored-keys';

/**
 * Property-based fuzzing of EVERY write route of the route table (routes added later are
 * covered without touching this file). Each route gets CASES_PER_ROUTE requests generated from its own zod
 * schemas (body, query, path) mixed with hostile junk (wrong types, huge strings, unicode, `javascript:` and
 * `data:` URLs, quotes, nulls, extra fields, malformed JSON, odd content types), sent as its access level
 * allows (admin token, an approved investor's token, or none), BATCH at a time.
 *
 * Asserted for every case: no 5xx. And a refused request (4xx) changes nothing stored, checked on the items its
 * route can write (tests/support/route-writes.ts: keys from the request, its caller and the entity definitions),
 * read before and after each batch: a batch whose requests were all refused must leave them unchanged, and the
 * refused requests of a batch where others were accepted are sent again on their own, between two reads of their
 * keys, and must leave them unchanged too (a change is confirmed from quiet keys, then each request is replayed
 * alone to name it). The first tests show the reads do see what an accepted request of a route stores.
 * (The throttle's counters are never read: counting refused attempts is the limiter's job.)
 *
 * Public write routes keep their per-IP throttle: each case comes from its own loopback address
 * (127.x.y.z, node:http's localAddress), as many different clients would.
 *
 * FUZZ_SEED=<n> replays a run (the seed is printed). CI uses one fixed seed, so a change lands or not on its own
 * merits; every other run (a developer's `npm test`) explores a new random seed.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Requests in flight at once (2-core machines run the whole suite). */
const BATCH = 8;
/**
 * At least this many cases over the whole route table, shared equally between its write routes, and never fewer than
 * MIN_CASES_PER_ROUTE for one route: a new route adds its cases without making the suite longer for the others'.
 */
const CASES = 6_400;
const MIN_CASES_PER_ROUTE = 64;
const CI_SEED = 20_261_122;
const seed = Number(process.env.FUZZ_SEED ?? (process.env.CI ? CI_SEED : Math.floor(Math.random() * 2 ** 31)));

interface Context {
  /** The accounts whose tokens the fuzzing sends, by access level, and the member it manages. */
  people: Partial<Record<Access | 'member', Person>>;
  /** Ids of properties the investor can see (the seeded catalogue). */
  propertyIds: string[];
  /** A member of the fuzzing's own, for the admin routes under /profiles/{id}. */
  memberId: string;
  /** An interest registration of the fuzzing's own, for the admin routes under /interest-registrations/{email}. */
  registrationEmail: string;
}

/**
 * Per-route sample data: real values mixed into the generated ones so some cases get past the route's
 * lookups and reach its writes. One line per route that needs it (or a path rule in samplesByPath). NEVER
 * hand a destructive admin route (delete, set access) an id of seeded data other tests rely on: give it a
 * record of its own (created in beforeAll) instead.
 */
const propertyParam = ({ propertyIds }: Context) => ({ params: fc.constantFrom(...propertyIds).map((propertyId) => ({ propertyId })) });
const routeSamples: Partial<Record<RouteName, (context: Context) => RouteSamples | Promise<RouteSamples>>> = {
  // The member's current version, so some edits are saved (the rest answer 409 and must store nothing).
  updateMember: async ({ memberId }) => {
    const { body } = await api<{ profile: { version: number } }>(`/profiles/${memberId}`, { token: tokens.admin });
    return {
      params: fc.constant({ id: memberId }),
      body: schemaArbitrary(routes.updateMember.body).map((value) => ({ ...(value as object), expectedVersion: body.profile.version })),
    };
  },
  // Whole valid records (a seeded one, made unique), so the create routes store some cases and their
  // mutations (one field of junk, one dropped, extra fields) meet the write path, not only the schema.
  createProperty: async ({ propertyIds }) => {
    const { body } = await api<{ property: Property }>(`/properties/${propertyIds[0]}`, { token: tokens.admin });
    // Without the seeded listing's files: they live under its prefix, not the new property's.
    const form = propertyToForm(body.property);
    const withoutFiles = {
      ...form,
      ...Object.fromEntries(documentFields.map((field) => [field, ''])),
      photos: [],
      epcUnits: form.epcUnits.map((unit) => ({ ...unit, documentUrl: '' })),
      comparables: form.comparables.map((comparable) => ({ ...comparable, imageUrl: '' })),
    };
    return { body: fc.uuid({ version: 4 }).map((id) => ({ ...withoutFiles, id, isPublished: false })) };
  },
  createResource: () => ({
    body: fc.uuid().map((u) => ({ ...seedResources.find((r) => r.input.type === 'external')!.input, title: `Fuzz resource ${u.slice(0, 8)}` })),
  }),
  createAreaInsight: () => ({
    body: fc
      .uuid()
      .map((u) => ({ ...seedAreaInsights[0]!.input, locationName: `Fuzz ${u.slice(0, 8)}`, urlSlug: `fuzz-${u.slice(0, 8)}`, isPublished: false })),
  }),
  addFavourite: propertyParam,
  removeFavourite: propertyParam,
  addPropertyRequest: propertyParam,
  removePropertyRequest: propertyParam,
};
/** By path, so routes added later under these paths get the fuzzing's own records without a line here. */
const samplesByPath = (route: RouteDef, context: Context): RouteSamples | undefined => {
  if (route.path.startsWith('/profiles/{id}')) return { params: fc.constant({ id: context.memberId }) };
  if (route.path.startsWith('/interest-registrations/{email}')) return { params: fc.constant({ email: context.registrationEmail }) };
  return undefined;
};

const writeRoutes = routeEntries().filter(([, route]) => WRITE_METHODS.has(route.method));
const CASES_PER_ROUTE = Math.max(MIN_CASES_PER_ROUTE, Math.ceil(CASES / writeRoutes.length / BATCH) * BATCH);
const tokens: Partial<Record<RouteDef['access'], string>> = {};
const context: Context = { people: {}, propertyIds: [], memberId: '', registrationEmail: '' };
/** Who calls a route of this access level, for the keys its requests can write. */
const writeContextOf = (route: RouteDef): WriteContext => ({
  caller: route.access === 'public' ? undefined : context.people[route.access],
  people: Object.values(context.people),
});

interface Tally {
  cases: number;
  ok: number;
  refused: number;
  serverErrors: number;
  replayed: number;
  /** Batches with accepted requests after which the route's keys had changed (its reads do see its writes). */
  stored: number;
}
const tallies = new Map<RouteName, Tally>();

/** The ids of the records the create routes make, as they are now. */
async function recordIds() {
  const admin = { token: tokens.admin };
  const [properties, resources, insights] = await Promise.all([
    api<{ items: { id: string }[] }>('/property-management/rows', admin),
    api<{ items: Resource[] }>('/resources', admin),
    api<{ items: AreaInsight[] }>('/admin/area-insights', admin),
  ]);
  return {
    properties: properties.body.items.map((r) => r.id),
    resources: resources.body.items.map((r) => r.id),
    insights: insights.body.items.map((i) => i.id),
  };
}
const deletePaths = { properties: '/properties', resources: '/resources', insights: '/admin/area-insights' } as const;
let existing: Awaited<ReturnType<typeof recordIds>>;

beforeAll(async () => {
  // A lead webhook answering errors would keep retrying in the background: keep the sink healthy.
  await setWebhookStatus(200);
  const [investor, admin, member] = await Promise.all([
    createTestUser('investor', 'approved'),
    createTestUser('admin', 'approved'),
    createTestUser('investor', 'approved'),
  ]);
  tokens.signedIn = investor.token;
  tokens.admin = admin.token;
  context.people = {
    signedIn: { id: investor.userId, email: investor.email },
    admin: { id: admin.userId, email: admin.email },
    member: { id: member.userId, email: member.email },
  };
  context.memberId = member.userId;
  context.registrationEmail = `fuzz-${randomUUID().slice(0, 8)}@test.example.com`;
  const registration: FuzzCase = {
    params: {},
    query: {},
    body: {
      kind: 'json',
      value: { fullName: 'Fuzz Target', email: context.registrationEmail, phone: '07700 900000', message: 'A registration the fuzzing may change.' },
    },
    contentType: 'application/json',
    sourceIp: '127.254.254.1',
    shape: 'valid',
  };
  expect((await send(stack.config.apiUrl, routes.registerInterest, registration, undefined)).status).toBe(201);
  const list = await api<{ items: { id: string }[] }>('/properties', { token: investor.token });
  context.propertyIds = list.body.items.map((item) => item.id);
  expect(context.propertyIds.length).toBeGreaterThan(0);
  existing = await recordIds();
  console.log(`fuzz seed ${seed} (FUZZ_SEED=${seed} replays this run)`);
});

afterAll(async () => {
  // What the create routes stored goes again, so the suites after this one see the data they expect.
  const after = await recordIds();
  for (const [kind, ids] of Object.entries(after) as [keyof typeof after, string[]][]) {
    for (const id of ids.filter((id) => !existing[kind].includes(id))) {
      expect((await api(`${deletePaths[kind]}/${id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(204);
    }
  }

  const rows = [...tallies].map(([name, t]) => ({
    route: name,
    cases: t.cases,
    '2xx/3xx': t.ok,
    '4xx': t.refused,
    '5xx': t.serverErrors,
    'replayed alone': t.replayed,
    'batches that stored': t.stored,
  }));
  console.log(`\nFuzzed write routes (seed ${seed}):`);
  console.table(rows);
  console.log(`total: ${rows.reduce((n, r) => n + r.cases, 0)} cases, ${rows.reduce((n, r) => n + r['5xx'], 0)} answered 5xx`);
  closeStoredKeysClient();
});

it('covers every write route of the route table', () => {
  expect(writeRoutes.length).toBeGreaterThan(0);
  // A new write route must not slip past the fuzzing by its method, nor past the check by naming no keys.
  expect(routeEntries().filter(([, route]) => !WRITE_METHODS.has(route.method) && route.method !== 'GET')).toEqual([]);
  expect(writeRoutes.filter(([name]) => !(name in routeWrites)).map(([name]) => name)).toEqual([]);
});

/**
 * The check cannot pass by reading the wrong keys: an accepted request of a route, sent as the fuzzing sends
 * its cases, changes the keys that route names, each kind of read (one item, a member's partition, the newest
 * page of an index) seen by the read the route itself names.
 */
describe('the keys a route names are the ones it writes', () => {
  const request = (params: Record<string, string>, body?: unknown): FuzzCase => ({
    params,
    query: {},
    body: body === undefined ? { kind: 'none' } : { kind: 'json', value: body },
    contentType: body === undefined ? undefined : 'application/json',
    sourceIp: '127.254.254.2',
    shape: 'valid',
  });
  /** What an accepted request changed under the keys its route names. */
  async function changedBy(name: WriteRouteName, c: FuzzCase): Promise<string[]> {
    const route = routes[name];
    const keys = await writesOf(name, c, writeContextOf(route));
    const before = await readStoredQuietly(keys);
    const response = await send(stack.config.apiUrl, route, c, route.access === 'public' ? undefined : tokens[route.access]);
    expect(response.status, response.body).toBeLessThan(300);
    return changesBetween(before, await readStored(keys));
  }
  const startingWith = (...prefixes: string[]) =>
    expect.arrayContaining(prefixes.map((prefix) => expect.stringMatching(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))));

  it('an admin edit: the record, its audit events, the newest audit events', async () => {
    expect(await changedBy('setRegistrationStatus', request({ email: context.registrationEmail }, { status: 'contacted' }))).toEqual(
      startingWith(
        `changed items of email ${context.registrationEmail}`,
        `added audit events of registration ${context.registrationEmail}`,
        'added newest audit events',
      ),
    );
  });

  it("a member's own edit: their profile", async () => {
    expect(await changedBy('updateMyProfile', request({}, { fullName: `Fuzz Investor ${randomUUID().slice(0, 8)}` }))).toEqual(
      startingWith(`changed profile ${context.people.signedIn!.id}`),
    );
  });

  it("a favourite: the member's partition", async () => {
    expect(await changedBy('addFavourite', request({ propertyId: context.propertyIds[0]! }))).toEqual(
      startingWith(`added partition of member ${context.people.signedIn!.id}`),
    );
  });

  it('a create under an id the server picks: the newest pages', async () => {
    const body = {
      ...newPropertyForm(),
      title: `Fuzz check ${randomUUID().slice(0, 8)}`,
      propertyType: 'Terrace',
      bedrooms: 2,
      price: 95_000,
      currentRent: 650,
    };
    expect(await changedBy('createProperty', request({}, body))).toEqual(startingWith('added newest properties', 'added newest management rows'));
  });

  it('a public registration: the items of its email, the newest registrations', async () => {
    const email = `fuzz-check-${randomUUID().slice(0, 8)}@test.example.com`;
    const body = { fullName: 'Fuzz Check', email, phone: '07700 900000', message: 'A registration the check reads.' };
    expect(await changedBy('registerInterest', request({}, body))).toEqual(
      startingWith(`added items of email ${email}`, 'added newest interest registrations'),
    );
  });
});

describe.each(writeRoutes)('fuzzing %s', (name, route) => {
  it(`${route.method} ${route.path} (${route.access}): ${CASES_PER_ROUTE} cases, no 5xx, a refused request stores nothing`, async () => {
    const token = route.access === 'public' ? undefined : tokens[route.access];
    const tally: Tally = { cases: 0, ok: 0, refused: 0, serverErrors: 0, replayed: 0, stored: 0 };
    tallies.set(name, tally);
    const call = async (c: FuzzCase): Promise<FuzzResponse> => {
      const response = await send(stack.config.apiUrl, route, c, token);
      if (response.status >= 500) {
        tally.serverErrors += 1;
        throw new Error(`${response.status} for ${describeCase(route, c)}\n  answered: ${response.body.slice(0, 500)}`);
      }
      return response;
    };
    /** The keys any of these requests can write. */
    const keysOf = async (requests: FuzzCase[]) => (await Promise.all(requests.map((c) => writesOf(name as WriteRouteName, c, writeContextOf(route))))).flat();

    /** A refused request, alone between two reads of its quiet keys, must change nothing. */
    const replayAlone = async (c: FuzzCase) => {
      const keys = await keysOf([c]);
      const before = await readStoredQuietly(keys);
      const response = await call(c);
      if (response.status < 400) return; // accepted this time (e.g. its duplicate was removed since): nothing to prove
      const changed = changesBetween(before, await readStored(keys));
      if (changed.length > 0) {
        throw new Error(`refused with ${response.status} yet changed what it names (${changed.slice(0, 5).join('; ')}): ${describeCase(route, c)}`);
      }
    };
    /**
     * Sends refused requests again, together and without the accepted ones, between two reads of their keys: if
     * they are all refused again nothing there may move. A change is checked once more from quiet keys (the
     * background work of an earlier accepted request, e.g. a webhook, may have landed meanwhile); if it
     * reproduces, each is replayed alone to name the culprit. A write that does not reproduce passes as background
     * work: so a refused request that stores an item once and then finds it there (a counter made on first use) goes unseen.
     */
    const replayRefused = async (refused: FuzzCase[], quiet = false): Promise<void> => {
      tally.replayed += refused.length;
      const keys = await keysOf(refused);
      const before = quiet ? await readStoredQuietly(keys) : await readStored(keys);
      const responses = await Promise.all(refused.map(call));
      const changed = changesBetween(before, await readStored(keys));
      if (changed.length === 0 || responses.some((response) => response.status < 400)) return;
      if (!quiet) return replayRefused(refused, true);
      for (const c of refused) await replayAlone(c);
      throw new Error(`refused requests changed what they name (${changed.slice(0, 5).join('; ')}):\n${refused.map((c) => describeCase(route, c)).join('\n')}`);
    };

    const samples = (await routeSamples[name]?.(context)) ?? samplesByPath(route, context);
    const cases = fc.array(caseArbitrary(route, samples), { minLength: BATCH, maxLength: BATCH });
    const details = await fc.check(
      fc.asyncProperty(cases, async (batch) => {
        const keys = await keysOf(batch);
        const before = await readStored(keys);
        const responses = await Promise.all(batch.map(call));
        tally.cases += batch.length;
        const refused = batch.filter((_, i) => responses[i]!.status >= 400);
        tally.refused += refused.length;
        tally.ok += batch.length - refused.length;
        const changed = changesBetween(before, await readStored(keys)).length > 0;
        if (refused.length < batch.length) {
          if (changed) tally.stored += 1;
          // Refused requests beside accepted ones: replay them without the others.
          if (refused.length > 0) await replayRefused(refused);
        } else if (changed) {
          // Every request was refused, yet something changed: replay them to tell a culprit from background work.
          await replayRefused(refused, true);
        }
      }),
      { numRuns: Math.ceil(CASES_PER_ROUTE / BATCH), seed, endOnFailure: true },
    );
    // fast-check's own report prints every generated value in full (huge strings): report the failing request instead.
    if (details.failed)
      throw new Error(`FUZZ_SEED=${details.seed}: ${String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance).slice(0, 3_000)}`);
    expect(tally.cases).toBeGreaterThanOrEqual(CASES_PER_ROUTE);
    expect(tally.serverErrors).toBe(0);
  }, 180_000);
});

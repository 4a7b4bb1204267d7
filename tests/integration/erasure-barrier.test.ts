import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { defaultFilters } from '@shared/rules/property-filters';
import { seedProperties } from '../../infra/local/seed/properties';
import { memberRequirements } from '../support/member-data';
import { api, createTestUser, type TestUser } from '../support/stack';

/**
 * An erasure is a barrier: `DELETE /me` racing bursts of every write under the member's keys (their own through the
 * API, and those the alert jobs and the document log make for them) answers 204 only when no item is left under any
 * of the member's key prefixes, and nothing lands there afterwards. A write refused for the erasure is a 4xx. An erasure
 * that meets an outage halfway answers 503 (a retry finishes it); its marker still refuses every write meanwhile. One
 * that meets it before its marker was written answers 503 too, and has changed nothing.
 */
const ROUNDS = 20;
/** Loops of each write kind running at once during a round. */
const LOOPS = 1;
/** A loop's pause between one write's answer and its next write. */
const PAUSE_MS = 25;

let listings: Property[];
beforeAll(async () => {
  // Seeded listings, as stored: no test deletes or unpublishes them, unlike the listings other files make meanwhile.
  const { getProperty } = await import('../../functions/src/catalogue/db/properties');
  const ids = seedProperties.filter((p) => p.input.isPublished && p.input.status !== 'Withdrawn').map((p) => p.id);
  listings = (await Promise.all(ids.slice(0, 10).map((id) => getProperty(id)))).filter((p): p is Property => p !== undefined);
  expect(listings.length).toBeGreaterThan(1);
});

const db = async () => ({
  ...(await import('../../functions/src/members/db/member-data')),
  ...(await import('../../functions/src/alerts/db/alerts')),
  ...(await import('../../functions/src/catalogue/db/document-access')),
});

/** The items under each of the member's key prefixes (one Query each), only the prefixes that hold some. */
async function itemsLeft(userId: string, email: string): Promise<Record<string, number>> {
  const { itemsUnder, memberKeyPrefixes } = await db();
  const counts = await Promise.all(memberKeyPrefixes(userId, email).map(async (prefix) => [prefix.name, (await itemsUnder(prefix)).length] as const));
  return Object.fromEntries(counts.filter(([, n]) => n > 0));
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A write's outcome: an HTTP status, or for the jobs' writes whether the function returned or threw. */
type Outcome = number | 'done' | 'threw';

/** Every kind of write under a member's keys, once. */
function memberWrites(member: TestUser): Record<string, () => Promise<Outcome>> {
  const { token, userId } = member;
  const status = async (res: Promise<{ status: number }>) => (await res).status;
  const job = async (write: () => Promise<unknown>): Promise<Outcome> => {
    try {
      await write();
      return 'done';
    } catch {
      return 'threw';
    }
  };
  return {
    favourite: () => status(api(`/me/favourites/${pick(listings).id}`, { method: 'PUT', token })),
    propertyRequest: () => status(api(`/me/property-requests/${pick(listings).id}`, { method: 'PUT', token })),
    savedSearch: () =>
      status(api('/me/saved-searches', { method: 'POST', token, body: { name: `Race ${randomUUID().slice(0, 6)}`, filters: defaultFilters } })),
    dealScenario: () =>
      status(
        api('/me/deal-scenarios', {
          method: 'POST',
          token,
          body: { propertyId: pick(listings).id, name: 'Race', inputs: defaultDealInputs({ price: 100_000, monthlyRent: 700 }) },
        }),
      ),
    alertSettings: () => status(api('/me/alerts', { method: 'PATCH', token, body: { frequency: pick(['instant', 'daily', 'off'] as const) } })),
    requirements: () => status(api('/me/requirements', { method: 'PUT', token, body: memberRequirements })),
    alert: () =>
      job(async () => {
        const listing = pick(listings);
        const alert: Alert = {
          userId,
          eventId: randomUUID(),
          propertyId: listing.id,
          kind: 'published',
          title: listing.title,
          photo: null,
          price: listing.price,
          previousPrice: null,
          yield: null,
          match: { via: 'requirements' },
          createdAt: new Date().toISOString(),
          readAt: null,
          emailedAt: null,
        };
        await (await db()).createAlert(alert);
      }),
    digestEntry: () => job(async () => (await db()).queueForEmail([{ userId, eventId: randomUUID(), frequency: 'daily' }])),
    digestClaim: () => job(async () => (await db()).claimDigest(userId, new Date().toISOString(), new Date(Date.now() - 1_000).toISOString())),
    documentOpen: () =>
      job(async () => {
        const listing = pick(listings);
        await (
          await db()
        ).recordDocumentAccess({
          subjectType: 'property',
          subjectId: listing.id,
          subjectTitle: listing.title,
          document: 'epcDocument',
          documentLabel: 'EPC Certificate',
          userId,
          userName: 'Race member',
          userEmail: member.email,
        });
      }),
  };
}

const figures = {
  answered204: 0,
  answered503: 0,
  answered503BeforeStart: 0,
  roundsWithItemsAfter204: 0,
  roundsWithItemsAtEndAfter204: 0,
  roundsWithServerErrors: 0,
};
afterAll(() => console.info('erasure barrier figures', JSON.stringify({ rounds: ROUNDS, ...figures })));

/** One member a round, each erased by its round: made before the rounds, a few at a time, so a round's time is its race. */
const members: TestUser[] = [];
beforeAll(async () => {
  while (members.length < ROUNDS)
    members.push(...(await Promise.all(Array.from({ length: Math.min(4, ROUNDS - members.length) }, () => createTestUser('investor', 'approved')))));
});

describe('an erasure racing the member’s writes', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))('round %i: nothing is left under the member’s keys after the 204', async (round) => {
    const member = members[round - 1]!;
    const writes = memberWrites(member);
    const outcomes: Record<string, Outcome[]> = {};
    let stop = false;
    // Each loop writes again a moment after its last answer, as a member's other tabs would: writes stay in flight
    // through the whole erasure, without one file's loops taking every request the shared stack can serve.
    const loop = async (kind: string) => {
      while (!stop) {
        (outcomes[kind] ??= []).push(await writes[kind]!());
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    };
    const loops = Object.keys(writes).flatMap((kind) => Array.from({ length: LOOPS }, () => loop(kind)));

    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    const erased = await api('/me', { method: 'DELETE', token: member.token, body: { password: member.password } });
    const after204 = await itemsLeft(member.userId, member.email);
    // The writes go on a little after the answer, as a member's other tabs would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(loops);
    const atEnd = await itemsLeft(member.userId, member.email);

    // 503 is the outage answer (a dependency that did not answer in time), with Retry-After; never a 500.
    const serverErrors = Object.entries(outcomes).flatMap(([kind, list]) => list.filter((o) => o === 500).map(() => kind));
    if (erased.status === 204) figures.answered204++;
    if (erased.status === 503) figures.answered503++;
    if (erased.status === 204 && Object.keys(after204).length) figures.roundsWithItemsAfter204++;
    if (erased.status === 204 && Object.keys(atEnd).length) figures.roundsWithItemsAtEndAfter204++;
    if (serverErrors.length) figures.roundsWithServerErrors++;

    expect([204, 503], JSON.stringify(erased.body)).toContain(erased.status);
    if (erased.status === 503) expect(erased.headers.get('retry-after')).toBeTruthy();
    else {
      expect(after204, 'items left when the 204 came').toEqual({});
      expect(atEnd, 'items left once the writes stopped').toEqual({});
    }
    expect(serverErrors).toEqual([]);
    const { getMemberErasure } = await import('../../functions/src/members/db/member-erasure');
    const { getProfile } = await import('../../functions/src/members/db/profiles');
    const began = erased.status === 204 || (await getMemberErasure(member.userId)) !== undefined;
    const late = await api<{ code?: string }>(`/me/favourites/${listings[0]!.id}`, { method: 'PUT', token: member.token });
    if (began || late.status === 403) {
      // Once the erasure began (its marker written), every API write is refused the way the API refuses an erased member.
      expect(late.status).toBe(403);
      expect(late.body.code).toBe('ACCOUNT_ERASED');
      expect(erased.status === 204 || (await getMemberErasure(member.userId)) !== undefined).toBe(true);
    } else {
      // A 503 before the marker: the erasure never began, so the account is whole and still the member's to use.
      figures.answered503BeforeStart++;
      expect(late.status).toBe(204);
      expect(await getProfile(member.userId)).toMatchObject({ id: member.userId, accessStatus: 'approved' });
    }
  });

  it('finished (204) in some of the rounds, so the rounds above proved something', () => {
    expect(figures.answered204).toBeGreaterThan(0);
  });
});

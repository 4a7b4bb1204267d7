import { beforeAll, describe, expect, it } from 'vitest';
import { propertyCardFields, propertyCardSchema, type Property } from '@shared/domain/property';
import { cardOf } from '@shared/views/property-card';
import { reservedFlag } from '@shared/views/reservation';
import type { ReservationLock } from '../../functions/src/sales/db/reservation-locks';
import { searchHaystack } from '@shared/rules/property-filters';
import { isListable } from '@shared/rules/visibility';
import { sortProperties } from '@shared/rules/sort';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { api, demo, signIn, stack } from '../support/stack';

/** A GET that keeps the body as sent (fetch would decompress it). */
const rawGet = (url: string, token: string, acceptEncoding: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

let all: Property[];
/** Each listing's open hold: other files' reservations leave listings held, which their cards say ('Reserved'). */
let locks: Map<string, ReservationLock>;
beforeAll(async () => {
  const { listAllProperties } = await import('../../functions/src/catalogue/db/properties');
  const { listReservationLocks } = await import('../../functions/src/sales/db/reservation-locks');
  all = await listAllProperties();
  locks = new Map((await listReservationLocks()).map((lock) => [lock.propertyId, lock]));
});
/** The card the demo accounts (which hold nothing) see of `p`: its fields, and 'Reserved' until when while an investor holds it. */
const cardFor = (p: Property) => ({ ...cardOf(p), ...reservedFlag(locks.get(p.id), undefined) });

describe('GET /properties', () => {
  it('gives an investor exactly the published, non-Withdrawn properties, featured first then by price', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const res = await api<{ items: Property[] }>('/properties', { token: accessToken });
    expect(res.status).toBe(200);
    const ids = res.body.items.map((p) => p.id);
    expect(new Set(ids)).toEqual(new Set(all.filter(isListable).map((p) => p.id)));
    expect(all.some((p) => !p.isPublished)).toBe(true);
    expect(all.some((p) => p.status === 'Withdrawn')).toBe(true);
    const featuredFlags = res.body.items.map((p) => p.featured);
    expect(featuredFlags).toEqual([...featuredFlags].sort((a, b) => Number(b) - Number(a)));
  });

  it('returns cards only: the card fields, the photos and the stored summary, not the full record', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const res = await api<{ items: Record<string, unknown>[] }>('/properties', { token: accessToken });
    const byId = new Map(all.map((p) => [p.id, p]));
    for (const item of res.body.items) {
      // `rent` only when the card's own fields cannot give the monthly rent (unit rents, say), `reducedFrom` only after a
      // price cut (another file's listing may carry one); their values are checked below.
      const optional = (['rent', 'reducedFrom', 'reservedUntil'] as const).filter((key) => key in item);
      expect(Object.keys(item).sort()).toEqual([...propertyCardFields, 'photos', 'summary', ...optional].sort());
      expect(propertyCardSchema.parse(item)).toEqual(cardOf(byId.get(item.id as string)!));
      expect(item.reservedUntil).toEqual(cardFor(byId.get(item.id as string)!).reservedUntil);
    }
  });

  it('answers compressed to a client that accepts gzip, and the same JSON without', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const url = `${stack.config.apiUrl}/properties`;
    const zipped = await rawGet(url, accessToken, 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(url, accessToken, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('gives an admin every property, drafts and Withdrawn included', async () => {
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    const res = await api<{ items: Property[] }>('/properties', { token: accessToken });
    expect(res.status).toBe(200);
    expect(new Set(res.body.items.map((p) => p.id))).toEqual(new Set(all.map((p) => p.id)));
    // Read from a projection of the records, yet the very cards the whole records make.
    const cards = new Map(res.body.items.map((card) => [card.id, card]));
    for (const p of all) expect(cards.get(p.id)).toEqual(cardFor(p));
  });
});

describe('GET /property-search-index', () => {
  it('gives an investor the search text of exactly the listed properties, with the fields cards do not carry', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const res = await api<{ texts: Record<string, string> }>('/property-search-index', { token: accessToken });
    expect(res.status).toBe(200);
    const listed = all.filter(isListable);
    expect(new Set(Object.keys(res.body.texts))).toEqual(new Set(listed.map((p) => p.id)));
    for (const p of listed) expect(res.body.texts[p.id]).toBe(searchHaystack(p));
    const withConditionText = listed.find((p) => p.conditionInternal);
    expect(res.body.texts[withConditionText!.id]).toContain(withConditionText!.conditionInternal!.toLowerCase());
  });

  it('gives an admin the search text of every property, drafts included', async () => {
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    const res = await api<{ texts: Record<string, string> }>('/property-search-index', { token: accessToken });
    expect(new Set(Object.keys(res.body.texts))).toEqual(new Set(all.map((p) => p.id)));
    for (const p of all) expect(res.body.texts[p.id]).toBe(searchHaystack(p));
  });
});

describe('the lists a page at a time', () => {
  type CardPage = { items: Property[]; next?: string; inOrder?: boolean };
  /** Every page of a list from `limit`-sized pages, following `next`. */
  async function pagesOf(path: string, token: string, limit: number): Promise<CardPage[]> {
    const pages: CardPage[] = [];
    let page: string | undefined;
    do {
      const res = await api<CardPage>(`${path}?limit=${limit}${page ? `&page=${page}` : ''}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(limit);
      pages.push(res.body);
      page = res.body.next;
    } while (page);
    return pages;
  }

  it('gives an investor the catalogue in pages that follow each other in catalogue order, each item once', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const whole = await api<CardPage>('/properties', { token: accessToken });
    expect(whole.body.next).toBeUndefined();
    const pages = await pagesOf('/properties', accessToken, 4);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.every((page) => page.inOrder)).toBe(true);
    const ids = pages.flatMap((page) => page.items.map((p) => p.id));
    expect(ids).toEqual(whole.body.items.map((p) => p.id));
    expect(ids).toEqual(sortProperties(whole.body.items).map((p) => p.id));
  });

  it('gives an admin every property, each once, and Property Management every row, across pages', async () => {
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    const ids = (await pagesOf('/properties', accessToken, 5)).flatMap((page) => page.items.map((p) => p.id));
    expect(ids.sort()).toEqual(all.map((p) => p.id).sort());
    const rowIds = (await pagesOf('/property-management/rows', accessToken, 5)).flatMap((page) => page.items.map((p) => p.id));
    expect(rowIds.sort()).toEqual(all.map((p) => p.id).sort());
  });

  it('gives the search index in pages too', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const first = await api<{ texts: Record<string, string>; next?: string }>('/property-search-index?limit=3', { token: accessToken });
    expect(Object.keys(first.body.texts)).toHaveLength(3);
    const rest = await api<{ texts: Record<string, string> }>(`/property-search-index?page=${first.body.next}`, { token: accessToken });
    expect(new Set([...Object.keys(first.body.texts), ...Object.keys(rest.body.texts)])).toEqual(new Set(all.filter(isListable).map((p) => p.id)));
  });

  it('refuses a page that no page of that list answered with, and a limit out of range, with 400', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const rows = await api<CardPage>('/property-management/rows?limit=1', { token: (await signIn(demo.admin.email, demo.admin.password)).accessToken });
    const forged = Buffer.from(JSON.stringify({ pk: 'anything', sk: 'else' })).toString('base64url');
    for (const query of [`page=${rows.body.next}`, `page=${forged}`, 'page=not-a-cursor', 'page=%7B%7D', 'limit=0', 'limit=1000', 'limit=ten']) {
      const res = await api<{ message: string }>(`/properties?${query}`, { token: accessToken });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBeTruthy();
    }
  });
});

describe('GET /me', () => {
  it("returns the caller's own profile", async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const res = await api<{ profile: { email: string; role: string; accessStatus: string } }>('/me', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ email: demo.investor.email, role: 'investor', accessStatus: 'approved' });
  });

  it('rejects a forged token with 401', async () => {
    const res = await api('/me', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(res.status).toBe(401);
  });
});

describe('HTTP basics', () => {
  it('answers CORS preflight for the SPA origin and sends security headers', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const origin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').origin;
    const preflight = await api('/properties', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const res = await api('/me', { token: accessToken, headers: { origin } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('answers an unknown path with 404 JSON', async () => {
    const res = await api<{ message: string }>('/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body.message).toBeTruthy();
  });
});

import http from 'node:http';
import fc from 'fast-check';
import type { RouteDef } from '@shared/contract/routes';
import { schemaArbitrary } from './zod-arbitrary';

/**
 * Property-based fuzzing of the route table's write routes: requests generated from each
 * route's zod schemas, mixed with hostile junk, sent over plain HTTP (so malformed JSON and odd content types
 * reach the server as sent). What a refused request must leave unchanged is read by stored-keys.ts.
 */

/** Values an attacker or a broken client sends: script URLs, quotes, control characters, huge and odd values. */
export const hostileStrings = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'https://evil.example/"onmouseover="alert(1)',
  "https://example.com/'><script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '`${process.exit()}`',
  '{{constructor.constructor("alert(1)")()}}',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '\u0000',
  '\u202Egnp.exe',
  '\uFEFF\u200B\u200D',
  '\uD800',
  '𝕳𝖊𝖑𝖑𝖔 🏠💷',
  'PROP-HULL-TERRACE-01',
  ' ',
  '',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  'x'.repeat(5_000),
  '🏠'.repeat(3_000),
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => s + 'é'.repeat(20_000)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => `javascript:${s}`) },
);

/** Any JSON value of the wrong kind: numbers out of range, nested junk, nulls, arrays where objects belong. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, [], {}) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() }, // NaN and Infinity become null in JSON
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileStringShort(), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), hostileStringShort(), { maxKeys: 4 }) },
);
function hostileStringShort() {
  return fc.constantFrom(...hostileStrings.filter((s) => s.length < 200));
}

/** Keys a body should never act on. */
const extraKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'pk',
  'sk',
  'version',
  'role',
  'accessStatus',
  'isAdmin',
  'createdAt',
  'updatedBy',
  '$where',
  'extra',
);

/** Bodies that are not JSON at all, or JSON that is cut off or absurdly nested. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'nul',
    'undefined',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '['.repeat(5_000) + ']'.repeat(5_000),
    '"' + 'a'.repeat(10_000),
    '{"a":1}{"b":2}',
    'NaN',
    '\uFEFF{}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

export type BodyPart = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

export interface FuzzCase {
  params: Record<string, string>;
  query: Record<string, string>;
  body: BodyPart;
  contentType: string | undefined;
  /** A loopback source address of its own (127.x.y.z), as many different clients would be. */
  sourceIp: string;
  /** Which generator made it, for the report. */
  shape: 'valid' | 'mutated' | 'junk' | 'malformed' | 'none';
}

/** Real values a route needs to get past its lookups (seeded ids): mixed in with the generated ones. */
export interface RouteSamples {
  params?: fc.Arbitrary<Record<string, string>>;
  query?: fc.Arbitrary<Record<string, string>>;
  body?: fc.Arbitrary<unknown>;
}

/** Long path and query values are cut here: a URL of tens of kilobytes is refused by any HTTP server before the API (API Gateway: 10 KB request line). */
const MAX_URL_PART = 1_500;

const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

const asStrings = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      )
    : {};

/** Replaces one field of an object with junk, drops one, or adds fields nobody should honour. */
function mutate(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), hostileValue, fc.integer({ min: 0, max: 2 }), fc.array(fc.tuple(extraKeys, hostileValue), { minLength: 1, maxLength: 3 }))
    .map(([value, pick, junk, how, extras]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return junk;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys[pick % Math.max(1, keys.length)];
      if (how === 0 && key) copy[key] = junk;
      else if (how === 1 && key) delete copy[key];
      else for (const [extra, v] of extras) Object.defineProperty(copy, extra, { value: v, enumerable: true, configurable: true, writable: true });
      return copy;
    });
}

/** Every request shape for one route: valid-looking from its schemas, mutated, junk, malformed. */
export function caseArbitrary(route: RouteDef, samples: RouteSamples = {}): fc.Arbitrary<FuzzCase> {
  const names = pathParamNames(route.path);
  const generatedParams = route.params ? schemaArbitrary(route.params).map(asStrings) : fc.constant({});
  const junkParams = fc.record(Object.fromEntries(names.map((name) => [name, hostileString])));
  const paramsArb = fc
    .oneof(
      { weight: 3, arbitrary: generatedParams },
      { weight: 2, arbitrary: junkParams },
      ...(samples.params ? [{ weight: 4, arbitrary: samples.params }] : []),
    )
    .map((params: Record<string, string>) => Object.fromEntries(names.map((name) => [name, (params[name] ?? 'missing').slice(0, MAX_URL_PART)])));

  const queryArb: fc.Arbitrary<Record<string, string>> = fc
    .oneof(
      { weight: 3, arbitrary: route.query ? schemaArbitrary(route.query).map(asStrings) : fc.constant({}) },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('view', 'page', 'limit', 'q', '__proto__', 'x'), hostileString, { maxKeys: 3 }) },
      ...(samples.query ? [{ weight: 2, arbitrary: samples.query }] : []),
    )
    .map((query) => Object.fromEntries(Object.entries(query).map(([key, value]) => [key.slice(0, 100), value.slice(0, MAX_URL_PART)])));

  const validBody =
    samples.body && route.body ? fc.oneof(schemaArbitrary(route.body), samples.body) : route.body ? schemaArbitrary(route.body) : fc.constant({});
  const bodyArb: fc.Arbitrary<[FuzzCase['shape'], BodyPart]> = fc.oneof(
    { weight: route.body ? 4 : 0, arbitrary: validBody.map((value) => ['valid', { kind: 'json', value }] as [FuzzCase['shape'], BodyPart]) },
    { weight: route.body ? 3 : 0, arbitrary: mutate(validBody).map((value) => ['mutated', { kind: 'json', value }] as [FuzzCase['shape'], BodyPart]) },
    { weight: 2, arbitrary: hostileValue.map((value) => ['junk', { kind: 'json', value }] as [FuzzCase['shape'], BodyPart]) },
    { weight: 1, arbitrary: malformedJson.map((text) => ['malformed', { kind: 'raw', text }] as [FuzzCase['shape'], BodyPart]) },
    { weight: route.body ? 0 : 3, arbitrary: fc.constant(['none', { kind: 'none' }] as [FuzzCase['shape'], BodyPart]) },
  );
  const contentTypeArb = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/octet-stream'),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const sourceIpArb = fc
    .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
    .map(([a, b, c]) => `127.${a}.${b}.${c}`);

  return fc
    .record({ params: paramsArb, query: queryArb, body: bodyArb, contentType: contentTypeArb, sourceIp: sourceIpArb })
    .map(({ params, query, body, contentType, sourceIp }) => ({
      params,
      query,
      body: body[1],
      shape: body[0],
      contentType: body[1].kind === 'none' ? undefined : contentType,
      sourceIp,
    }));
}

export const describeCase = (route: RouteDef, c: FuzzCase) =>
  `${route.method} ${urlOf(route, c)} from ${c.sourceIp} [${c.shape}] content-type=${c.contentType} body=${c.body.kind === 'none' ? '-' : (c.body.kind === 'raw' ? c.body.text : JSON.stringify(c.body.value)).slice(0, 300)}`;

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes a broken client
 * would send for it (%ED%A0%80...): invalid UTF-8 in the path is one more hostile input.
 */
const encodeHostile = (value: string) =>
  Array.from(value, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }).join('');

export function urlOf(route: RouteDef, c: FuzzCase): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeHostile(c.params[name] ?? ''));
  const query = Object.entries(c.query)
    .map(([key, value]) => `${encodeHostile(key)}=${encodeHostile(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

export interface FuzzResponse {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One request over node:http from the case's own loopback address (the per-IP throttle sees distinct clients). */
export function send(apiUrl: string, route: RouteDef, c: FuzzCase, token: string | undefined): Promise<FuzzResponse> {
  const target = new URL(apiUrl);
  const payload = c.body.kind === 'none' ? undefined : Buffer.from(c.body.kind === 'raw' ? c.body.text : (JSON.stringify(c.body.value) ?? 'null'));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: route.method,
        path: urlOf(route, c),
        localAddress: c.sourceIp,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(c.contentType ? { 'content-type': c.contentType } : {}),
          ...(payload ? { 'content-length': String(payload.length) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

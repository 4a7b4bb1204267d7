import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDef } from '@shared/contract/routes';

/**
 * The pure half of the local API adapter: route matching, the API Gateway HTTP API (payload 2.0)
 * event, the JWT authorizer's claim format and the Lambda result mapping, as AWS does them.
 */

export interface RouteMatch<N extends string = string> {
  name: N;
  route: RouteDef;
  pathParameters?: Record<string, string>;
}

interface CompiledRoute<N extends string> {
  name: N;
  route: RouteDef;
  pattern: RegExp;
  params: string[];
  literalSegments: number;
  greedy: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile<N extends string>(name: N, route: RouteDef): CompiledRoute<N> {
  const params: string[] = [];
  const segments = route.path.split('/').slice(1);
  const source = segments
    .map((segment) => {
      const param = /^\{([^}+]+)(\+)?\}$/.exec(segment);
      if (!param?.[1]) return escapeRegExp(segment);
      params.push(param[1]);
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return {
    name,
    route,
    pattern: new RegExp(`^/${source}/?$`),
    params,
    literalSegments: segments.filter((segment) => !segment.startsWith('{')).length,
    greedy: route.path.includes('+}'),
  };
}

/**
 * Returns a matcher choosing, like API Gateway, the most specific route: literal segments beat
 * {param}, and {proxy+} comes last. A path that exists with another method is still "Not Found".
 */
export function routeMatcher<N extends string>(entries: [N, RouteDef][]) {
  const compiled = entries
    .map(([name, route]) => compile(name, route))
    .sort((a, b) => Number(a.greedy) - Number(b.greedy) || b.literalSegments - a.literalSegments);
  return (method: string, rawPath: string): RouteMatch<N> | undefined => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const match = candidate.pattern.exec(rawPath);
      if (!match) continue;
      const pathParameters = Object.fromEntries(candidate.params.map((param, i) => [param, safeDecode(match[i + 1] ?? '')]));
      return { name: candidate.name, route: candidate.route, ...(candidate.params.length > 0 ? { pathParameters } : {}) };
    }
    return undefined;
  };
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The HTTP API JWT authorizer hands claims to Lambda as strings: numbers and booleans stringified,
 * arrays as "[a b]" (so `cognito:groups` arrives as "[admin investor]").
 */
export function flattenClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([claim, value]) => [
      claim,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    ]),
  );
}

export interface IncomingRequest {
  method: string;
  /** Path and query as received, e.g. /properties?page=2 */
  url: string;
  /** Header names lower-cased; repeated headers keep every value. */
  headers: Record<string, string[]>;
  body: Buffer;
  sourceIp: string;
  requestId: string;
  now: Date;
  domainName: string;
}

/** Bodies API Gateway passes as text; everything else is base64-encoded (isBase64Encoded true). */
const isTextual = (contentType: string | undefined) =>
  !!contentType && /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))\b)/i.test(contentType.trim());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');
/** API Gateway's requestContext.time, e.g. "12/Mar/2020:19:03:58 +0000". */
export const apiGatewayTime = (date: Date) =>
  `${two(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`;

export function buildEvent(
  request: IncomingRequest,
  match: RouteMatch,
  authorizer?: { claims: Record<string, string>; scopes: string[] | null },
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);

  // Payload 2.0 joins repeated headers and query parameters with commas and moves cookies to `cookies`.
  const { cookie, ...otherHeaders } = request.headers;
  const headers: Record<string, string> = Object.fromEntries(Object.entries(otherHeaders).map(([name, values]) => [name, values.join(',')]));
  headers['x-forwarded-for'] ??= request.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= request.domainName.split(':')[1] ?? '80';
  const cookies = cookie
    ?.flatMap((line) => line.split(';'))
    .map((part) => part.trim())
    .filter(Boolean);

  const query = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(rawQueryString)) query.set(key, [...(query.get(key) ?? []), value]);

  const hasBody = request.body.length > 0;
  const textBody = isTextual(headers['content-type']);
  const routeKey = `${match.route.method} ${match.route.path}`;
  const event: APIGatewayProxyEventV2WithJWTAuthorizer = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies && cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(query.size > 0 ? { queryStringParameters: Object.fromEntries([...query].map(([key, values]) => [key, values.join(',')])) } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: request.domainName,
      domainPrefix: request.domainName.split('.')[0]?.split(':')[0] ?? 'localhost',
      http: {
        method: request.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: request.requestId,
      routeKey,
      stage: '$default',
      time: apiGatewayTime(request.now),
      timeEpoch: request.now.getTime(),
      // Routes without an authorizer carry no authorizer block at all.
      ...(authorizer ? { authorizer: { jwt: authorizer } } : {}),
    } as APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'],
    ...(match.pathParameters ? { pathParameters: match.pathParameters } : {}),
    ...(hasBody ? { body: textBody ? request.body.toString('utf8') : request.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !textBody,
  };
  return event;
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * Maps a handler's return value to the HTTP response as API Gateway does for payload 2.0: a
 * structured result ({ statusCode, ... }) is used as is; anything else is a 200 JSON body.
 */
export function toHttpResponse(result: unknown): HttpResponse {
  const structured = typeof result === 'object' && result !== null && 'statusCode' in result ? (result as APIGatewayProxyStructuredResultV2) : undefined;
  if (!structured) {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(typeof result === 'string' ? result : (JSON.stringify(result) ?? 'null')),
    };
  }
  const body = structured.body ?? '';
  return {
    statusCode: structured.statusCode ?? 200,
    // A header whose value is undefined or null (middy's security headers set `Server: undefined` to drop it)
    // is absent on API Gateway, which reads the result as JSON: never sent as the text 'undefined'.
    headers: Object.fromEntries(
      Object.entries(structured.headers ?? {})
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([name, value]) => [name.toLowerCase(), String(value)]),
    ),
    cookies: structured.cookies ?? [],
    body: structured.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body),
  };
}

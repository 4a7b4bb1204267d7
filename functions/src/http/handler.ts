import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpSecurityHeaders from '@middy/http-security-headers';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from '@shared/core/zod';
import type { ResponseOf } from '@shared/contract/route-response';
import { type RouteDef, routeKey } from '@shared/contract/routes';
import { env } from '../env';
import { logger, metrics, tracer } from '../observability/powertools';
import { observeRequest } from '../observability/request-observer';
import { authorize, type Caller } from './caller';
import { compression } from './compression';
import { errorHandler } from './error-handler';
import { validationError } from './validation';

/** Where API Gateway puts its request id in the payload 2.0 event: the correlation id of every log line of the request. */
export const CORRELATION_ID_PATH = 'requestContext.requestId';

/**
 * The observability part of the chain, shared by JSON routes and documents (functions/src/catalogue/public/document-handler.ts): the Lambda
 * context and the correlation id on every log line, the X-Ray trace, the metrics flushed at the end, and the route key
 * on every line with the answer counted by status class (request-observer.ts). Registered first, so it runs last on the way out.
 */
export const observedChain = <E, R>(route: RouteDef, base: (event: E, context: Context) => Promise<R>) =>
  middy(base)
    .use(injectLambdaContext(logger, { resetKeys: true, correlationIdPath: CORRELATION_ID_PATH }))
    .use(captureLambdaHandler(tracer))
    .use(logMetrics(metrics, { captureColdStartMetric: true }))
    .use(observeRequest(routeKey(route)));

export type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface Request<R extends RouteDef> {
  event: APIGatewayProxyEventV2WithJWTAuthorizer;
  caller: R['access'] extends 'public' ? Caller | undefined : Caller;
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
}

declare const replyBody: unique symbol;
/** A full result (for a status other than 200) that still carries the type of its JSON body. */
export type Reply<T> = APIGatewayProxyStructuredResultV2 & { readonly [replyBody]?: T };
/** A handler's answer: the route's declared response (sent as 200 JSON), or a full result carrying it. */
export type Answer<R extends RouteDef> = ResponseOf<R> | Reply<ResponseOf<R>>;

export const respond = <T = undefined>(statusCode: number, data?: T): Reply<T> => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: data === undefined ? '' : JSON.stringify(data),
});
const isResult = (value: unknown): value is APIGatewayProxyStructuredResultV2 =>
  typeof value === 'object' && value !== null && 'statusCode' in value && typeof (value as { statusCode: unknown }).statusCode === 'number';

const parse = <S extends z.ZodMiniType | undefined>(schema: S, value: unknown, where: string) => {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error, where);
  return result.data as Parsed<S>;
};

/**
 * The one middy chain every API handler uses: logging, tracing and metrics (observedChain), header normalising, JSON body parsing,
 * access control from the route table, zod validation, security headers, CORS, compression, one error handler.
 */
export function httpHandler<R extends RouteDef>(route: R, fn: (request: Request<R>) => Promise<Answer<R>>) {
  const base = async (event: APIGatewayProxyEventV2WithJWTAuthorizer, _context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const caller = await authorize(route.access, event);
    const request = {
      event,
      caller,
      body: parse(route.body, event.body, 'body'),
      query: parse(route.query, event.queryStringParameters, 'query'),
      params: parse(route.params, event.pathParameters, 'path'),
    } as Request<R>;
    const reply = await fn(request);
    return isResult(reply) ? reply : respond(200, reply);
  };

  const chain = observedChain(route, base)
    // Registered early so it runs late on the way out, once every other header is set.
    .use(compression())
    .use(httpHeaderNormalizer())
    .use(httpSecurityHeaders());
  // Cross-origin only locally (the SPA and the API on different ports); on AWS the API is same-origin under
  // /api, so no CORS header is ever sent. Registered before the error handler, so errors carry it too.
  const allowedOrigins = env().ALLOWED_ORIGINS;
  if (allowedOrigins) chain.use(httpCors({ origins: allowedOrigins.split(',').map((o) => o.trim()), headers: 'authorization,content-type', maxAge: 600 }));
  chain.use(errorHandler(logger));
  if (route.body) chain.use(httpJsonBodyParser({ disableContentTypeError: false }));
  return chain;
}

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { jobEntries, jobs } from '@shared/contract/jobs';
import { groupEntries, routeEntries } from '@shared/contract/routes';
import { writeGroupEntry } from '../lib/group-entries';
import { buildEvent, flattenClaims, type HttpResponse, type IncomingRequest, routeMatcher, toHttpResponse } from './api-event';
import { invocationContexts } from './invocations';
import { listen } from './ports';

/**
 * The local stand-in for API Gateway (HTTP API) + Lambda: matches the route table, verifies the
 * bearer token like the JWT authorizer, builds the payload 2.0 event and calls the handler of the
 * route's function group (the same generated entry CDK bundles, dispatching on the routeKey) in this
 * process. It also answers Lambda Invoke for the jobs of shared/src/contract/jobs.ts, by their names there, so
 * cognito-local's CustomMessage trigger and the routes' asynchronous jobs run our real handlers, and runs
 * each scheduled job (and its frequent run) on a timer, as the EventBridge rule or schedule does on AWS. Every
 * invocation runs in a context of its own (invocations.ts), so concurrent ones never share log keys.
 */

export interface ApiServerOptions {
  port: number;
  /** Absolute path of functions/src: job handler 'members/auth/custom-message' is <functionsDir>/auth/custom-message.ts */
  functionsDir: string;
  cognito: { userPoolId: string; clientId: string; endpoint: string };
  /** Origins the HTTP API's CORS configuration allows (the SPA). */
  allowedOrigins: string[];
  /**
   * The Lambda Invoke endpoint answers only requests from the loopback whose user agent carries this
   * per-run token (cognito-local and our functions send it); anything else gets 403, as Lambda would
   * answer a caller without lambda:InvokeFunction.
   */
  invokeUserAgent: string;
  /** Seconds between a job's frequent runs (jobs.ts `frequentRun`), for the jobs whose runs are shorter than on AWS, e.g. on the test stack. */
  frequentRunSeconds?: Partial<Record<keyof typeof jobs, number>>;
  /**
   * The waits before Lambda runs a failed asynchronous invocation again (ASYNC_RETRY_DELAYS_MS, Lambda's own), or
   * shorter ones for a stack whose other windows are shortened too (the test stack's alert batch window).
   */
  asyncRetryDelaysMs?: readonly number[];
  log: (line: string) => void;
}

export interface LocalApiServer {
  url: string;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 6 * 1024 * 1024; // Lambda's synchronous payload limit
/** Lambda's limit on a synchronous answer, the function's result as JSON: a larger one fails, and API Gateway answers 500. */
const MAX_RESULT_BYTES = 6_291_556;
const LAMBDA_TIMEOUT_MS = 29_000;
/**
 * Lambda runs a failed asynchronous invocation twice more, one minute and then two minutes later (AWS Lambda Developer
 * Guide, 'How Lambda handles errors and retries with asynchronous invocation'); our jobs are written to run twice.
 */
const ASYNC_RETRY_DELAYS_MS = [60_000, 120_000];
const CORS_METHODS = 'DELETE,GET,OPTIONS,PATCH,POST,PUT';
const CORS_HEADERS = 'authorization,content-type';

type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

export async function startApiServer(options: ApiServerOptions): Promise<LocalApiServer> {
  const match = routeMatcher(routeEntries());
  // The same generated entries CDK bundles, one per function group, written once at start.
  const groupEntryFiles = new Map(groupEntries().map(([group]) => [group, writeGroupEntry(group)]));
  const authorizer = jwtAuthorizer(options.cognito);
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const runInvocation = await invocationContexts();
  const runHandler = (handler: LambdaHandler, event: unknown, functionName: string, requestId: string) =>
    runInvocation(requestId, () => handler(event, lambdaContext(functionName, requestId)));

  /**
   * Imported once (after the environment is set: handlers read it at import) and kept, like a warm Lambda.
   * file: a job's module under functions/src, or a function group's generated entry.
   */
  const loadHandler = (file: string): Promise<LambdaHandler> => {
    let loading = handlers.get(file);
    if (!loading) {
      loading = (existsSync(file) ? import(pathToFileURL(file).href) : Promise.reject(new Error(`handler module ${file} does not exist`))).then(
        (loaded: { handler?: unknown }) => {
          if (typeof loaded.handler !== 'function') throw new Error(`${file} does not export a handler function`);
          return loaded.handler as LambdaHandler;
        },
      );
      loading.catch(() => handlers.delete(file)); // retry on the next request, e.g. once the file exists
      handlers.set(file, loading);
    }
    return loading;
  };

  const jobFile = (module: string) => path.join(options.functionsDir, `${module}.ts`);

  const corsFor = (origin: string | undefined): Record<string, string> =>
    origin && (options.allowedOrigins.includes(origin) || options.allowedOrigins.includes('*'))
      ? // Retry-After (503, functions/src/http/outage.ts) readable by the SPA's retry of idempotent reads.
        { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'retry-after', vary: 'origin' }
      : {};

  async function answerApi(request: IncomingRequest): Promise<HttpResponse> {
    const origin = request.headers.origin?.[0];
    if (request.method === 'OPTIONS') {
      // API Gateway answers every preflight itself when CORS is configured.
      const cors = corsFor(origin);
      return reply(
        204,
        '',
        Object.keys(cors).length > 0
          ? { ...cors, 'access-control-allow-methods': CORS_METHODS, 'access-control-allow-headers': CORS_HEADERS, 'access-control-max-age': '600' }
          : {},
      );
    }
    const route = match(request.method, request.url.split('?')[0] ?? '/');
    if (!route) return withCors(reply(404, { message: 'Not Found' }), origin);

    // As on AWS, routes without an authorizer (public) never receive claims.
    const token = route.route.access === 'public' ? undefined : bearerToken(request.headers.authorization?.[0]);
    const claims = token ? await authorizer(token).catch(() => undefined) : undefined;
    if (route.route.access !== 'public' && !claims) {
      return withCors(reply(401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' }), origin);
    }

    const event = buildEvent(request, route, claims);
    const functionName = route.route.group;
    try {
      const handler = await loadHandler(groupEntryFiles.get(route.route.group)!);
      const result = await runHandler(handler, event, functionName, request.requestId);
      const resultBytes = Buffer.byteLength(JSON.stringify(result) ?? '');
      if (resultBytes > MAX_RESULT_BYTES) {
        options.log(`[api] ${event.routeKey} failed: its result is ${resultBytes} bytes, over Lambda's ${MAX_RESULT_BYTES}-byte limit`);
        return withCors(reply(500, { message: 'Internal Server Error' }), origin);
      }
      return withCors(toHttpResponse(result), origin);
    } catch (error) {
      options.log(`[api] ${event.routeKey} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return withCors(reply(500, { message: 'Internal Server Error' }), origin);
    }
  }

  /** With CORS configured on the HTTP API, API Gateway ignores the integration's CORS headers and sets its own. */
  function withCors(response: HttpResponse, origin: string | undefined): HttpResponse {
    const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !name.startsWith('access-control-')));
    return { ...response, headers: { ...headers, ...corsFor(origin) } };
  }

  async function runAsync(name: string, handlerPath: string, event: unknown, requestId: string): Promise<void> {
    const delays = options.asyncRetryDelaysMs ?? ASYNC_RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        await runHandler(await loadHandler(jobFile(handlerPath)), event, name, requestId);
        return;
      } catch (error) {
        const delay = delays[attempt];
        options.log(`[lambda] ${name} (async) failed: ${String(error)}${delay === undefined ? '' : `; running it again in ${delay} ms`}`);
        if (delay === undefined) return;
        await new Promise((resolve) => setTimeout(resolve, delay).unref()); // a stack stopping meanwhile drops the event
      }
    }
  }

  /** Lambda Invoke (RequestResponse), as the AWS SDK sends it: POST /2015-03-31/functions/{name}/invocations */
  async function answerInvoke(name: string, request: IncomingRequest): Promise<HttpResponse> {
    const agent = [...(request.headers['user-agent'] ?? []), ...(request.headers['x-amz-user-agent'] ?? [])].join(' ');
    const loopback = /^(127\.|::1$)/.test(request.sourceIp);
    if (!loopback || !options.invokeUserAgent || !agent.includes(options.invokeUserAgent)) {
      return reply(403, { Type: 'User', message: 'Forbidden' }, { 'x-amzn-errortype': 'AccessDeniedException' });
    }
    const job = Object.hasOwn(jobs, name) ? jobs[name as keyof typeof jobs] : undefined;
    if (!job) {
      return reply(404, { Type: 'User', message: `Function not found: ${name}` }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
    }
    const event: unknown = JSON.parse(request.body.toString('utf8') || '{}');
    if (request.headers['x-amz-invocation-type']?.[0] === 'Event') {
      // Asynchronous invoke: Lambda queues the event, answers 202 and runs the function afterwards, again after a failure.
      void runAsync(name, job.handler, event, request.requestId);
      return reply(202, '');
    }
    try {
      const handler = await loadHandler(jobFile(job.handler));
      const result = await runHandler(handler, event, name, request.requestId);
      return reply(200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      options.log(`[lambda] ${name} failed: ${failure.stack ?? failure.message}`);
      return reply(
        200,
        { errorType: failure.name, errorMessage: failure.message, trace: failure.stack?.split('\n') ?? [] },
        { 'x-amz-function-error': 'Unhandled' },
      );
    }
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      const request: IncomingRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: Object.fromEntries(Object.entries(req.headersDistinct).map(([name, values]) => [name, values ?? []])),
        body: Buffer.concat(chunks),
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        requestId: randomUUID(),
        now: new Date(),
        domainName: req.headers.host ?? `localhost:${options.port}`,
      };
      const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(request.url.split('?')[0] ?? '');
      const answer =
        size > MAX_BODY_BYTES
          ? Promise.resolve(reply(413, { message: 'Request Entity Too Large' }))
          : invoke?.[1] && request.method === 'POST'
            ? answerInvoke(decodeURIComponent(invoke[1]), request)
            : answerApi(request);
      answer
        .catch((error: unknown) => {
          options.log(`[api] ${request.method} ${request.url} failed: ${String(error)}`);
          return reply(500, { message: 'Internal Server Error' });
        })
        .then((response) => {
          res.writeHead(response.statusCode, {
            ...response.headers,
            ...(response.cookies.length > 0 ? { 'set-cookie': response.cookies } : {}),
            'apigw-requestid': request.requestId,
            // Lambda's Invoke answers name the invocation (for an asynchronous one, the id the job will run under).
            ...(invoke ? { 'x-amzn-requestid': request.requestId } : {}),
            'content-length': String(response.body.length),
          });
          res.end(request.method === 'HEAD' ? undefined : response.body);
          if (!invoke) options.log(`[api] ${request.method} ${request.url} ${response.statusCode} ${Date.now() - started} ms`);
        });
    });
  });

  // Every function is imported before the first request or run, as if all were warm. Here they share one process, and
  // importing one (a synchronous transform of its whole module graph) stalls the event loop: an SDK call in flight
  // meanwhile would see its connection or idle timer fire before its answer is read, a false TimeoutError (a 503, or a
  // write sent twice) that a Lambda, alone in its sandbox, never sees.
  await Promise.all([...groupEntryFiles.values(), ...jobEntries().map(([, job]) => jobFile(job.handler))].map(loadHandler));
  const stopListening = await listen(server, options.port, 'localhost');
  const timers = jobEntries().flatMap(([name, job]) =>
    job.invokedBy !== 'schedule' || !job.rateHours
      ? []
      : setInterval(
          () => {
            loadHandler(jobFile(job.handler))
              .then((handler) => runHandler(handler, { source: 'aws.events', 'detail-type': 'Scheduled Event' }, name, randomUUID()))
              .then((result) => options.log(`[lambda] ${name} (scheduled): ${JSON.stringify(result)}`))
              .catch((error: unknown) => options.log(`[lambda] ${name} (scheduled) failed: ${String(error)}`));
          },
          job.rateHours * 3600 * 1000,
        ).unref(),
  );
  // A frequent run starts its interval after the last one ended: with the test stack's short interval, runs started on a
  // fixed beat would pile up whenever DynamoDB Local answers slowly, and slow every other request down further.
  let stopped = false;
  const frequentTimers = new Set<NodeJS.Timeout>();
  for (const [name, job] of jobEntries()) {
    const frequent = 'frequentRun' in job ? job.frequentRun : undefined;
    if (!frequent) continue;
    const intervalMs = (options.frequentRunSeconds?.[name] ?? frequent.everyMinutes * 60) * 1000;
    const schedule = () => {
      if (stopped) return;
      const timer = setTimeout(() => {
        frequentTimers.delete(timer);
        loadHandler(jobFile(job.handler))
          .then((handler) => runHandler(handler, frequent.event, name, randomUUID()))
          .catch((error: unknown) => options.log(`[lambda] ${name} (frequent run) failed: ${String(error)}`))
          .finally(schedule);
      }, intervalMs).unref();
      frequentTimers.add(timer);
    };
    schedule();
  }
  const stop = async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    for (const timer of frequentTimers) clearTimeout(timer);
    await stopListening();
  };
  return { url: `http://localhost:${options.port}`, stop };
}

const reply = (statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResponse => ({
  statusCode,
  headers: body === '' ? headers : { 'content-type': 'application/json', ...headers },
  cookies: [],
  body: Buffer.from(body === '' ? '' : JSON.stringify(body)),
});

/** The JWT authorizer reads the Authorization header, with or without the "Bearer " prefix. */
const bearerToken = (header: string | undefined) => header?.replace(/^Bearer\s+/i, '').trim() || undefined;

/**
 * Verifies a token like the HTTP API JWT authorizer configured with the user pool as issuer and
 * the app client as audience: signature, expiry, issuer, and `aud` (id tokens) or `client_id`
 * (access tokens). aws-jwt-verify only downloads JWKS over https, so the emulator's JWKS is fetched
 * here and cached on the verifier.
 */
function jwtAuthorizer(cognito: ApiServerOptions['cognito']) {
  const issuer = `${cognito.endpoint}/${cognito.userPoolId}`;
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({ issuer, audience: null, jwksUri });
  let jwksCached: Promise<void> | undefined;

  return async (token: string): Promise<{ claims: Record<string, string>; scopes: string[] | null }> => {
    jwksCached ??= fetch(jwksUri)
      .then((response) => {
        if (!response.ok) throw new Error(`GET ${jwksUri} answered ${response.status}`);
        return response.json();
      })
      .then((jwks) => verifier.cacheJwks(jwks as Parameters<typeof verifier.cacheJwks>[0]))
      .catch((error: unknown) => {
        jwksCached = undefined;
        throw error;
      });
    await jwksCached;
    const payload = await verifier.verify(token);
    const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const forThisClient =
      payload.token_use === 'access' ? payload.client_id === cognito.clientId : payload.token_use === 'id' && audience.includes(cognito.clientId);
    if (!forThisClient) throw new Error('token issued for another app client');
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : null;
    return { claims: flattenClaims(payload), scopes };
  };
}

function lambdaContext(functionName: string, requestId: string): Context {
  const deadline = Date.now() + LAMBDA_TIMEOUT_MS;
  const name = `portal-local-${functionName}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-2:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

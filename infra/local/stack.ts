import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type WebConfig, webConfigSchema } from '@shared/contract/config';
import type { DataController } from '@shared/contract/data-controller';
import { jobEntries, jobFunctionVariable } from '@shared/contract/jobs';
import { startApiServer } from './api-server';
import { LOCAL_FIRM, LOCAL_RESERVATIONS_CONTACT } from './seed/firm';
import { invocationContexts } from './invocations';
import { COGNITO_PORT, startCognito } from './cognito';
import { assertJava17, startDynamoDb } from './dynamodb';
import { startEmulatorControl } from './emulator-switch';
import { copyFunctionLogs } from './function-logs';
import { assertPortsFree, type NamedPort } from './ports';
import { startS3 } from './s3';
import { startSes } from './ses';
import { startStripeStandIn } from './stripe';
import type { SeedContext } from './seed-context';
import { startWeb } from './web';
import { startWebhookSink } from './webhook-sink';

/**
 * The embedded local stack behind `npm start` and the tests: DynamoDB Local (java child process),
 * cognito-local, s3rver, the local API adapter and the web app, all in this process except java.
 */

export interface LocalPorts {
  web: number;
  api: number;
  dynamodb: number;
  s3: number;
  /** The recording server standing in for the third-party webhooks. */
  webhooks: number;
  /** aws-ses-v2-local, the SES v2 API the alert emails go to (ses.ts). */
  ses: number;
  cognito: number;
  /** The Stripe stand-in: the API the payments module calls and the checkout page (stripe.ts). */
  stripe: number;
}

export interface LocalStackOptions {
  /** e.g. '.data/dev' (npm start) or '.data/test'; relative to the repository root. Everything persisted lives here. */
  dataDir: string;
  /** Run infra/local/seed's seedIfEmpty once the emulators are up. */
  seed: boolean;
  /** dev: Vite dev server; build: serve web/dist (built first if missing); none: no web server. */
  web: 'dev' | 'build' | 'none';
  ports?: Partial<LocalPorts>;
  log?: (line: string) => void;
}

export interface LocalStack {
  /** What the SPA reads; also served at GET {web}/config.json */
  config: WebConfig;
  /** The Lambda environment the handlers run with (also assigned to process.env). */
  env: Record<string, string>;
  ports: LocalPorts;
  /** One JSON file per email Cognito would have sent (see outbox.ts). */
  outboxDir: string;
  /** One JSON file per webhook POST received by the local sink (see webhook-sink.ts). */
  webhooksDir: string;
  /** The functions' JSON log and metric lines, one a line, as CloudWatch Logs would receive them (function-logs.ts). */
  functionLogFile: string;
  webhookSinkUrl: string;
  /** The local SES v2 emulator: GET {sesEndpoint}/store lists the alert emails sent (ses.ts). */
  sesEndpoint: string;
  /** Holds the pid of DynamoDB Local's java process (supervised: restarted when it dies; tests/integration/outage.test.ts). */
  dynamodbPidFile: string;
  /** Takes cognito-local or s3rver down and back up for the outage tests (emulator-switch.ts). */
  emulatorControlUrl: string;
  /** The Stripe stand-in: its API, checkout pages and, under /_control, the events it sent (stripe.ts). */
  stripeUrl: string;
  stop(): Promise<void>;
}

/** <dataDir>/stack.json while the stack runs, for processes started later (tests). */
export type StackInfo = Omit<LocalStack, 'stop'>;

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
/** The committed extract of the UK Sanctions List that the import job reads locally. */
export const LOCAL_SANCTIONS_LIST_URL = pathToFileURL(path.join(here, 'seed/sanctions/UK-Sanctions-List.xml')).href;

export const TABLE_NAME = 'portal-local';
/** The service name and metrics namespace of the local functions (CDK sets the deployed ones). */
export const LOCAL_SERVICE_NAME = 'portal-local';
export const BUCKETS = { images: 'portal-property-images', documents: 'portal-property-documents', heroes: 'portal-area-heroes' } as const;
const REGION = 'eu-west-2';
/** The local property webhooks' Standard Webhooks signing secret (tests verify the sink's deliveries with it). */
export const LOCAL_WEBHOOK_SECRET = `whsec_${Buffer.from('local-property-webhook-secret-32b').toString('base64')}`;

/** The key of the local unsubscribe links (tests sign and tamper with links using it). */
export const LOCAL_ALERT_SECRET = 'local-alert-unsubscribe-secret-32b';

/** The data controller the local privacy notice names (on AWS: `-c dataControllerName=... -c dataControllerEmail=...`). */
export const LOCAL_DATA_CONTROLLER: DataController = { name: 'Off-Market Property Portal Ltd', email: 'privacy@example.com' };

export const defaultPorts = (): LocalPorts => ({
  web: Number(process.env.PORT ?? 3000),
  api: 3001,
  dynamodb: 8000,
  s3: 4569,
  webhooks: 3002,
  ses: 8005,
  cognito: COGNITO_PORT,
  stripe: 3003,
});

/** Names and likely culprits, for the "port busy" message. */
export const namedPorts = (ports: LocalPorts): Record<keyof LocalPorts, NamedPort> => ({
  web: { name: 'web app', port: ports.web, usualSuspect: 'another `npm start` or another dev server (PORT=3005 npm start picks another port)' },
  api: { name: 'local API', port: ports.api, usualSuspect: 'another `npm start` or a test run of this project' },
  dynamodb: { name: 'DynamoDB Local', port: ports.dynamodb, usualSuspect: 'another `npm start`, a test run, or a DynamoDB Local left running' },
  s3: { name: 's3rver', port: ports.s3, usualSuspect: 'another `npm start` or a test run of this project' },
  webhooks: { name: 'webhook sink', port: ports.webhooks, usualSuspect: 'another `npm start` or a test run of this project' },
  ses: { name: 'aws-ses-v2-local', port: ports.ses, usualSuspect: 'another `npm start` or a test run of this project' },
  cognito: {
    name: 'cognito-local',
    port: ports.cognito,
    usualSuspect: `another \`npm start\`, or a Node debugger (\`node --inspect\` also defaults to ${COGNITO_PORT})`,
  },
  stripe: { name: 'Stripe stand-in', port: ports.stripe, usualSuspect: 'another `npm start` or a test run of this project' },
});

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ports: LocalPorts = { ...defaultPorts(), ...options.ports };
  const dataDir = path.resolve(repoRoot, options.dataDir);
  const outboxDir = path.join(dataDir, 'outbox');
  const webhooksDir = path.join(dataDir, 'webhooks');
  const stackFile = path.join(dataDir, 'stack.json');
  const functionLogFile = path.join(dataDir, 'function-logs.jsonl');
  const webOrigin = `http://localhost:${ports.web}`;

  assertJava17(); // before anything starts, so a missing Java leaves nothing half-created
  // Before the emulators' first AWS SDK call: the SDK would set up Lambda's invocation store for one invocation at a time.
  await invocationContexts();
  const { web, ...backendPorts } = namedPorts(ports);
  await assertPortsFree([...Object.values(backendPorts), ...(options.web === 'none' ? [] : [web])]);
  await mkdir(outboxDir, { recursive: true });

  const stoppers: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (let stop = stoppers.pop(); stop; stop = stoppers.pop()) {
      await stop().catch((error: unknown) => log(`[stack] error while stopping: ${String(error)}`));
    }
    await rm(stackFile, { force: true });
  };

  // The local Lambda Invoke endpoint answers only callers holding this per-run token in their user agent:
  // cognito-local (its CustomMessage trigger) and our own functions (LOCAL_INVOKE_USER_AGENT below).
  const invokeUserAgent = `portal-local-invoke/${randomBytes(16).toString('hex')}`;
  try {
    // The three emulators start in parallel (DynamoDB Local's JVM is the slow one).
    const starting = [
      startDynamoDb({ port: ports.dynamodb, dir: path.join(dataDir, 'dynamodb'), tableName: TABLE_NAME, log }),
      startS3({ port: ports.s3, dir: path.join(dataDir, 's3'), buckets: Object.values(BUCKETS), corsOrigins: [webOrigin] }),
      startWebhookSink({ port: ports.webhooks, dir: webhooksDir, log }),
      startSes({ port: ports.ses }),
      startCognito({
        port: ports.cognito,
        dir: path.join(dataDir, 'cognito'),
        idsFile: path.join(dataDir, 'cognito-ids.json'),
        outboxDir,
        lambdaEndpoint: `http://localhost:${ports.api}`,
        invokeUserAgent,
        log,
      }),
      // Its key and webhook signing secret are per-run random values, like the invoke token.
      startStripeStandIn({ port: ports.stripe, webhookUrl: `http://localhost:${ports.api}/webhooks/stripe`, log }),
    ] as const;
    const settled = await Promise.allSettled(starting);
    for (const result of settled) if (result.status === 'fulfilled') stoppers.push(result.value.stop);
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const [dynamodb, s3, webhookSink, ses, cognito, stripe] = await Promise.all(starting);
    const emulatorControl = await startEmulatorControl({ cognito: cognito.availability, s3: s3.availability });
    stoppers.push(emulatorControl.stop);

    const env: Record<string, string> = {
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      S3_ENDPOINT: s3.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      USER_POOL_ID: cognito.userPoolId,
      USER_POOL_CLIENT_ID: cognito.clientId,
      // Lambda-to-Lambda invokes go to the local API adapter, which answers the Invoke API.
      LAMBDA_ENDPOINT: `http://localhost:${ports.api}`,
      LOCAL_INVOKE_USER_AGENT: invokeUserAgent,
      // The local adapter answers Invoke for each job under its name in shared/src/contract/jobs.ts.
      ...Object.fromEntries(jobEntries().map(([name]) => [jobFunctionVariable(name), name])),
      LEAD_WEBHOOK_URL: `${webhookSink.url}/lead`,
      // The UK Sanctions List's stand-in: a committed extract in the published format (infra/local/seed/sanctions).
      SANCTIONS_LIST_URL: LOCAL_SANCTIONS_LIST_URL,
      // The three property-alert webhooks, and their signing secret (a fixed local value; SSM on AWS).
      PROPERTY_WEBHOOK_ALL_USERS_URL: `${webhookSink.url}/property-alerts/all-users`,
      PROPERTY_WEBHOOK_NON_PORTAL_MEMBERS_URL: `${webhookSink.url}/property-alerts/non-portal-members`,
      PROPERTY_WEBHOOK_SPECIFIC_EMAIL_URL: `${webhookSink.url}/property-alerts/specific-email`,
      WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
      // Alert emails go to the local SES v2 emulator; the one-click unsubscribe POSTs to the local API.
      SES_ENDPOINT: ses.endpoint,
      SES_FROM_EMAIL: 'alerts@portal.local',
      ALERT_SECRET: LOCAL_ALERT_SECRET,
      // Card payments go to the Stripe stand-in (functions/src/sales/payments/stripe.ts; SSM parameters on AWS).
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      API_ORIGIN: `http://localhost:${ports.api}`,
      // The Instant emails' batch window (5 minutes unless set): the test stack shortens it, and sweeps every second.
      ...(process.env.ALERT_BATCH_WINDOW_SECONDS ? { ALERT_BATCH_WINDOW_SECONDS: process.env.ALERT_BATCH_WINDOW_SECONDS } : {}),
      // Info and up, as on AWS: each request's lines (correlation id, route key) and its metrics show in the terminal
      // and in functionLogFile. Tracing is off: there is no X-Ray daemon locally.
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'INFO',
      POWERTOOLS_SERVICE_NAME: LOCAL_SERVICE_NAME,
      POWERTOOLS_METRICS_NAMESPACE: LOCAL_SERVICE_NAME,
      POWERTOOLS_TRACE_ENABLED: 'false',
      // With tracing off, the X-Ray SDK (imported by the Tracer) has nothing to follow; left in its automatic mode it
      // would track every promise of this process, where every handler runs, through an async hook (cls-hooked).
      AWS_XRAY_MANUAL_MODE: 'true',
      IMAGES_BUCKET: BUCKETS.images,
      DOCUMENTS_BUCKET: BUCKETS.documents,
      HEROES_BUCKET: BUCKETS.heroes,
      ALLOWED_ORIGINS: webOrigin,
      /** Where the links in emails point (functions/src/members/auth/custom-message.ts). */
      APP_ORIGIN: webOrigin,
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      // The spec's fixed admin addresses; the demo admin is seeded with a profile instead.
      BOOTSTRAP_ADMIN_EMAILS: process.env.BOOTSTRAP_ADMIN_EMAILS ?? '',
      FIRM_REGISTRATIONS: JSON.stringify(LOCAL_FIRM),
      // The reservation settings' defaults, with the contact a local agreement names.
      RESERVATION_SETTINGS: JSON.stringify({ contact: LOCAL_RESERVATIONS_CONTACT }),
      // Local only: the portal's clock (functions/src/clock.ts), which tests move forward.
      LOCAL_CLOCK_FILE: path.join(dataDir, 'clock.json'),
    };
    // Handlers (imported later, in this process) read their configuration from process.env, as on Lambda.
    Object.assign(process.env, env);
    copyFunctionLogs(functionLogFile);

    const config: WebConfig = webConfigSchema.parse({
      region: REGION,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.clientId,
      cognitoEndpoint: cognito.endpoint,
      authFlow: 'USER_PASSWORD_AUTH',
      apiUrl: `http://localhost:${ports.api}`,
      imageBaseUrl: `${s3.endpoint}/${BUCKETS.images}`,
      heroImageBaseUrl: `${s3.endpoint}/${BUCKETS.heroes}`,
      brand: 'Off-Market Property Portal',
      agencyName: 'Off-Market Property Portal',
      websiteUrl: 'https://example.com/',
      chatInviteUrl: 'https://example.com/chat',
      sellerFormUrl: 'https://example.com/sell',
      dataController: LOCAL_DATA_CONTROLLER,
      firm: LOCAL_FIRM,
    });

    const recordTo = process.env.RECORD_DYNAMODB_COMMANDS;
    if (recordTo) {
      const recorder = (await import(pathToFileURL(path.join(here, 'dynamo-recorder.ts')).href)) as {
        installCommandRecorder(file: string): unknown;
      };
      await recorder.installCommandRecorder(recordTo);
    }

    const api = await startApiServer({
      port: ports.api,
      functionsDir: path.join(repoRoot, 'functions/src'),
      cognito,
      allowedOrigins: [webOrigin],
      invokeUserAgent,
      // A shortened batch window (the test stack's) comes with the Instant sweep and Lambda's retry waits shortened alike.
      // The holds sweep keeps its interval: the tests that lapse holds run it themselves, at the time they set.
      ...(env.ALERT_BATCH_WINDOW_SECONDS ? { frequentRunSeconds: { alerts: 1 }, asyncRetryDelaysMs: [1_000, 2_000] } : {}),
      log,
    });
    stoppers.push(api.stop);

    // Screening needs a list from the start, as it has on AWS after the job's first run: the extract, imported now.
    const sanctionsJob = (await import(pathToFileURL(path.join(repoRoot, 'functions/src/compliance/sanctions/import-sanctions-list.ts')).href)) as {
      importSanctionsList(): Promise<{ version: string; changed: boolean; entries: number }>;
    };
    const sanctions = await sanctionsJob.importSanctionsList();
    log(
      `[sanctions] UK Sanctions List extract: ${sanctions.entries} entries, version ${sanctions.version.slice(0, 12)}${sanctions.changed ? '' : ' (unchanged)'}`,
    );

    if (options.seed) await seed({ env, cognito, s3, log });

    if (options.web !== 'none') {
      const site = await startWeb({ mode: options.web, port: ports.web, repoRoot, config, log });
      stoppers.push(site.stop);
    }

    const info: StackInfo = {
      config,
      env,
      ports,
      outboxDir,
      webhooksDir,
      functionLogFile,
      webhookSinkUrl: webhookSink.url,
      sesEndpoint: ses.endpoint,
      dynamodbPidFile: dynamodb.pidFile,
      emulatorControlUrl: emulatorControl.url,
      stripeUrl: stripe.url,
    };
    await writeFile(stackFile, `${JSON.stringify(info, null, 2)}\n`);
    let stopping: Promise<void> | undefined;
    return { ...info, stop: () => (stopping ??= stopAll()) };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function seed(parts: {
  env: Record<string, string>;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  s3: { endpoint: string };
  log: (line: string) => void;
}): Promise<void> {
  // Loaded only when seeding: it sets the repositories' environment before they are imported.
  const seedModule = path.join(here, 'seed/index.ts');
  const { seedIfEmpty } = (await import(pathToFileURL(seedModule).href)) as { seedIfEmpty(context: SeedContext): Promise<void> };
  const { endpoint, userPoolId, clientId } = parts.cognito;
  await seedIfEmpty({
    env: parts.env,
    cognito: { endpoint, userPoolId, clientId },
    s3: { endpoint: parts.s3.endpoint, buckets: { ...BUCKETS } },
    log: parts.log,
  });
}

/** The running stack's details written by startLocalStack, or undefined when none is running there. */
export function readStackInfo(dataDir: string): StackInfo | undefined {
  const file = path.join(path.resolve(repoRoot, dataDir), 'stack.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StackInfo) : undefined;
}

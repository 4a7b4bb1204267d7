import { readFileSync } from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import type { AccessStatus, Role } from '@shared/domain/profile';
import type { Property } from '@shared/domain/property';
import { newPropertyForm } from '@shared/views/property-form';
import type { WebConfig } from '@shared/contract/config';
import { createAccount, localCognitoClient, type UserPool } from '../../infra/local/builders/cognito-user';

/** What the local stack wrote for the test processes (see infra/local/stack.ts). */
export interface StackState {
  config: WebConfig;
  env: Record<string, string>;
  ports: { web: number; api: number; dynamodb: number; s3: number; cognito: number };
  outboxDir: string;
  webhooksDir: string;
  webhookSinkUrl: string;
  /** The functions' JSON log and metric lines (infra/local/function-logs.ts). */
  functionLogFile: string;
  /** The pid of DynamoDB Local's java process (supervised by the stack: restarted when it dies). */
  dynamodbPidFile: string;
  /** Takes cognito-local or s3rver down and back (infra/local/emulator-switch.ts). */
  emulatorControlUrl: string;
}

const stateFile = process.env.LOCAL_STACK_STATE;
if (!stateFile) throw new Error('LOCAL_STACK_STATE is not set: run the integration tests through `npm test`.');
export const stack: StackState = JSON.parse(readFileSync(stateFile, 'utf8'));

/**
 * The functions' lines written so far, each parsed. The stack appends while a test reads: a line being written can show
 * only its first part, so the text after the last newline is left for the next read.
 */
export function functionLogLines<Line = Record<string, unknown>>(): Line[] {
  const text = readFileSync(stack.functionLogFile, 'utf8');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
}

// The repositories read their table and endpoint from the Lambda environment.
Object.assign(process.env, stack.env);

export const cognito = localCognitoClient(stack.config);
/** The local user pool, for the builders that write users (infra/local/builders/cognito-user.ts). */
export const userPool: UserPool = { cognito, userPoolId: stack.config.userPoolId };

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Told the request id (apigw-requestid) of each answer api() and postFrom() receive in this process. */
const answerListeners = new Set<(requestId: string) => void>();
const answered = (headers: Headers) => {
  const requestId = headers.get('apigw-requestid');
  if (requestId) for (const listener of answerListeners) listener(requestId);
};

/** Runs `run`, collecting the request ids of the answers it got through api() and postFrom(). */
export async function requestIdsDuring<T>(run: () => Promise<T>): Promise<{ result: T; requestIds: Set<string> }> {
  const requestIds = new Set<string>();
  const listener = (requestId: string) => void requestIds.add(requestId);
  answerListeners.add(listener);
  try {
    return { result: await run(), requestIds };
  } finally {
    answerListeners.delete(listener);
  }
}

/** s3rver, as the handlers reach it (path-style; checksums only where required, see functions/src/s3.ts). */
export const s3 = new S3Client({
  region: stack.config.region,
  endpoint: stack.env.S3_ENDPOINT,
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies
export async function api<T = any>(
  path: string,
  { token, method = 'GET', body, headers = {} }: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const res = await fetch(`${stack.config.apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  answered(res.headers);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * A public JSON POST from a loopback address of the caller's own (node:http's localAddress), so the per-IP
 * throttle of public write routes counts this test file apart from the others sharing the stack.
 */
export function postFrom<T = unknown>(sourceIp: string, path: string, body: unknown): Promise<ApiResponse<T>> {
  const target = new URL(`${stack.config.apiUrl}${path}`);
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: 'POST',
        path: target.pathname + target.search,
        localAddress: sourceIp,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(payload.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          answered(headers);
          resolve({ status: response.statusCode ?? 0, body: (text ? JSON.parse(text) : undefined) as T, headers });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Makes the local webhook sink answer with this status from now on: every POST, or with `naming` only the POSTs
 * whose body contains it (the test's own email or id), which leaves the deliveries of the files running beside it alone.
 */
export async function setWebhookStatus(status: number, naming?: string): Promise<void> {
  await fetch(`${stack.webhookSinkUrl}/_control`, { method: 'PUT', body: JSON.stringify({ status, naming }) });
}

/** Polls until `probe` returns a value (emails and webhooks arrive asynchronously). */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function signIn(email: string, password: string): Promise<{ accessToken: string; idToken: string }> {
  const { AuthenticationResult: auth } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!auth?.AccessToken || !auth.IdToken) throw new Error(`no tokens for ${email}`);
  return { accessToken: auth.AccessToken, idToken: auth.IdToken };
}

export const demo = {
  admin: { email: 'admin@example.com', password: 'Demo-Portal-2026' },
  investor: { email: 'investor@example.com', password: 'Demo-Portal-2026' },
};

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  token: string;
}

/** The password of every account the tests make. */
export const testPassword = 'Test-Password-2026';

/** A fresh Cognito user in the role's group, its password set, with a profile in the given access state. */
export async function createTestAccount(
  role: Role,
  accessStatus: AccessStatus,
  { email, fullName, phone = null }: { email: string; fullName: string; phone?: string | null },
): Promise<{ email: string; userId: string }> {
  const userId = await createAccount(userPool, { email, password: testPassword, role, accessStatus, fullName, phone });
  return { email, userId };
}

/** A two-bed terrace's form with the Part A material information publishing needs. */
export const testPropertyForm = (title: string) => ({
  ...newPropertyForm(),
  title,
  propertyType: 'Terrace',
  bedrooms: 2,
  price: 95_000,
  priceQualifier: 'Guide price',
  councilTaxBand: 'B',
  currentRent: 650,
  // Publishing needs an EPC rating (Energy Performance of Buildings (England and Wales) Regulations 2012).
  epcUnits: [{ unitName: 'Main Property', rating: 'D', documentUrl: '' }],
});

/** A draft property of the test's own, created through the API by an admin (testPropertyForm). */
export async function createTestProperty(adminToken: string, title = 'Test Terrace'): Promise<Property> {
  const res = await api<{ property: Property }>('/properties', {
    method: 'POST',
    token: adminToken,
    body: testPropertyForm(`${title} ${randomUUID().slice(0, 8)}`),
  });
  if (res.status !== 201) throw new Error(`creating a test property answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.property;
}

/** A listing of the test's own, published (Available): one investors can see, reserve and be alerted about. */
export async function createPublishedProperty(adminToken: string, title = 'Test Terrace'): Promise<Property> {
  const draft = await createTestProperty(adminToken, title);
  const res = await api<{ property: Property }>(`/properties/${draft.id}`, {
    method: 'PATCH',
    token: adminToken,
    body: { isPublished: true, expectedVersion: draft.version },
  });
  if (res.status !== 200) throw new Error(`publishing a test property answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.property;
}

/** A fresh Cognito user in the role's group with a profile in the given access state, signed in. */
export async function createTestUser(role: Role, accessStatus: AccessStatus): Promise<TestUser> {
  const email = `${role}-${accessStatus}-${randomUUID().slice(0, 8)}@test.example.com`;
  const { userId } = await createTestAccount(role, accessStatus, { email, fullName: `Test ${role}` });
  const { accessToken } = await signIn(email, testPassword);
  return { email, password: testPassword, userId, token: accessToken };
}

/** Takes cognito-local or s3rver off the network (its port refuses connections) or brings it back with its data. */
export async function setEmulatorRunning(emulator: 'cognito' | 's3', running: boolean): Promise<void> {
  const res = await fetch(`${stack.emulatorControlUrl}/emulators/${emulator}`, { method: 'PUT', body: JSON.stringify({ running }) });
  if (res.status !== 204) throw new Error(`could not set ${emulator} running=${running}: ${res.status} ${await res.text()}`);
}

/** Runs `during` while the emulator is down; it is back up afterwards whatever happens, for the tests that follow. */
export async function whileEmulatorDown<T>(emulator: 'cognito' | 's3', during: () => Promise<T>): Promise<T> {
  await setEmulatorRunning(emulator, false);
  try {
    return await during();
  } finally {
    await setEmulatorRunning(emulator, true);
  }
}

const dynamoDbPid = (): number => {
  const pid = Number(readFileSync(stack.dynamodbPidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no DynamoDB Local pid in ${stack.dynamodbPidFile}`);
  return pid;
};

/**
 * Freezes DynamoDB Local (SIGSTOP): it keeps its port and accepts connections but answers nothing, as a
 * hung dependency does, until resumeDynamoDbLocal (SIGCONT). Answers the pid.
 */
export function pauseDynamoDbLocal(): number {
  const pid = dynamoDbPid();
  process.kill(pid, 'SIGSTOP');
  return pid;
}

export function resumeDynamoDbLocal(pid: number): void {
  process.kill(pid, 'SIGCONT');
}

/**
 * Stops DynamoDB Local's java process (SIGTERM: the database goes away and refuses connections) through the pid
 * the stack keeps in its state directory; the stack's supervisor starts it again on the same port with the same
 * data. Answers the old pid.
 *
 * Not SIGKILL: DynamoDB Local acknowledges a TransactWriteItems and then often loses it when killed right after
 * (seen talking to it directly, no handler involved), which tests the emulator's durability, not ours; on AWS an
 * acknowledged transaction is durable. After SIGTERM every acknowledged transaction is kept.
 */
export function stopDynamoDbLocal(): number {
  const pid = dynamoDbPid();
  process.kill(pid, 'SIGTERM');
  return pid;
}

/** Waits until DynamoDB Local runs under another pid than `oldPid` and the API reads through it again. */
export async function waitForDynamoDbBack(oldPid: number, token: string, timeoutMs = 90_000): Promise<number> {
  return eventually(
    async () => {
      const pid = Number(readFileSync(stack.dynamodbPidFile, 'utf8').trim());
      if (pid === oldPid) return undefined;
      const res = await api('/me', { token }).catch(() => undefined);
      return res?.status === 200 ? pid : undefined;
    },
    'DynamoDB Local restarted by the stack supervisor',
    timeoutMs,
  );
}

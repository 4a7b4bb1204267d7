import path from 'node:path';
import { LocalStackError } from './ports';
import { ensureProjectNode, ensurePrerequisites, java17 } from './prerequisites';
import { type LocalStack, repoRoot, startLocalStack } from './stack';

/** `npm start`: the whole portal on this machine, seeded on first run. Ctrl-C stops everything. */

const DEMO_PASSWORD = 'Demo-Portal-2026';
const startedAt = Date.now();
let stack: LocalStack | undefined;
let stopping = false;

async function shutdown(): Promise<void> {
  if (stopping) {
    console.log('Forcing exit.');
    process.exit(130);
  }
  stopping = true;
  // Still starting: exiting is enough, DynamoDB Local's java child is killed by the exit hook.
  if (!stack) process.exit(130);
  console.log('\nStopping the local stack...');
  await stack.stop();
  console.log('Stopped: every emulator and server is down and its port is free.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

try {
  ensureProjectNode();
  ensurePrerequisites([java17]);
  console.log('Starting the local stack (DynamoDB Local, cognito-local, s3rver, local API, web)...');
  stack = await startLocalStack({ dataDir: '.data/dev', seed: true, web: 'dev' });
} catch (error) {
  console.error(
    `\nnpm start failed: ${error instanceof LocalStackError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
}

const { ports, outboxDir } = stack;
const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(`
  Off-Market Property Portal is running locally (ready in ${seconds} s)

  Open        http://localhost:${ports.web}
  Sign in as  admin@example.com     (admin)     password ${DEMO_PASSWORD}
              investor@example.com  (investor)  password ${DEMO_PASSWORD}
  API         http://localhost:${ports.api}
  Emails      ${path.relative(repoRoot, outboxDir)}/  (one JSON file per email; links are also printed below)
  Emulators   DynamoDB Local :${ports.dynamodb}, cognito-local :${ports.cognito}, s3rver :${ports.s3}
  Payments    Stripe stand-in ${stack.stripeUrl} (its events: ${stack.stripeUrl}/_control/events; docs/local-development.md 'Paying locally')
  Data        ${path.relative(repoRoot, path.dirname(outboxDir))}/ survives restarts; \`npm run reset\` wipes it

  Press Ctrl-C to stop everything.
`);

import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { readStackInfo, repoRoot } from './stack';

/**
 * Runs a scheduled job's handler now, against the running `npm start` stack, as its daily timer (EventBridge on AWS)
 * would: the same handler with the stack's Lambda environment. `npm run digest` and `npm run chasers` call it.
 */
export async function runScheduledJobNow(handlerModule: string, source: string): Promise<void> {
  const dataDir = process.env.DATA_DIR ?? '.data/dev';
  const info = readStackInfo(dataDir);
  if (!info) {
    console.error(`No local stack is running in ${dataDir}: start it with \`npm start\` first.`);
    process.exit(1);
  }
  Object.assign(process.env, info.env);
  const { handler } = (await import(pathToFileURL(path.join(repoRoot, 'functions/src', `${handlerModule}.ts`)).href)) as {
    handler: (event: unknown) => Promise<unknown>;
  };
  console.log(JSON.stringify(await handler({ source, 'detail-type': 'Scheduled Event' })));
  console.log(`Emails: ${info.sesEndpoint}/ (or GET ${info.sesEndpoint}/store)`);
}

import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { readStackInfo, repoRoot } from './stack';

/**
 * `npm run digest`: sends the Daily alert digests now, against the running `npm start` stack (the stack's timer does it
 * once a day, as EventBridge does on AWS). The same job handler, with the stack's Lambda environment. A digest already
 * sent to an investor in the last day is not sent again.
 */
const dataDir = process.env.DATA_DIR ?? '.data/dev';
const info = readStackInfo(dataDir);
if (!info) {
  console.error(`No local stack is running in ${dataDir}: start it with \`npm start\` first.`);
  process.exit(1);
}
Object.assign(process.env, info.env);
const { handler } = (await import(pathToFileURL(path.join(repoRoot, 'functions/src/alerts/alerts-job.ts')).href)) as {
  handler: (event: unknown) => Promise<unknown>;
};
console.log(JSON.stringify(await handler({ source: 'npm run digest', 'detail-type': 'Scheduled Event' })));
console.log(`Emails: ${info.sesEndpoint}/ (or GET ${info.sesEndpoint}/store)`);

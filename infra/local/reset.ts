import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { busyPorts } from './ports';
import { defaultPorts, namedPorts, readStackInfo, repoRoot } from './stack';

/** `npm run reset`: wipes the local data (.data/dev) so the next `npm start` begins fresh and re-seeds. */

const DATA_DIR = '.data/dev';
const dataDir = path.join(repoRoot, DATA_DIR);

const { web: _web, ...backend } = namedPorts(readStackInfo(DATA_DIR)?.ports ?? defaultPorts());
const busy = (await busyPorts(Object.values(backend))).map(
  ({ name, port, holder }) => `  - port ${port} (${name})${holder ? ` is held by ${holder}` : ' is in use'}`,
);
if (busy.length > 0) {
  console.error(
    `The local stack seems to be running, so nothing was deleted:\n${busy.join('\n')}\nStop \`npm start\` (Ctrl-C) or the test run first, then run \`npm run reset\` again.`,
  );
  process.exit(1);
}

if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${DATA_DIR} does not exist.`);
  process.exit(0);
}

async function sizeOf(target: string): Promise<number> {
  const info = await stat(target);
  if (!info.isDirectory()) return info.size;
  const entries = await readdir(target);
  return (await Promise.all(entries.map((entry) => sizeOf(path.join(target, entry))))).reduce((sum, size) => sum + size, 0);
}
const human = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;

const contents = await Promise.all((await readdir(dataDir)).sort().map(async (entry) => `${entry} (${human(await sizeOf(path.join(dataDir, entry)))})`));
await rm(dataDir, { recursive: true, force: true });
console.log(`Deleted ${DATA_DIR}: ${contents.join(', ') || 'empty'}.`);
console.log('The tables, users, uploaded files and emails are gone; the next `npm start` recreates them and re-seeds the demo data.');

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FunctionGroup, routeKey, routesOfGroup } from '@shared/contract/routes';
import { fromRoot } from './paths';

/** Where the group entries are written (ignored by git); CDK bundles them and the local adapter imports them. */
export const groupEntriesDir = fromRoot('.build', 'function-entries');
/** functions/src as seen from groupEntriesDir. */
const functionsSrc = '../../functions/src';

/**
 * The source of a function group's entry module, generated from the route table so that no list of a
 * group's routes is kept by hand: it imports the handler of each of the group's routes and dispatches
 * on API Gateway's routeKey (functions/src/http/dispatch.ts).
 */
export function groupEntrySource(group: FunctionGroup): string {
  const routes = routesOfGroup(group);
  if (routes.length === 0) throw new Error(`Function group ${group} serves no route`);
  const imports = routes.map(([name, route]) => `import { handler as ${name} } from '${functionsSrc}/${route.handler}';`);
  const table = routes.map(([name, route]) => `  '${routeKey(route)}': ${name},`);
  return [
    `// Generated from shared/src/contract/routes.ts by infra/lib/group-entries.ts: the ${group} function. Do not edit.`,
    `import { dispatch } from '${functionsSrc}/http/dispatch';`,
    ...imports,
    '',
    'export const handler = dispatch({',
    ...table,
    '});',
    '',
  ].join('\n');
}

/**
 * Writes the group's entry module and returns its path. The file is replaced atomically and only when
 * its text changes, so parallel synths (tests) and a running local stack never read half a file.
 */
export function writeGroupEntry(group: FunctionGroup): string {
  const file = join(groupEntriesDir, `${group}.ts`);
  const source = groupEntrySource(group);
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return file;
  mkdirSync(groupEntriesDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temporary, source);
  renameSync(temporary, file);
  return file;
}

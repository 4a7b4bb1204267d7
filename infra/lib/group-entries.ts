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
 * group's routes is kept by hand: it dispatches on API Gateway's routeKey (functions/src/http/dispatch.ts) to each
 * route's handler module, imported on the route's first request. esbuild bundles those modules into the one file
 * but runs a module's top-level code only when it is first imported, so a cold start runs the dispatch alone. (An
 * external package a module imports statically, such as an AWS SDK client, still loads at start: functions/src/lazy.ts.)
 */
export function groupEntrySource(group: FunctionGroup): string {
  const routes = routesOfGroup(group);
  if (routes.length === 0) throw new Error(`Function group ${group} serves no route`);
  const table = routes.map(([, route]) => `  '${routeKey(route)}': () => import('${functionsSrc}/${route.handler}'),`);
  return [
    `// Generated from shared/src/contract/routes.ts by infra/lib/group-entries.ts: the ${group} function. Do not edit.`,
    `import { dispatch } from '${functionsSrc}/http/dispatch';`,
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

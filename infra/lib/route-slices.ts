import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FunctionGroup, routesOfGroup } from '@shared/contract/routes';
import { fromRoot } from './paths';

/** The import path every module uses for the route table; a group's bundle resolves it to the group's slice. */
export const ROUTE_TABLE_MODULE = '@shared/contract/routes';
const slicesDir = fromRoot('.build', 'route-slices');
/** shared/src/contract/routes as seen from slicesDir (a relative path: the bundle's alias of ROUTE_TABLE_MODULE would catch its subpaths). */
const groupFiles = '../../shared/src/contract/routes';

/** `adminUsers` → `admin-users`: the group's file under shared/src/contract/routes/. */
export const groupFileName = (group: FunctionGroup) => group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The route table as one function group's bundle sees it: the table's helpers and types, and `routes` holding only
 * the group's routes, read from the group's own file. So a bundle carries its own routes' schemas rather than the
 * whole table's (the property form schema rides only where a property is written). The table's other exports
 * (functionGroups, routeEntries...) are absent: a handler importing one fails its group's bundle loudly.
 */
export function routeSliceSource(group: FunctionGroup): string {
  if (routesOfGroup(group).length === 0) throw new Error(`Function group ${group} serves no route`);
  const file = `${groupFiles}/${groupFileName(group)}`;
  return [
    `// Generated from shared/src/contract/routes.ts by infra/lib/route-slices.ts: the routes of the ${group} function. Do not edit.`,
    `import { groupRoutes } from '${groupFiles}/define';`,
    `import { ${group} } from '${file}';`,
    '',
    `export * from '${groupFiles}/define';`,
    `export const routes = groupRoutes('${group}', ${group});`,
    '',
  ].join('\n');
}

/** Writes the group's slice (atomically, only when its text changes, as writeGroupEntry does) and returns its path. */
export function writeRouteSlice(group: FunctionGroup): string {
  const file = join(slicesDir, `${group}.ts`);
  const source = routeSliceSource(group);
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return file;
  mkdirSync(slicesDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temporary, source);
  renameSync(temporary, file);
  return file;
}

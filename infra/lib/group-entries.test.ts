import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionGroups, groupEntries, routeEntries, routeKey, routesOfGroup } from '@shared/contract/routes';
import { groupEntrySource } from './group-entries';
import { fromRoot } from './paths';

const importedModules = (source: string) => [...source.matchAll(/(?:from |import\()'\.\.\/\.\.\/functions\/src\/([^']+)'/g)].map((m) => m[1]);
const dispatchedKeys = (source: string) => [...source.matchAll(/^ {2}'([^']+)': \(\) => import\('[^']+'\),$/gm)].map((m) => m[1]);

describe('groupEntrySource', () => {
  it("dispatches each of its group's routes on its routeKey to the route's module, imported on the route's first request", () => {
    const source = groupEntrySource('publicWrite');
    expect(importedModules(source)).toEqual([
      'http/dispatch',
      'sales/interest/register-interest',
      'members/accounts/request-activation',
      'alerts/emails/unsubscribe-alerts',
    ]);
    // Only the dispatch is imported at a cold start: a route's handlers, schemas, entities and SDK clients wait for its first request.
    expect(source.match(/^import .*$/gm)).toEqual(["import { dispatch } from '../../functions/src/http/dispatch';"]);
    expect(source).toContain("'POST /interest-registrations': () => import('../../functions/src/sales/interest/register-interest'),");
    expect(source).toContain("'POST /account-activation': () => import('../../functions/src/members/accounts/request-activation'),");
    expect(source).toContain('export const handler = dispatch({');
  });

  it('puts every route of the table in exactly one group entry, and nothing else', () => {
    const served = groupEntries().flatMap(([group]) => (routesOfGroup(group).length ? dispatchedKeys(groupEntrySource(group)) : []));
    expect(served.sort()).toEqual(
      routeEntries()
        .map(([, route]) => routeKey(route))
        .sort(),
    );
  });

  it('imports only handler modules that exist', () => {
    for (const [group] of groupEntries()) {
      for (const module of importedModules(groupEntrySource(group)))
        expect(existsSync(fromRoot('functions/src', `${module}.ts`)), `${group}: ${module}`).toBe(true);
    }
  });

  it('refuses a group that serves no route', () => {
    // @ts-expect-error not a group of the table
    expect(() => groupEntrySource('nobody')).toThrow(/serves no route/);
  });
});

describe('function groups', () => {
  it('each serve routes of one access level only, the one the group states', () => {
    for (const [name, route] of routeEntries()) expect(route.access, name).toBe(functionGroups[route.group].access);
  });

  it("name each route once: no group's route hides another's of the same name", () => {
    const named = groupEntries().reduce((count, [, group]) => count + Object.keys(group.routes).length, 0);
    expect(routeEntries()).toHaveLength(named);
  });

  it('each serve at least one route', () => {
    for (const [group] of groupEntries()) expect(routesOfGroup(group).length, group).toBeGreaterThan(0);
  });
});

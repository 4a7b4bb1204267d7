import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { type FunctionGroup, groupEntries, routes, routesOfGroup } from '@shared/contract/routes';
import { fromRoot } from './paths';
import { groupFileName, routeSliceSource, writeRouteSlice } from './route-slices';

describe('route table slices', () => {
  it("hold exactly their group's routes, as the table defines them", async () => {
    for (const [group] of groupEntries()) {
      const slice = (await import(writeRouteSlice(group))) as { routes: Record<string, { method: string; path: string; access: string; group: string }> };
      expect(Object.keys(slice.routes).sort(), group).toEqual(
        routesOfGroup(group)
          .map(([name]) => name)
          .sort(),
      );
      for (const [name, route] of Object.entries(slice.routes)) {
        const original = routes[name as keyof typeof routes];
        expect({ method: route.method, path: route.path, access: route.access, group: route.group }, name).toEqual({
          method: original.method,
          path: original.path,
          access: original.access,
          group: original.group,
        });
      }
    }
  });

  it("import only their own group's file, so the schemas only other groups use stay out", () => {
    for (const [group] of groupEntries()) {
      const imported = [...routeSliceSource(group).matchAll(/from '\.\.\/\.\.\/shared\/src\/contract\/routes\/([\w-]+)'/g)].map((m) => m[1]);
      expect(new Set(imported), group).toEqual(new Set(['define', groupFileName(group)]));
    }
    const groupFile = (group: FunctionGroup) => readFileSync(fromRoot('shared/src/contract/routes', `${groupFileName(group)}.ts`), 'utf8');
    expect(groupFile('publicWrite')).not.toContain('createPropertyBodySchema');
    expect(groupFile('adminCatalogue')).toContain('body: createPropertyBodySchema');
  });

  it('refuse a group that serves no route', () => {
    // @ts-expect-error not a group of the table
    expect(() => routeSliceSource('nobody')).toThrow(/serves no route/);
  });
});

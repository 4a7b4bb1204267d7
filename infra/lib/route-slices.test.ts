import { describe, expect, it } from 'vitest';
import { groupEntries, routes, routesOfGroup } from '@shared/contract/routes';
import { routeSliceSource, writeRouteSlice } from './route-slices';

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

  it('leave out the schemas only other groups use', () => {
    expect(routeSliceSource('publicWrite')).not.toContain('body: createPropertyBodySchema');
    expect(routeSliceSource('adminCatalogue')).toContain('body: createPropertyBodySchema');
    // The table's own schemas too, when none of the slice's routes uses them.
    expect(routeSliceSource('publicWrite')).not.toContain('resourceUpdateSchema =');
    expect(routeSliceSource('adminContent')).toContain('resourceUpdateSchema =');
    expect(routeSliceSource('publicWrite')).not.toContain('createUserSchema =');
    expect(routeSliceSource('adminUsers')).toContain('createUserSchema =');
  });

  it('refuse a group that serves no route', () => {
    // @ts-expect-error not a group of the table
    expect(() => routeSliceSource('nobody')).toThrow(/serves no route/);
  });
});

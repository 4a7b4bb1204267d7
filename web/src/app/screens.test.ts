import { readdirSync } from 'node:fs';
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../features/auth/components/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { adminLinks, mainEntries, mainLinks } from './navigation/nav-links';
import { AdminOnly, screenRoutes } from './screen-routes';
import { screenAt, screenEntries, screens, type Screen, type ScreenAccess } from './screens';
import { loadScreenPage } from './page-code';
import { buildPath, paths } from '@shared/contract/paths';

/** Every route that shows a screen, with the guards and frames (element types) of the routes around it. */
function screensInRouter(routes: RouteObject[], around: unknown[] = []): { screen: Screen; around: unknown[] }[] {
  return routes.flatMap((route) => {
    const here = route.element ? [...around, (route.element as ReactElement).type] : around;
    if (route.children) return screensInRouter(route.children, here);
    return [{ screen: route.handle as Screen, around }];
  });
}

/** The guards and frame each access level gets, as today's layouts and guards. */
const framesOf: Record<ScreenAccess, unknown[]> = {
  open: [],
  public: [PublicLayout],
  signedIn: [RequireAuth],
  admin: [RequireAuth, AdminOnly],
};

describe('the screen table', () => {
  it('gives every screen its own path', () => {
    const all = screenEntries().map(([, screen]) => screen.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('names page modules that exist and export the page, and leaves no page module out', async () => {
    for (const [name, screen] of screenEntries()) expect(typeof (await loadScreenPage(screen)), name).toBe('function');
    const modules = readdirSync(new URL('./routes', import.meta.url)).map((file) => file.replace(/\.tsx$/, ''));
    expect(new Set(screenEntries().map(([, screen]) => screen.module))).toEqual(new Set(modules));
  });
});

describe('the router', () => {
  const routed = screensInRouter(screenRoutes());

  it('routes every screen once, titled by its entry', () => {
    expect(routed.map(({ screen }) => screen)).toHaveLength(screenEntries().length);
    expect(new Set(routed.map(({ screen }) => screen))).toEqual(new Set(Object.values(screens)));
  });

  for (const [name, screen] of screenEntries()) {
    it(`puts ${name} (${screen.access}) behind exactly its guards and in its frame`, () => {
      const { around } = routed.find((route) => route.screen === screen)!;
      const guards = around.filter((type) => [PublicLayout, RequireAuth, AdminOnly].includes(type as never));
      expect(guards).toEqual(framesOf[screen.access]);
    });
  }
});

describe('the menus', () => {
  const placed = (menu: 'main' | 'admin') =>
    screenEntries()
      .filter(([, screen]) => screen.menu?.in === menu)
      .map(([, screen]) => ({ to: screen.path, label: screen.menu!.label }));

  it('list exactly the screens placed in them, in the table order', () => {
    expect(mainLinks).toEqual(placed('main'));
    expect(adminLinks).toEqual(placed('admin'));
  });

  it('show a group as one entry where its first screen stands: Resources holds Investor Resources and Calculators', () => {
    expect(mainEntries).toEqual([
      { to: paths.dashboard(), label: 'Properties' },
      { to: paths.areaInsights(), label: 'Insights' },
      {
        group: 'Resources',
        links: [
          { to: paths.investorResources(), label: 'Investor Resources' },
          { to: paths.calculators(), label: 'Calculators' },
        ],
      },
      { to: paths.sellProperty(), label: 'Sell' },
      { to: paths.profile(), label: 'Profile' },
    ]);
  });

  it("put only admin screens in 'Admin Tools', and none in the main links", () => {
    for (const [name, screen] of screenEntries()) {
      if (screen.menu?.in === 'admin') expect(screen.access, name).toBe('admin');
      if (screen.menu?.in === 'main') expect(screen.access, name).not.toBe('admin');
    }
  });
});

describe('paths', () => {
  it('fill in and encode the parameters', () => {
    expect(paths.dashboard()).toBe('/dashboard');
    expect(paths.landing()).toBe('/');
    expect(paths.propertyDetail('a b/c')).toBe('/property/a%20b%2Fc');
    expect(paths.areaInsightDetail('north-leeds')).toBe('/area-insights/north-leeds');
  });

  it('exist for every screen but page not found, and refuse a wrong number of parameters', () => {
    expect(Object.keys(paths).sort()).toEqual(
      screenEntries()
        .map(([name]) => name)
        .filter((name) => name !== 'notFound')
        .sort(),
    );
    expect(() => buildPath('/property/:id', [])).toThrow();
    expect(() => buildPath('/dashboard', ['x'])).toThrow();
    // @ts-expect-error: the property page needs its id
    expect(() => paths.propertyDetail()).toThrow();
  });
});

describe('screenAt (the entry starts loading the page at an address before the router has loaded)', () => {
  const routes = screenRoutes();
  const routerScreen = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.handle as Screen | undefined;
  const addresses = screenEntries()
    .map(([, screen]) => screen.path)
    .filter((path) => path !== '*')
    .flatMap((path) => {
      const sample = path.replace(/:\w+/g, 'abc-123');
      return [sample, `${sample}/`.replace(/^\/\/$/, '/'), sample.toUpperCase()];
    });

  it('finds the screen the router shows, for every address of the table, a trailing slash and capitals included', () => {
    for (const address of addresses) expect(screenAt(address), address).toBe(routerScreen(address));
  });

  it('finds none where the router shows the not-found page', () => {
    for (const address of ['/nowhere', '/property', '/property/abc/extra', '/area-insights/hull/more', '/dashboard/x']) {
      expect(routerScreen(address)?.path, address).toBe('*');
      expect(screenAt(address), address).toBeUndefined();
    }
  });
});

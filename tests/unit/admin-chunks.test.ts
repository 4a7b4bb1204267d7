import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachable, staticClosure, type Manifest } from '../support/chunk-graph';

/**
 * The SPA's build keeps admin screens out of a signed-in investor's downloads.
 *
 * What an investor's browser can reach: the entry chunk and everything it imports statically, the chunk
 * of every page an investor may open (public, account and signed-in pages: every route the router does
 * not put under <AdminOnly />), and everything those reach through static and dynamic imports. The one
 * edge not followed is the router's lazy page map: the entry's dynamic imports of route modules, which
 * the router only runs for a matching route, and for admin routes only behind RequireAdmin.
 * No admin route module's chunk may be reachable that way.
 */
const routerFile = path.resolve('web/src/app/router.tsx');
const routeKey = (module: string) => `src/app/routes/${module.replace(/^\.\/routes\//, '')}.tsx`;

/** The router's pages: lazy component name -> route module (e.g. UsersRoute -> './routes/users'). */
function lazyPages(source: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [, name, module] of source.matchAll(/const (\w+) = page\(\s*\(\) => import\('(\.\/routes\/[^']+)'\)/g)) pages.set(name!, module!);
  return pages;
}

/** The page components used under the `element: <AdminOnly />` route's children. */
function adminPageNames(source: string): Set<string> {
  const start = source.indexOf('element: <AdminOnly />');
  if (start === -1) throw new Error('router.tsx has no <AdminOnly /> route: update this test with how admin routes are guarded');
  const open = source.indexOf('children: [', start) + 'children: ['.length - 1;
  let depth = 0;
  let end = open;
  for (; end < source.length; end++) {
    if (source[end] === '[') depth++;
    if (source[end] === ']' && --depth === 0) break;
  }
  return new Set([...source.slice(open, end).matchAll(/element: <(\w+) \/>/g)].map((m) => m[1]!));
}

let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'spa-build-'));
  await build({ configFile: path.resolve('web/vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true } });
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the SPA build (Vite manifest)', () => {
  it("keeps every admin route's module out of what a signed-in investor can reach", () => {
    const source = readFileSync(routerFile, 'utf8');
    const pages = lazyPages(source);
    const adminNames = adminPageNames(source);
    expect(adminNames.size, 'admin pages found in router.tsx').toBeGreaterThan(0);
    const adminModules = [...adminNames].map((name) => {
      const module = pages.get(name);
      if (!module) throw new Error(`${name} is not a lazy page of router.tsx: admin pages must be loaded lazily`);
      return routeKey(module);
    });
    const investorModules = [...pages].filter(([name]) => !adminNames.has(name)).map(([, module]) => routeKey(module));

    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    expect(entry, 'the entry chunk').toBeDefined();
    for (const key of [...adminModules, ...investorModules]) expect(manifest[key], `${key} has its own chunk`).toBeDefined();

    const lazyMapOwners = staticClosure(manifest, entry!);
    const routeModules = new Set([...adminModules, ...investorModules]);
    const reach = reachable(manifest, [entry!, ...investorModules], (from, to) => lazyMapOwners.has(from) && routeModules.has(to));

    const adminFiles = new Map(adminModules.map((key) => [manifest[key]!.file, key]));
    const leaks = [...reach].filter(([key]) => adminFiles.has(manifest[key]!.file)).map(([key, via]) => `${adminFiles.get(manifest[key]!.file)} (${manifest[key]!.file}) via ${via.join(' -> ')}`);
    expect(leaks).toEqual([]);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenEntries } from '../../web/src/app/screens';
import { chunksNamed, reachable, staticClosure, type Manifest } from '../support/chunk-graph';

/**
 * The SPA's build keeps admin screens out of a signed-in investor's downloads.
 *
 * What an investor's browser can reach: the entry chunk and everything it imports statically, the chunk
 * of every page an investor may open (public, account and signed-in pages: every screen of the screen
 * table whose access is not admin), and everything those reach through static and dynamic imports. The
 * one edge not followed is the screen table's lazy page map: the entry's dynamic imports of page modules,
 * which the router only runs for a matching route, and for admin screens only behind RequireAdmin.
 * No admin page module's chunk may be reachable that way.
 */
const moduleKey = (module: string) => `src/app/routes/${module}.tsx`;

let outDir: string;
let manifest: Manifest;
/** The modules (ids) each output file holds. */
const modulesByFile = new Map<string, string[]>();
const recordModules: Plugin = {
  name: 'record-chunk-modules',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') modulesByFile.set(chunk.fileName, Object.keys(chunk.modules));
  },
};

/** The files `starts` load with them (their static imports), and the modules in those files that match `pattern`. */
function modulesLoadedWith(starts: string[], pattern: RegExp) {
  const files = new Set(starts.flatMap((start) => [...staticClosure(manifest, start)]).map((key) => manifest[key]!.file));
  const found = [...files].flatMap((file) => (modulesByFile.get(file) ?? []).filter((id) => pattern.test(id)).map((id) => `${file}: ${id}`));
  return { files, found };
}
const zodModule = /node_modules[\\/]zod[\\/]/;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'spa-build-'));
  await build({
    configFile: path.resolve('web/vite.config.ts'),
    logLevel: 'silent',
    plugins: [recordModules],
    build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
  });
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the SPA build (Vite manifest)', () => {
  it("keeps every admin route's module out of what a signed-in investor can reach", () => {
    const modulesOf = (admin: boolean) => [
      ...new Set(
        screenEntries()
          .filter(([, screen]) => (screen.access === 'admin') === admin)
          .map(([, screen]) => moduleKey(screen.module)),
      ),
    ];
    const adminModules = modulesOf(true);
    const investorModules = modulesOf(false);
    expect(adminModules.length, 'admin screens in the screen table').toBeGreaterThan(0);
    expect(
      adminModules.filter((key) => investorModules.includes(key)),
      'page modules shared by admin and investor screens',
    ).toEqual([]);

    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    expect(entry, 'the entry chunk').toBeDefined();
    for (const key of [...adminModules, ...investorModules]) expect(manifest[key], `${key} has its own chunk`).toBeDefined();

    const lazyMapOwners = staticClosure(manifest, entry!);
    const routeModules = new Set([...adminModules, ...investorModules]);
    const reach = reachable(manifest, [entry!, ...investorModules], (from, to) => lazyMapOwners.has(from) && routeModules.has(to));

    const adminFiles = new Map(adminModules.map((key) => [manifest[key]!.file, key]));
    const leaks = [...reach]
      .filter(([key]) => adminFiles.has(manifest[key]!.file))
      .map(([key, via]) => `${adminFiles.get(manifest[key]!.file)} (${manifest[key]!.file}) via ${via.join(' -> ')}`);
    expect(leaks).toEqual([]);
  });

  it("keeps the packages a signed-out visitor of `/` does not need out of the entry and of the landing page's code", () => {
    // zod (the schemas run on the server and in the forms that need them), the forms library, the signed-in
    // frame's date-fns and icons: `/` stays under its 130 KB of gzipped JavaScript (tests/bench/landing-js.ts).
    const unwanted = /node_modules[\\/](zod|react-hook-form|@hookform|date-fns|lucide-react)[\\/]/;
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const landing = moduleKey('landing');
    // The app's code (React, the router, the frames) is imported by the small entry at once, but dynamically.
    const app = 'src/app/boot.tsx';
    const importers = [...staticClosure(manifest, entry)].filter((key) => manifest[key]!.dynamicImports?.includes(app));
    expect(importers, 'the entry imports the app').not.toEqual([]);
    const { files, found } = modulesLoadedWith([entry, app, landing], unwanted);
    expect(files.size, 'files the entry and the landing page load').toBeGreaterThan(1);
    expect(found).toEqual([]);
  });

  it("keeps zod out of the dashboard's code, Property Management's and the signed-in frame's: a returning member's first screen waits for every module they evaluate", () => {
    const starts = [moduleKey('dashboard'), moduleKey('property-management'), 'src/app/layouts/signed-in-layout.tsx'];
    expect(
      starts.filter((key) => !manifest[key]),
      'modules missing from the manifest',
    ).toEqual([]);
    const { files, found } = modulesLoadedWith(starts, zodModule);
    expect(files.size, 'files the two pages load').toBeGreaterThan(2);
    expect(found).toEqual([]);
  });

  it("keeps zod out of the Deal analysis section's code: only reading a copied link back needs the schema, and loads it", () => {
    const chunkNamed = (name: string) => {
      const keys = chunksNamed(manifest, name);
      expect(keys, `the chunk named ${name}`).toHaveLength(1);
      return keys[0]!;
    };
    const section = chunkNamed('deal-analysis-section');
    const reader = chunkNamed('read-deal-link');
    expect(manifest[section]!.dynamicImports ?? [], 'the section loads the link reader on demand').toContain(reader);
    expect(modulesLoadedWith([section], zodModule).found).toEqual([]);
    expect(modulesLoadedWith([reader], zodModule).found, 'the link reader brings zod').not.toEqual([]);
  });
});

import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';

// Paths are resolved from this file, so the config works from the repo root (`vite --config web/vite.config.ts`)
// and when the local stack creates the dev server programmatically.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../shared/src', import.meta.url));
const port = Number(process.env.PORT ?? 3000);

/** The headings' serif is on the first paint: index.html preloads its latin file, under the built (hashed) name. */
function preloadDisplayFont(): Plugin {
  const file = 'playfair-display-latin-wght-normal.woff2';
  return {
    name: 'preload-display-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find((chunk) => chunk.type === 'asset' && chunk.originalFileNames.some((name) => name.endsWith(file)));
        if (!font) throw new Error(`${file} is not in the build: is the font still imported?`);
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: true }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The entry is small and imports the app's code (app/boot.tsx) dynamically, so it can start the page's requests
 * first (main.tsx); index.html still asks for that code at once, alongside the entry, instead of after it ran.
 */
function preloadApp(): Plugin {
  const boot = fileURLToPath(new URL('./src/app/boot.tsx', import.meta.url));
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((chunk) => chunk.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId === boot);
        if (!app) throw new Error('app/boot.tsx is not a chunk of its own: is it still imported dynamically by main.tsx?');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) add(imported);
        };
        add(app.fileName);
        // The entry's own imports are preloaded by Vite already.
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * The SPA reads a route's method and path only (lib/api.ts; its types still come from the table): the build serves it
 * the route table as just that, without every route's zod schemas, which were a tenth of the JavaScript `/` loaded.
 * Another value imported from the table fails the build (no such export). The table is read through Vite's module
 * runner, as the app's code is: imported by this file, it went through the config's own loader, which warns about
 * every import in shared/ written without a file extension.
 */
function routeAddresses(): Plugin {
  const id = '\0route-addresses';
  const routeTable = join(sharedSrc, 'contract', 'routes');
  return {
    name: 'route-addresses',
    apply: 'build',
    enforce: 'pre',
    // Vite's alias has already made '@shared/contract/routes' a path under shared/src.
    resolveId: (source) => (source === routeTable || source === `${routeTable}.ts` ? id : null),
    async load(loaded) {
      if (loaded !== id) return null;
      const { module } = await runnerImport<typeof import('../shared/src/contract/routes')>(`${routeTable}.ts`);
      const { routeEntries } = module;
      const addresses = Object.fromEntries(routeEntries().map(([name, route]) => [name, { method: route.method, path: route.path }]));
      return `export const routes = ${JSON.stringify(addresses)};\n`;
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [routeAddresses(), react(), preloadDisplayFont(), preloadApp()],
  resolve: { alias: { '@shared': sharedSrc } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunk holds which module (tests/unit/admin-chunks.test.ts reads it); not deployed.
    manifest: true,
    rolldownOptions: {
      // Required by inlining common chunks (below): the entry's exports are not an API anyone imports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // React, the router and the query cache in one file: every page needs all of them.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
            // What the entry imports statically, in one file with it: the browser needs all of it before anything runs.
            { name: 'entry', tags: ['$initial'] },
          ],
          // Small modules shared by a few pages are copied into those pages' chunks instead of being files of
          // their own: a page then loads about a dozen files rather than fifty (six at a time over HTTP/1.1).
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
});

import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { routeEntries } from '../shared/src/contract/routes';

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
 * The SPA reads a route's method and path only (lib/api.ts; its types still come from the table): the build serves it
 * the route table as just that, without every route's zod schemas, which were a tenth of the JavaScript `/` loaded.
 * Another value imported from the table fails the build (no such export).
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
    load(loaded) {
      if (loaded !== id) return null;
      const addresses = Object.fromEntries(routeEntries().map(([name, route]) => [name, { method: route.method, path: route.path }]));
      return `export const routes = ${JSON.stringify(addresses)};\n`;
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [routeAddresses(), react(), preloadDisplayFont()],
  resolve: { alias: { '@shared': sharedSrc } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunk holds which module (tests/unit/admin-chunks.test.ts reads it); not deployed.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one file: the browser loads all of it at start anyway, and split
        // by which lazy pages share each piece it was some twenty files, each a request of its own before the first page.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
});

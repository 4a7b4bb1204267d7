import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: webRoot,
  plugins: [react(), preloadDisplayFont()],
  resolve: { alias: { '@shared': sharedSrc } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunk holds which module (tests/unit/admin-chunks.test.ts reads it); not deployed.
    manifest: true,
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
});

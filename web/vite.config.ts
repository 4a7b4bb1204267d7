import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Paths are resolved from this file, so the config works from the repo root (`vite --config web/vite.config.ts`)
// and when the local stack creates the dev server programmatically.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../shared/src', import.meta.url));
const port = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: webRoot,
  plugins: [react()],
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

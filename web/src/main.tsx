import { startEarlyLoads } from './app/early-start';
import { loadConfig } from './lib/config';
import '@fontsource-variable/playfair-display/wght.css';
import './styles.css';

// The entry is small on purpose: the app's code (React, the router, the query cache) downloads while the
// settings load and the page's first requests are on their way.
const app = import('./app/boot');

loadConfig().then(
  async (config) => {
    const early = startEarlyLoads(window.location.pathname);
    (await app).boot(config, early);
  },
  async (error: unknown) => {
    console.error('Could not load /config.json', error);
    (await app).showStartupError(error instanceof Error ? error.message : String(error));
  },
);

import { startEarlyLoads } from './app/early-start';
import { loadConfig } from './lib/config';
import '@fontsource-variable/playfair-display/wght.css';
import './styles.css';

// The entry is small on purpose: the app's code (React, the router, the query cache; preloaded by index.html)
// downloads while the settings load, and runs only once the page's first requests are on their way, so its
// evaluation does not hold them back.
const app = () => import('./app/boot');

loadConfig().then(
  async (config) => {
    const early = startEarlyLoads(window.location.pathname);
    // The first render waits for the page's code too: a page that suspended on it would show React's fallback,
    // which React then keeps on screen for at least 300 ms however soon the code arrives. A failed download is
    // the router's to report.
    const [{ boot }] = await Promise.all([app(), early.code.catch(() => undefined)]);
    boot(config, early.answers);
  },
  async (error: unknown) => {
    console.error('Could not load /config.json', error);
    (await app()).showStartupError(error instanceof Error ? error.message : String(error));
  },
);

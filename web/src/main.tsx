import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPageLoads } from './app/prefetch';
import { StartupError } from './app/startup-error';
import { loadConfig } from './lib/config';
import { createQueryClient } from './lib/query-client';
import '@fontsource-variable/playfair-display/wght.css';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

loadConfig().then(
  (config) => {
    document.title = config.brand;
    const queryClient = createQueryClient();
    startPageLoads(window.location.pathname, queryClient);
    // As a transition, React draws the first page in slices and lets the browser in between, not in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  },
  (error: unknown) => {
    console.error('Could not load /config.json', error);
    root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />);
  },
);

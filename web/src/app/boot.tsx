import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WebConfig } from '@shared/contract/config';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import type { EarlyAnswer } from './early-start';
import { startPageLoads } from './prefetch';
import { StartupError } from './startup-error';

const root = () => createRoot(document.getElementById('root')!);

/** Starts the app once the portal's settings are in, adopting the answers the entry already asked for (early-start.ts). */
export function boot(config: WebConfig, early: EarlyAnswer[]): void {
  document.title = config.brand;
  const queryClient = createQueryClient();
  for (const { queryKey, answer } of early) {
    // Not retried with the same answer: a later fetch of the key (a retry, a refetch) runs the query's own function.
    void queryClient.prefetchQuery({ queryKey, queryFn: () => answer, retry: false });
  }
  startPageLoads(queryClient);
  // As a transition, React draws the first page in slices and lets the browser in between, not in one long task.
  startTransition(() =>
    root().render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

/** The plain page shown when the settings could not be loaded. */
export function showStartupError(detail: string): void {
  root().render(<StartupError detail={detail} />);
}

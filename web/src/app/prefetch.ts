import type { QueryClient } from '@tanstack/react-query';
import { startUpIdentity } from '../lib/start-up';
import { shownScreen } from './router';

/**
 * What the opened page shows beyond the entry's first requests (early-start.ts), asked for before React renders and
 * again once a session is found (app.tsx): the `later` start-up queries its screen-table entry declares for the
 * identity (screens.ts), with the parameters as the router matched them. The screens' own queries pick up the
 * answers; a query already asked for is not asked again.
 */
export function startPageLoads(queryClient: QueryClient): void {
  const shown = shownScreen();
  if (!shown) return;
  const identity = startUpIdentity(shown.screen.ignoresSession);
  for (const startUp of shown.screen.startUp ?? []) {
    if (startUp.for.includes(identity)) void startUp.later?.(queryClient, shown.params);
  }
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { loadSignedInLayout } from './page-code';
import { startPageLoads } from './prefetch';
import { router, shownScreen } from './router';
import { Toasts } from './toasts';

/** The app; `queryClient` may already be loading the page's data (prefetch.ts). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const onSessionFound = useCallback(() => {
    // A member keeps the signed-in frame on the public pages too.
    void loadSignedInLayout();
    startPageLoads(queryClient);
  }, [queryClient]);
  // The set-new-password screen works without the stored session (screens.ts): decided for the address the app opened at.
  const [restoresSession] = useState(() => !shownScreen()?.screen.ignoresSession);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider restoresSession={restoresSession} onSessionFound={onSessionFound}>
        {/* Without transitions a page whose code is still on its way shows the spinner at once: in a transition the
            previous page stayed on screen under the new address, and what was typed into it was lost when the
            new page replaced it. */}
        <RouterProvider router={router} useTransitions={false} />
      </AuthProvider>
      <Toasts />
    </QueryClientProvider>
  );
}

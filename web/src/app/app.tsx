import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { createQueryClient } from '../lib/query-client';
import { prefetchPublicPage, prefetchSignedInPage } from './prefetch';
import { router } from './router';
import { Toasts } from './toasts';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchPublicPage(window.location.pathname, client);
    return client;
  });
  const onSessionFound = useCallback(() => prefetchSignedInPage(window.location.pathname, queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSessionFound={onSessionFound}>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toasts />
    </QueryClientProvider>
  );
}

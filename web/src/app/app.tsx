import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { createQueryClient } from '../lib/query-client';
import { prefetchSignedInPage } from './prefetch';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const onSessionFound = useCallback(() => prefetchSignedInPage(window.location.pathname, queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSessionFound={onSessionFound}>
        <RouterProvider router={router} />
      </AuthProvider>
      {/* Offset below the signed-in top bar, so a toast never hides the Sign Out button. */}
      <Toaster
        position="top-right"
        richColors
        closeButton
        theme="system"
        expand={false}
        offset={{ top: 76, right: 24 }}
        mobileOffset={{ top: 72, left: 12, right: 12 }}
        style={{ zIndex: 9999 }}
      />
    </QueryClientProvider>
  );
}

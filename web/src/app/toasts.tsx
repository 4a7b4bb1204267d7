import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, toastsRequested } from '../lib/toast';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** The toaster, mounted once the first toast is asked for (see lib/toast). */
export function Toasts() {
  const requested = useSyncExternalStore(toastsRequested.subscribe, toastsRequested.get);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}

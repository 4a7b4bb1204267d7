import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a component whose code may have arrived before its first render (asked for early: early-start.ts,
 * router.tsx): it then renders at once. React.lazy alone suspends on the first render even so, and once a Suspense
 * fallback is on screen React keeps it there for at least 300 ms, which held back pages whose code and data were in.
 */
export function lazyArrived(arrived: () => ComponentType | undefined, load: () => Promise<ComponentType>) {
  return lazy(() => {
    const component = arrived();
    if (!component) return load().then((loaded) => ({ default: loaded }));
    // A thenable that calls back at once: React.lazy takes the component in the same render, without suspending.
    const now = { then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: component }) };
    return now as unknown as Promise<{ default: ComponentType }>;
  });
}

import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Longest wait for a frame (none come while the tab is hidden). */
const FRAME_TIMEOUT_MS = 200;

/**
 * Renders its children only once the content above it has been painted, and then in an interruptible
 * (transition) render: a long page's first screen, its header and photos, paints without waiting for the
 * sections below, and no single long task blocks the page while they render. Nothing takes their place
 * meanwhile.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const show = () => startTransition(() => setPainted(true));
    // A task queued from requestAnimationFrame runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(show);
    });
    const fallback = setTimeout(show, FRAME_TIMEOUT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      clearTimeout(fallback);
    };
  }, []);
  return painted ? children : null;
}

import type { ExternalToast } from 'sonner';

/**
 * Toasts, with sonner downloaded on the first one: no page waits for it, and a visitor who only looks at
 * the landing page never loads it. Call `toast.success` / `toast.error` from here, never from 'sonner'
 * (the app's <Toasts /> mounts the toaster once the first toast is asked for; sonner shows toasts created
 * before its toaster mounted).
 */
type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];

let sonner: Promise<Sonner> | undefined;
const subscribers = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const notify of subscribers) notify();
  }
  return sonner;
}

/** For <Toasts />: whether any toast has been asked for yet, and a way to hear when one is. */
export const toastsRequested = {
  subscribe(notify: () => void): () => void {
    subscribers.add(notify);
    return () => subscribers.delete(notify);
  },
  get: () => sonner !== undefined,
};

export const toast = {
  success: (message: Message, data?: ExternalToast): void => void loadSonner().then((m) => m.toast.success(message, data)),
  error: (message: Message, data?: ExternalToast): void => void loadSonner().then((m) => m.toast.error(message, data)),
};

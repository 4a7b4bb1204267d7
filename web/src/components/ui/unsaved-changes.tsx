import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';

// The guard runs on every page, the landing page included: its dialog is downloaded only when it asks.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * Unsaved changes are never thrown away without asking. Every form reports whether it holds changes with
 * `useUnsavedChanges`; then leaving its page (another page of the app: `UnsavedChangesGuard`; closing or
 * reloading the tab: the browser's own prompt) and closing its `FormDialog` ask first.
 */

type Unsaved = RefObject<boolean>;

/** Every mounted form's flag: true while it holds changes that leaving would lose. */
const pageForms = new Set<Unsaved>();
const anyUnsaved = (forms: Iterable<Unsaved>) => [...forms].some((form) => form.current);

/** The forms inside one FormDialog, which asks before closing while any of them holds changes. */
export const DialogForms = createContext<Set<Unsaved> | null>(null);
export const dialogHasUnsaved = (forms: Set<Unsaved>) => anyUnsaved(forms);

/**
 * Reports a form's unsaved changes (`dirty`). Returns `allowLeaving`, for a finished save that navigates
 * away at once (the form may still look changed until it unmounts).
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const unsaved = useRef(false);
  const released = useRef(false);
  const dialog = useContext(DialogForms);

  useEffect(() => {
    unsaved.current = dirty && !released.current;
  }, [dirty]);

  useEffect(() => {
    pageForms.add(unsaved);
    dialog?.add(unsaved);
    return () => {
      pageForms.delete(unsaved);
      dialog?.delete(unsaved);
    };
  }, [dialog]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsaved.current) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useCallback(() => {
    released.current = true;
    unsaved.current = false;
  }, []);
}

/** Mounted once inside the router: moving to another page, or another tab of it (?tab=), asks while a form holds changes. */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && anyUnsaved(pageForms),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title="Leave without saving?"
        description="You have unsaved changes. If you leave now, they will be lost."
        confirmLabel="Leave without saving"
        cancelLabel="Stay on this page"
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    </Suspense>
  );
}

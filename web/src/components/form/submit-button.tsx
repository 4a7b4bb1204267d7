import type { ReactNode } from 'react';

/** The full-width primary submit button; disabled and showing `busyLabel` while the form submits. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

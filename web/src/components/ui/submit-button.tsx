import type { ReactNode } from 'react';
import { Button } from './button';

/** The full-width primary submit button; disabled and showing `busyLabel` while the form submits. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" block busy={busy} busyLabel={busyLabel}>
      {children}
    </Button>
  );
}

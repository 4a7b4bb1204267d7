import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogActions } from './dialog';

interface ConfirmDialogProps {
  title: string;
  /** The question, read out when the dialog opens. */
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  /** Shown before the confirm label (an icon). */
  confirmIcon?: ReactNode;
  cancelLabel?: string;
  /** 'danger' for deletions (the default). */
  variant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: both buttons disabled and the dialog cannot be closed. */
  busy?: boolean;
}

/** An alertdialog asking to confirm an action; Cancel has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  confirmIcon,
  cancelLabel = 'Cancel',
  variant = 'danger',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} role="alertdialog" onClose={onCancel} busy={busy} initialFocus={cancelRef} description={description}>
      <DialogActions>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} busy={busy}>
          {confirmIcon}
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { createContext, useContext, useState, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, type DialogProps } from './dialog';
import { DialogForms, dialogHasUnsaved, useUnsavedChanges } from './unsaved-changes';

const RequestClose = createContext<(() => void) | null>(null);

/** Asked when a FormDialog with unsaved changes is closed (Escape, a click outside, Close or Cancel). */
function DiscardChangesDialog({ onDiscard, onKeepEditing }: { onDiscard: () => void; onKeepEditing: () => void }) {
  return (
    <ConfirmDialog
      title="Discard unsaved changes?"
      description="You have unsaved changes in this form. If you close it now, they will be lost."
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}

/** Reports `dirty` from inside the dialog, as a form rendered inside it would. */
function Unsaved({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return null;
}

/**
 * A Dialog holding a form: closing it (Escape, a click outside, Close, `DialogCancelButton`) while it has
 * unsaved changes asks 'Discard unsaved changes?' first, and 'Keep editing' returns to the form as it was;
 * leaving the page asks too. The changes are `dirty` (for a form kept by the component that renders the
 * dialog) or reported by the forms inside it through `useUnsavedChanges`.
 */
export function FormDialog({ onClose, busy = false, dirty = false, ...dialog }: DialogProps & { dirty?: boolean }) {
  const [forms] = useState(() => new Set<RefObject<boolean>>());
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (busy) return;
    if (dialogHasUnsaved(forms)) setAsking(true);
    else onClose();
  };
  return (
    <DialogForms.Provider value={forms}>
      <RequestClose.Provider value={requestClose}>
        <Unsaved dirty={dirty} />
        <Dialog {...dialog} busy={busy} onClose={requestClose} />
        {asking && <DiscardChangesDialog onDiscard={onClose} onKeepEditing={() => setAsking(false)} />}
      </RequestClose.Provider>
    </DialogForms.Provider>
  );
}

/** The form's Cancel: closes its FormDialog the way Escape does, asking first when there are unsaved changes. */
export function DialogCancelButton({ disabled, children = 'Cancel' }: { disabled?: boolean; children?: ReactNode }) {
  const requestClose = useContext(RequestClose);
  if (!requestClose) throw new Error('DialogCancelButton belongs inside a FormDialog');
  return (
    <Button variant="secondary" onClick={requestClose} disabled={disabled}>
      {children}
    </Button>
  );
}

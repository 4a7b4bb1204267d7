import { X } from 'lucide-react';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/use-focus-trap';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  description?: ReactNode;
  /** The element focused on opening (else the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Closing is blocked while something runs (e.g. a delete). */
  busy?: boolean;
}

/**
 * A modal dialog, rendered while mounted: labelled by its title and described by its description, focus
 * moved inside, kept there and given back on close, the page behind inert; Escape, the close button and a
 * click on the backdrop close it.
 */
export function Dialog({ title, onClose, children, role = 'dialog', description, initialFocus, busy = false }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(ref, true, close, initialFocus);
  return createPortal(
    <div className="dialog__backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={ref}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={close} aria-label="Close" disabled={busy}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The dialog's row of buttons, aligned to the end. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog__actions">{children}</div>;
}

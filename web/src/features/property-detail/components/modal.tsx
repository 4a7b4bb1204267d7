import { X } from 'lucide-react';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../hooks/use-focus-trap';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  description?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Closing is blocked while something runs (e.g. a delete). */
  busy?: boolean;
}

/** An accessible modal dialog: labelled, focus kept inside and returned on close, Escape and the backdrop close it. */
export function Modal({ title, onClose, children, role = 'dialog', description, initialFocus, busy = false }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(ref, true, close, initialFocus);
  return createPortal(
    <div className="pd-modal__backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={ref}
        className="pd-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="pd-modal__header">
          <h2 id={titleId} className="pd-modal__title">
            {title}
          </h2>
          <button type="button" className="pd-icon-button" onClick={close} aria-label="Close" disabled={busy}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="pd-modal__description">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}

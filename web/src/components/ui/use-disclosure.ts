import { useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure: a button that opens a popup beside it (a top-bar menu, the alerts panel). Escape closes it and
 * returns focus to the button; a pointer press, or focus moving, outside `root` closes it. Give the popup the `popup`
 * class (styles.css): the page's surface and colours, whatever it opens from.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const popupId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return {
    open,
    close: () => setOpen(false),
    root,
    /** Spread on the button that opens the popup. */
    buttonProps: { ref: button, 'aria-expanded': open, 'aria-controls': popupId, onClick: () => setOpen((value) => !value) },
    popupId,
  };
}

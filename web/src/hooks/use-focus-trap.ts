import { useEffect, useRef, type RefObject } from 'react';

/** The active traps, innermost last: only the innermost one (e.g. a confirmation over a dialog) answers Escape. */
const openTraps: HTMLElement[] = [];

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: focus moves into `container` (its `initial` element, else the first focusable one), Tab
 * and Shift+Tab cycle inside it, the rest of the page is inert, and Escape calls `onEscape`. On
 * deactivation focus returns to the element that had it before.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void, initial?: RefObject<HTMLElement | null>): void {
  // Escape calls the latest onEscape: the one of the first render may no longer know the dialog's state.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    openTraps.push(root);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const items = () => [...root.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    (initial?.current ?? items()[0] ?? root).focus();

    // Everything outside the dialog is inert (it is rendered in a portal on <body>).
    const siblings = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(root) && !el.hasAttribute('inert'),
    );
    for (const el of siblings) el.setAttribute('inert', '');

    const onKeyDown = (event: KeyboardEvent) => {
      if (openTraps.at(-1) !== root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = items();
      if (list.length === 0) {
        event.preventDefault();
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openTraps.splice(openTraps.indexOf(root), 1);
      for (const el of siblings) el.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, [active, container, initial]);
}

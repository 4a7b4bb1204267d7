import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavLinkDef } from './nav-links';

/**
 * A desktop top-bar entry that opens to list links: 'Admin Tools', 'Resources'. A disclosure button
 * (Escape, a click or focus outside closes it); `align` is the edge of the button the list hangs from.
 */
export function NavMenu({ label, links, align = 'right' }: { label: string; links: readonly NavLinkDef[]; align?: 'left' | 'right' }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = links.some((link) => pathname.startsWith(link.to));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div className="nav-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className={`top-nav__link nav-menu__button${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" className="nav-menu__chevron" />
      </button>
      <ul className={`nav-menu__list nav-menu__list--${align}`} id={menuId} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="nav-menu__link" onClick={() => setOpen(false)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { useDisclosure } from '../../components/ui/use-disclosure';
import type { NavLinkDef } from './nav-links';

/**
 * A desktop top-bar entry that opens to list links: 'Admin Tools', 'Resources'. A disclosure button
 * (Escape, a click or focus outside closes it); `align` is the edge of the button the list hangs from.
 */
export function NavMenu({ label, links, align = 'right' }: { label: string; links: readonly NavLinkDef[]; align?: 'left' | 'right' }) {
  const { open, close, root, buttonProps, popupId } = useDisclosure();
  const { pathname } = useLocation();
  const active = links.some((link) => pathname.startsWith(link.to));

  return (
    <div className="nav-menu" ref={root}>
      <button type="button" className={`top-nav__link nav-menu__button${active ? ' is-active' : ''}`} {...buttonProps}>
        {label}
        <ChevronDown size={16} aria-hidden="true" className="nav-menu__chevron" />
      </button>
      <ul className={`popup nav-menu__list nav-menu__list--${align}`} id={popupId} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="nav-menu__link" onClick={close}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

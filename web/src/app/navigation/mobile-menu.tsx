import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Avatar } from '../../components/avatar';
import type { Profile } from '@shared/domain/profile';
import { accountLinks, adminLinks, isNavGroup, mainEntries, type NavEntry } from './nav-links';
import { useSignOut } from './use-sign-out';

/**
 * The mobile menu (below 768 px): a button opening a slide-up drawer with the same links, 'Admin Tools'
 * for admins, and Sign Out. A modal <dialog>: focus moves into it and stays there, Escape or the close
 * button or a tap on the backdrop closes it, and focus returns to the menu button.
 */
export function MobileMenu({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { signOut, signingOut } = useSignOut();
  const isAdmin = profile.role === 'admin';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      document.documentElement.classList.add('has-drawer');
    }
    if (!open && element.open) element.close();
  }, [open]);

  // However it closes (Escape, a link, the button), put focus back on the menu button.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClose = () => {
      setOpen(false);
      document.documentElement.classList.remove('has-drawer');
      trigger.current?.focus();
    };
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, []);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="mobile-menu__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Menu size={22} aria-hidden="true" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog
        ref={dialog}
        id="mobile-menu"
        className="drawer"
        aria-labelledby="mobile-menu-title"
        onClick={(event) => {
          // A click on the dialog element itself is a click on the backdrop around the sheet.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="drawer__sheet">
          <div className="drawer__handle" aria-hidden="true" />
          <div className="drawer__header">
            <div className="drawer__user">
              <Avatar fullName={profile.fullName} size={40} />
              <div className="drawer__user-text">
                <h2 id="mobile-menu-title" className="drawer__title">
                  Menu
                </h2>
                <p className="drawer__name">{profile.fullName ?? profile.email}</p>
              </div>
            </div>
            <button type="button" className="drawer__close" onClick={close}>
              <X size={22} aria-hidden="true" />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <nav aria-label="Main">
            <DrawerLinks links={mainEntries} onNavigate={close} />
          </nav>
          <nav aria-labelledby="mobile-account">
            <h3 className="drawer__section" id="mobile-account">
              Account
            </h3>
            <DrawerLinks links={accountLinks} onNavigate={close} />
          </nav>
          {isAdmin && (
            <nav aria-labelledby="mobile-admin-tools">
              <h3 className="drawer__section" id="mobile-admin-tools">
                Admin Tools
              </h3>
              <DrawerLinks links={adminLinks} onNavigate={close} />
            </nav>
          )}
          <button type="button" className="button button--secondary button--block drawer__sign-out" onClick={signOut} disabled={signingOut}>
            <LogOut size={18} aria-hidden="true" />
            Sign Out
          </button>
        </div>
      </dialog>
    </>
  );
}

/** One of the drawer's link lists, a group as its titled list; following a link closes the drawer. */
function DrawerLinks({ links, onNavigate }: { links: readonly NavEntry[]; onNavigate: () => void }) {
  return (
    <ul className="drawer__links">
      {links.map((entry) =>
        isNavGroup(entry) ? (
          <DrawerGroup key={entry.group} title={entry.group}>
            <DrawerLinks links={entry.links} onNavigate={onNavigate} />
          </DrawerGroup>
        ) : (
          <li key={entry.to}>
            <NavLink to={entry.to} className="drawer__link" onClick={onNavigate}>
              {entry.label}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

/** A group of the main links in the drawer: its title, then its links as a list named by it. */
function DrawerGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <li>
      <div className="drawer__group" role="group" aria-labelledby={id}>
        <span className="drawer__group-title" id={id}>
          {title}
        </span>
        {children}
      </div>
    </li>
  );
}

import { IconButton, useAuth } from '@newsroom/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AccountLinks } from '../header/AccountLinks.tsx';
import { MenuIcon } from './MenuIcon.tsx';
import { ARTS_CULTURE_LABEL, ARTS_CULTURE_LINKS, PRIMARY_LINKS } from './navLinks.ts';
import { MenuList, Panel, SubHeading, SubList } from './MobileMenu.styles.ts';

/**
 * The mobile menu: the desktop links without Live Events, plus Manage Blog and Sign Out when
 * signed in, or Sign In when signed out (and Admin Dashboard for admins). Closes on navigation
 * and on Escape, which returns focus to the toggle.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  // Open "at" a path: any navigation closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const status = useAuth((state) => state.status);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <>
      <IconButton
        ref={toggle}
        type="button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon open={open} />
      </IconButton>
      {open && (
        <Panel id={panelId} aria-label="Mobile" onKeyDown={onKeyDown}>
          <MenuList>
            {PRIMARY_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </MenuList>
          <SubHeading>{ARTS_CULTURE_LABEL}</SubHeading>
          <SubList>
            {ARTS_CULTURE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </SubList>
          <MenuList>
            {status === 'signedIn' && (
              <li>
                <Link to="/blog-management">Manage Blog</Link>
              </li>
            )}
            <AccountLinks />
          </MenuList>
        </Panel>
      )}
    </>
  );
}

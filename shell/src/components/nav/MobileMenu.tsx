import { IconButton, useAuth } from '@newsroom/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ToggleEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AccountLinks } from '../header/AccountLinks.tsx';
import { ACCOUNT_MENU_LINKS } from '../header/AccountMenu.tsx';
import { MenuIcon } from './MenuIcon.tsx';
import { ARTS_CULTURE_LABEL, ARTS_CULTURE_LINKS, PRIMARY_LINKS } from './navLinks.ts';
import { registeredNavLinks } from './registeredNav.ts';
import { MenuList, Panel, SubHeading, SubList } from './MobileMenu.styles.ts';
import { supportsPopover } from './supportsPopover.ts';

/**
 * The mobile menu: the desktop links without Live Events, plus the account menu's links (Account,
 * Security and two-factor, Newsletter), Manage Blog and Sign Out when signed in, or Sign In when signed out (and Admin Dashboard for admins). Closes on navigation
 * and on Escape, which returns focus to the toggle.
 *
 * The panel is a popover the button opens by itself (popovertarget): the browser opens it even
 * before the page's JavaScript has run, so a reader's first tap is never lost (decision 146).
 * React follows the browser's toggle events; where the Popover API is missing, it toggles itself.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const status = useAuth((state) => state.status);

  const shownAt = useRef(pathname);
  // Once hydrated: a tap before then may have opened it already (the browser did). Any later
  // navigation closes it.
  useEffect(() => {
    const element = panel.current;
    const nativelyOpen = Boolean(element && supportsPopover() && element.matches(':popover-open'));
    if (shownAt.current === pathname) {
      setOpen(nativelyOpen);
      return;
    }
    shownAt.current = pathname;
    if (nativelyOpen) element?.hidePopover();
    setOpen(false);
  }, [pathname]);

  function onKeyDown(event: KeyboardEvent) {
    // The browser closes a popover on Escape and gives focus back to its button itself.
    if (event.key !== 'Escape' || supportsPopover()) return;
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
        popoverTarget={panelId}
        onClick={() => (supportsPopover() ? undefined : setOpen(!open))}
      >
        <MenuIcon open={open} />
      </IconButton>
      <Panel
        ref={panel}
        id={panelId}
        popover="auto"
        aria-label="Mobile"
        data-open={open || undefined}
        onToggle={(event: ToggleEvent) => setOpen(event.newState === 'open')}
        onKeyDown={onKeyDown}
      >
        <MenuList>
          {[...PRIMARY_LINKS, ...registeredNavLinks('main', 'dropdown', 'mobile')].map(({ to, label }) => (
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
        {status === 'signedIn' && (
          <>
            <SubHeading>Your account</SubHeading>
            <SubList aria-label="Your account">
              {ACCOUNT_MENU_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </SubList>
          </>
        )}
        <MenuList>
          {status === 'signedIn' && (
            <li>
              <Link to="/blog-management">Manage Blog</Link>
            </li>
          )}
          <AccountLinks />
        </MenuList>
      </Panel>
    </>
  );
}

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSignOut } from '../../features/auth/useSignOut.ts';
import { Links, MenuItem, Toggle } from './AccountMenu.styles.ts';

/** Where a signed-in reader's own pages are. Newsletter choices start at /subscribe (no account needed). */
export const ACCOUNT_MENU_LINKS = [
  { to: '/account', label: 'Account' },
  { to: '/account/security', label: 'Security and two-factor' },
  { to: '/subscribe', label: 'Newsletter' },
] as const;

export interface AccountMenuProps {
  email: string;
}

/**
 * The "Welcome, …" greeting as a disclosure button: it shows and hides the account's links and
 * Sign out. Escape closes it and returns focus to the button; so do a click elsewhere, focus
 * leaving it and a navigation.
 */
export function AccountMenu({ email }: AccountMenuProps) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const listId = useId();
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  function onBlur(event: FocusEvent) {
    if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <MenuItem ref={item} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Welcome, {email}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Toggle>
      <Links id={listId} hidden={!open} aria-label="Your account">
        {ACCOUNT_MENU_LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </li>
      </Links>
    </MenuItem>
  );
}

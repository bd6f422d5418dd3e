import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ARTS_CULTURE_LABEL, ARTS_CULTURE_LINKS } from './navLinks.ts';
import { Content, Item, Trigger } from './DesktopNav.styles.ts';

export const ARTS_CULTURE_MENU = 'arts-culture';

export interface ArtsCultureMenuProps {
  open: boolean;
  onOpen: () => void;
}

/**
 * The Arts & Culture dropdown. Radix gives hover delays, Enter/Space toggling, Escape closing
 * with focus back on the trigger, and arrow keys inside; ArrowDown on the closed trigger also
 * opens it and moves into the list, as menu buttons do.
 */
export function ArtsCultureMenu({ open, onOpen }: ArtsCultureMenuProps) {
  const firstLink = useRef<HTMLAnchorElement>(null);
  const focusFirstWhenOpen = useRef(false);

  useEffect(() => {
    if (!open || !focusFirstWhenOpen.current) return;
    focusFirstWhenOpen.current = false;
    // After Radix has mounted the content and restored its links' tab order.
    const timer = setTimeout(() => firstLink.current?.focus());
    return () => clearTimeout(timer);
  }, [open]);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' || open) return;
    event.preventDefault();
    focusFirstWhenOpen.current = true;
    onOpen();
  }

  return (
    <Item value={ARTS_CULTURE_MENU}>
      <Trigger onKeyDown={onTriggerKeyDown}>
        {ARTS_CULTURE_LABEL}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Trigger>
      <Content>
        <ul>
          {ARTS_CULTURE_LINKS.map(({ to, label }, index) => (
            <li key={to}>
              <NavigationMenu.Link asChild>
                <Link to={to} ref={index === 0 ? firstLink : undefined}>
                  {label}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </Content>
    </Item>
  );
}

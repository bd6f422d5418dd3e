import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link, useLocation } from 'react-router-dom';
import type { NavLinkItem } from './navLinks.ts';
import { TopLink } from './DesktopNav.styles.ts';

/** A router link that Radix treats as a menu link (closes the menu when chosen). */
export function NavItemLink({ to, label }: NavLinkItem) {
  const { pathname } = useLocation();
  const current = pathname === to;
  return (
    <NavigationMenu.Link asChild active={current}>
      <TopLink as={Link} to={to} aria-current={current ? 'page' : undefined}>
        {label}
      </TopLink>
    </NavigationMenu.Link>
  );
}

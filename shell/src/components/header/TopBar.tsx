import { useAuth } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { AccountLinks } from './AccountLinks.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { EditionNav } from './EditionNav.tsx';
import { TodayDate } from './TodayDate.tsx';
import { LinkList, Strip } from './TopBar.styles.ts';

/**
 * Today's date; the edition switcher; About, Contact, Manage Blog (everyone), Subscribe, Alerts; the
 * welcome greeting (opening the account menu) and Sign Out when signed in, Sign In when signed out; Admin Dashboard for admins.
 */
export function TopBar() {
  const email = useAuth((state) => state.user?.email ?? null);
  const status = useAuth((state) => state.status);

  return (
    <Strip>
      <TodayDate />
      <EditionNav />
      <nav aria-label="Site">
        <LinkList>
          {status === 'signedIn' && email && <AccountMenu email={email} />}
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
          <li>
            <Link to="/blog-management">Manage Blog</Link>
          </li>
          <li>
            <Link to="/subscribe">Subscribe</Link>
          </li>
          <li>
            <Link to="/alerts">Alerts</Link>
          </li>
          <AccountLinks />
        </LinkList>
      </nav>
    </Strip>
  );
}

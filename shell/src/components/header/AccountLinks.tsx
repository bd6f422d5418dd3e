import { useAuth } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../features/auth/useSignOut.ts';
import { Reserved } from './AccountLinks.styles.ts';

/**
 * The account items of a link list, shared by the top bar and the mobile menu: Admin
 * Dashboard for admins, Sign Out when signed in, Sign In when signed out (an invisible placeholder of the
 * same size while the session is read: a server-rendered page does not know it).
 */
export function AccountLinks() {
  const status = useAuth((state) => state.status);
  const isAdmin = useAuth((state) => state.isAdmin);
  const signOut = useSignOut();
  return (
    <>
      {isAdmin && (
        <li>
          <Link to="/admin">Admin Dashboard</Link>
        </li>
      )}
      {status === 'signedIn' && (
        <li>
          <button type="button" onClick={() => void signOut()}>
            Sign Out
          </button>
        </li>
      )}
      {status === 'loading' && <Reserved aria-hidden="true">Sign In</Reserved>}
      {status === 'signedOut' && (
        <li>
          <Link to="/auth">Sign In</Link>
        </li>
      )}
    </>
  );
}

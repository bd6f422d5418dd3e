import { useAuth } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { Box } from './HomeEmpty.styles.ts';

/** Empty home; signed-in users are offered the console to add the first story. */
export function HomeEmpty() {
  const signedIn = useAuth((state) => state.session !== null);
  return (
    <Box aria-label="No stories">
      <p>No stories available at the moment.</p>
      {signedIn && <Link to="/blog-management">Add New Story</Link>}
    </Box>
  );
}

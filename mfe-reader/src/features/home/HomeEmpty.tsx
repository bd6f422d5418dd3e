import { useAuth } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** SPEC §2: empty home; signed-in users are offered the console to add the first story. */
export function HomeEmpty() {
  const signedIn = useAuth((state) => state.session !== null);
  return (
    <Box aria-label="No stories">
      <p>No stories available at the moment.</p>
      {signedIn && <Link to="/blog-management">Add New Story</Link>}
    </Box>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.section`
  min-height: 50vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** The 404 page (same look as the shell's) for unknown stories and empty categories. */
export function ReaderNotFound() {
  return (
    <Page aria-labelledby="reader-not-found-title">
      <h1 id="reader-not-found-title">404</h1>
      <p>Oops! Page not found</p>
      <Link to="/">Return to Home</Link>
    </Page>
  );
}

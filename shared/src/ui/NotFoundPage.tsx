import { useId } from 'react';
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

/** SPEC §2: the 404 page — any unknown path (shell), an unknown story or an empty category (reader). */
export function NotFoundPage() {
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <h1 id={titleId}>404</h1>
      <p>Oops! Page not found</p>
      <Link to="/">Return to Home</Link>
    </Page>
  );
}

import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Page } from './NotFoundPage.styles.ts';

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

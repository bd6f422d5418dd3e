import { Link } from 'react-router-dom';
import { siteName } from '../config/siteName.ts';
import { useDocumentHead } from '../seo/useDocumentHead.ts';
import { MessageScreen } from './MessageScreen.tsx';

/** The 404 page's title, as the server writes it for every 404 answer. */
export const notFoundTitle = () => `Page not found | ${siteName()}`;

/** The 404 page: any unknown path (shell), an unknown story or an empty category (reader). */
export function NotFoundPage() {
  useDocumentHead({ title: notFoundTitle() });
  return (
    <MessageScreen title="404" message="Oops! Page not found" tone="large">
      <Link to="/">Return to Home</Link>
    </MessageScreen>
  );
}

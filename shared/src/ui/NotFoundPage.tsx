import { Link } from 'react-router-dom';
import { MessageScreen } from './MessageScreen.tsx';

/** The 404 page: any unknown path (shell), an unknown story or an empty category (reader). */
export function NotFoundPage() {
  return (
    <MessageScreen title="404" message="Oops! Page not found" tone="large">
      <Link to="/">Return to Home</Link>
    </MessageScreen>
  );
}

import { MessageScreen, siteName, useDocumentHead } from '@newsroom/shared';
import { Link } from 'react-router-dom';

/** What every invalid preview link shows: unknown, expired and revoked alike (decision 176). */
export const PREVIEW_UNAVAILABLE = 'This preview link has expired or been revoked.';

export function PreviewUnavailable() {
  useDocumentHead({ title: `Preview unavailable | ${siteName()}` });
  return (
    <MessageScreen
      title="Preview unavailable"
      message={`${PREVIEW_UNAVAILABLE} Ask the newsroom for a new link.`}
      minHeight="40vh"
    >
      <Link to="/">Return to Home</Link>
    </MessageScreen>
  );
}

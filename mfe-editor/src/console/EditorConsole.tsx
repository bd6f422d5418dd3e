import { LoadFailure, useAuth, useEditorRights } from '@newsroom/shared';
import { ConsoleBody } from './ConsoleBody.tsx';
import { Page, Status } from './EditorConsole.styles.ts';
import { NoEditingRights } from './NoEditingRights.tsx';

/** /blog-management: who may do what first (user_roles), then the console itself. */
export function EditorConsole() {
  const rights = useEditorRights();
  const email = useAuth((state) => state.user?.email ?? null);
  return (
    <Page>
      <h1>Blog Management</h1>
      {rights.status === 'checking' && <Status role="status">Checking your editing rights…</Status>}
      {rights.status === 'known' && rights.error && (
        <LoadFailure message={rights.error.message} onRetry={rights.retry} />
      )}
      {rights.status === 'known' && !rights.error && !rights.canEdit && <NoEditingRights email={email} />}
      {rights.status === 'known' && !rights.error && rights.canEdit && <ConsoleBody isAdmin={rights.isAdmin} />}
    </Page>
  );
}

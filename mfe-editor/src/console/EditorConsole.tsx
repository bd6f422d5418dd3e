import { LoadFailure, useAuth, useEditorRights } from '@newsroom/shared';
import { ConsoleBody } from './ConsoleBody.tsx';
import { CONTRIBUTOR_TABS } from './consoleTabs.ts';
import { Page, Status } from './EditorConsole.styles.ts';
import { NoEditingRights } from './NoEditingRights.tsx';

/** /blog-management: who may do what first (user_roles), then the console itself. */
export function EditorConsole() {
  const rights = useEditorRights();
  const email = useAuth((state) => state.user?.email ?? null);
  const known = rights.status === 'known' && !rights.error;
  // A contributor files their own and assigned stories; the database refuses them the rest.
  const contributes = known && !rights.canEdit && rights.roles.includes('contributor');
  return (
    <Page>
      <h1>Blog Management</h1>
      {rights.status === 'checking' && <Status role="status">Checking your editing rights…</Status>}
      {rights.status === 'known' && rights.error && (
        <LoadFailure message={rights.error.message} onRetry={rights.retry} />
      )}
      {known && !rights.canEdit && !contributes && <NoEditingRights email={email} />}
      {known && rights.canEdit && <ConsoleBody isAdmin={rights.isAdmin} />}
      {contributes && <ConsoleBody isAdmin={false} tabs={CONTRIBUTOR_TABS} />}
    </Page>
  );
}

import { LoadFailure, useAuth, useEditorRights } from '@newsroom/shared';
import { ConsoleBody } from './ConsoleBody.tsx';
import { CONTRIBUTOR_TABS } from './consoleTabs.ts';
import { useContributorRole } from './useContributorRole.ts';
import { Page, Status } from './EditorConsole.styles.ts';
import { NoEditingRights } from './NoEditingRights.tsx';

/** /blog-management: who may do what first (user_roles), then the console itself. */
export function EditorConsole() {
  const rights = useEditorRights();
  const email = useAuth((state) => state.user?.email ?? null);
  const known = rights.status === 'known' && !rights.error;
  // A contributor files their own and assigned stories; the database refuses them the rest.
  const contributor = useContributorRole(known && !rights.canEdit);
  const checking = rights.status === 'checking' || (known && !rights.canEdit && contributor.isLoading);
  const failure = rights.status === 'known' ? (rights.error ?? contributor.error) : null;
  const retry = rights.error ? rights.retry : () => void contributor.refetch();
  const settled = known && !checking && !contributor.error;
  return (
    <Page>
      <h1>Blog Management</h1>
      {checking && <Status role="status">Checking your editing rights…</Status>}
      {failure && <LoadFailure message={failure.message} onRetry={retry} />}
      {settled && !rights.canEdit && !contributor.data && <NoEditingRights email={email} />}
      {settled && rights.canEdit && <ConsoleBody isAdmin={rights.isAdmin} />}
      {settled && !rights.canEdit && contributor.data && <ConsoleBody isAdmin={false} tabs={CONTRIBUTOR_TABS} />}
    </Page>
  );
}

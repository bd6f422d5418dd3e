import { useEditorRights } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { AccessDenied } from './AccessDenied.tsx';
import { GuardPending } from './GuardPending.tsx';
import { RequireAuth } from './RequireAuth.tsx';

function EditorsOnly({ children }: { children: ReactNode }) {
  const { status, canEdit } = useEditorRights();
  if (status === 'checking') return <GuardPending />;
  if (!canEdit) return <AccessDenied />;
  return children;
}

/**
 * Editors and admins only (a registered route of access `editor`, decision 207). Signed-out
 * visitors go to /auth; readers go home with the access-denied toast. Waits for the role lookup,
 * so the page never flashes for a reader.
 */
export function RequireEditor({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <EditorsOnly>{children}</EditorsOnly>
    </RequireAuth>
  );
}

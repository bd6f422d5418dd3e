import { NotFoundPage, peekRuntimeConfig, ServerAreasContext, type RegisteredAccess } from '@newsroom/shared';
import { useContext, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { prepareTeamContainer } from '../federation/teamContainer.ts';
import { TeamMount } from '../federation/TeamMount.ts';
import { LazyRequireTwoFactor } from '../features/guards/LazyRequireTwoFactor.tsx';
import { RequireAdmin } from '../features/guards/RequireAdmin.tsx';
import { RequireAuth } from '../features/guards/RequireAuth.tsx';
import { RequireEditor } from '../features/guards/RequireEditor.tsx';
import { matchRegisteredRoute } from './registeredRoutes.ts';

/** The guard a registered route names: the consoles' guards, two-factor for staff pages. */
function guarded(access: RegisteredAccess, page: ReactNode): ReactNode {
  if (access === 'signed-in') return <RequireAuth>{page}</RequireAuth>;
  if (access === 'editor') {
    return (
      <RequireEditor>
        <LazyRequireTwoFactor>{page}</LazyRequireTwoFactor>
      </RequireEditor>
    );
  }
  if (access === 'admin') {
    return (
      <RequireAdmin>
        <LazyRequireTwoFactor>{page}</LazyRequireTwoFactor>
      </RequireAdmin>
    );
  }
  return page;
}

/**
 * The registered route of the path (else the 404 page): a team's remote page (decisions 207, 214:
 * server-rendered when the server may run its container),
 * mounted like the four's (RemoteMount: its own Suspense and error boundary, so a remote that is
 * down, slow, refused by hash or throwing costs only this area) behind its route's guard. The route
 * is matched again in `<Routes>` so the page's useParams sees its own parameters.
 */
export function RegisteredRemotePage() {
  const { pathname } = useLocation();
  // On the server the container is the team's server build, registered by ServerRemotes (decision 214).
  const onServer = useContext(ServerAreasContext) !== null;
  const match = matchRegisteredRoute(pathname, peekRuntimeConfig()?.registry);
  if (!match) return <NotFoundPage />;
  const { remote, route } = match;
  if (!onServer) prepareTeamContainer(remote);
  const page = <TeamMount key={`${remote.container}${route.path}`} remote={remote.container} module={route.module} />;
  return (
    <Routes>
      <Route path={route.path} element={guarded(route.access, page)} />
    </Routes>
  );
}

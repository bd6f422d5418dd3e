import { registerRemotes } from '@module-federation/enhanced/runtime';
import { noteTeamRelease, NotFoundPage, peekRuntimeConfig, RemoteMount, type RegisteredAccess } from '@newsroom/shared';
import type { ComponentType, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LazyRequireTwoFactor } from '../features/guards/LazyRequireTwoFactor.tsx';
import { RequireAdmin } from '../features/guards/RequireAdmin.tsx';
import { RequireAuth } from '../features/guards/RequireAuth.tsx';
import { RequireEditor } from '../features/guards/RequireEditor.tsx';
import { matchRegisteredRoute } from './registeredRoutes.ts';
import { chosenRelease } from './releaseChoice.ts';

/** RemoteMount for a team's container: its contract is the team's, not in the portal's types. */
const TeamMount = RemoteMount as ComponentType<{ remote: string; module: string }>;

/** The manifest each team container was registered with on this page. */
const registered = new Map<string, string>();

/**
 * Tells the federation runtime where a team's container is (its registered version, or its canary
 * for this device's bucket), once per manifest (a registry change arrives with the next page
 * load's config). Its entry script is still held to that version's hash by the integrity plugin.
 */
function registerContainer(container: string, manifestUrl: string): void {
  const known = registered.get(container);
  if (known === manifestUrl) return;
  registerRemotes([{ name: container, entry: manifestUrl }], { force: known !== undefined });
  registered.set(container, manifestUrl);
}

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
 * The registered route of the path (else the 404 page): a team's remote page (decision 207),
 * mounted like the four's (RemoteMount: its own Suspense and error boundary, so a remote that is
 * down, slow, refused by hash or throwing costs only this area) behind its route's guard. The route
 * is matched again in `<Routes>` so the page's useParams sees its own parameters.
 */
export function RegisteredRemotePage() {
  const { pathname } = useLocation();
  const match = matchRegisteredRoute(pathname, peekRuntimeConfig()?.registry);
  if (!match) return <NotFoundPage />;
  const { remote, route } = match;
  // Idempotent, so safe in render: the area below loads the container on its first render.
  const release = chosenRelease(remote);
  registerContainer(remote.container, release.manifestUrl);
  noteTeamRelease(remote.container, { name: remote.name, version: release.version });
  const page = <TeamMount key={`${remote.container}${route.path}`} remote={remote.container} module={route.module} />;
  return (
    <Routes>
      <Route path={route.path} element={guarded(route.access, page)} />
    </Routes>
  );
}

import { NotFoundPage, peekRuntimeConfig, RemoteLoading } from '@newsroom/shared';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRegisteredRoute } from './registeredRoutes.ts';

// The mounting code of a team's page loads only when one is opened: not on a reader's first page.
const RegisteredRemotePage = lazy(async () => ({
  default: (await import('./RegisteredRemotePage.tsx')).RegisteredRemotePage,
}));

/**
 * Every path the shell's own routes do not match: a registered remote's page (decision 207), read
 * from the runtime config this page loaded with (a registry change shows on the next page load),
 * else the 404 page.
 */
export function CatchAllPage() {
  const { pathname } = useLocation();
  const match = matchRegisteredRoute(pathname, peekRuntimeConfig()?.registry);
  if (!match) return <NotFoundPage />;
  return (
    <Suspense fallback={<RemoteLoading />}>
      <RegisteredRemotePage match={match} />
    </Suspense>
  );
}

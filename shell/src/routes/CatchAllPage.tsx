import { NotFoundPage, peekRuntimeConfig, RemoteLoading } from '@newsroom/shared';
import { lazy, Suspense } from 'react';

// Matching and mounting a team's page load only when the registry has one: not on a reader's page.
const RegisteredRemotePage = lazy(async () => ({
  default: (await import('./RegisteredRemotePage.tsx')).RegisteredRemotePage,
}));

/**
 * Every path the shell's own routes do not match: a registered remote's page (decision 207), read
 * from the runtime config this page loaded with (a registry change shows on the next page load),
 * else the 404 page. Only teams' entries carry routes, so without one this is the 404 page at once.
 */
export function CatchAllPage() {
  if (!peekRuntimeConfig()?.registry?.some((remote) => remote.routes?.length)) return <NotFoundPage />;
  return (
    <Suspense fallback={<RemoteLoading />}>
      <RegisteredRemotePage />
    </Suspense>
  );
}

import { RemoteMount, type RemoteKey } from '@newsroom/shared';
import type { ComponentType } from 'react';
import type { RemoteRoute } from './routeTable.ts';

/**
 * RemoteMount for a route of the table: each entry was checked against its remote's contract when
 * REMOTE_ROUTES was typed; a union of them cannot be inferred back into one remote and module.
 */
const RouteMount = RemoteMount as ComponentType<{ remote: RemoteKey; module: string; props?: object }>;

export interface RemotePageProps {
  route: RemoteRoute;
}

/** One route's remote page, in its own error boundary and Suspense (RemoteMount). */
export function RemotePage({ route }: RemotePageProps) {
  // key: a new route is a new mount, so a failure on one page does not stick to the next one.
  return <RouteMount key={route.path} remote={route.remote} module={route.module} props={route.props} />;
}

import { ReaderEditionPage } from './ReaderEditionPage.tsx';
import { RouteMount } from './routeMount.ts';
import type { RemoteRoute } from './routeTable.ts';

export interface RemotePageProps {
  route: RemoteRoute;
}

/** One route's remote page, in its own error boundary and Suspense (RemoteMount). */
export function RemotePage({ route }: RemotePageProps) {
  if (route.readerEdition) return <ReaderEditionPage route={route} />;
  // key: a new route is a new mount, so a failure on one page does not stick to the next one.
  return <RouteMount key={route.path} remote={route.remote} module={route.module} props={route.props} />;
}

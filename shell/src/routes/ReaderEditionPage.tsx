import { RemoteLoading } from '@newsroom/shared';
import { useReaderEdition } from '../features/edition/readerEdition.ts';
import { RouteMount } from './routeMount.ts';
import type { RemoteRoute } from './routeTable.ts';

export interface ReaderEditionPageProps {
  route: RemoteRoute;
}

/** `/`: the route's page with the reader's edition (the same front as /{edition}). */
export function ReaderEditionPage({ route }: ReaderEditionPageProps) {
  const edition = useReaderEdition();
  // Only a reader with no signal of their own waits, for the site's default: never a wrong front first.
  if (!edition) return <RemoteLoading />;
  return (
    <RouteMount key={route.path} remote={route.remote} module={route.module} props={{ ...route.props, edition }} />
  );
}

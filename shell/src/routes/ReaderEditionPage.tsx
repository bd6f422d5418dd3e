import { useReaderEdition } from '../features/edition/readerEdition.ts';
import { RouteMount } from './routeMount.ts';
import type { RemoteRoute } from './routeTable.ts';

export interface ReaderEditionPageProps {
  route: RemoteRoute;
}

/** `/`: the route's page with the reader's edition (the same front as /{edition}). */
export function ReaderEditionPage({ route }: ReaderEditionPageProps) {
  const edition = useReaderEdition();
  return (
    <RouteMount key={route.path} remote={route.remote} module={route.module} props={{ ...route.props, edition }} />
  );
}

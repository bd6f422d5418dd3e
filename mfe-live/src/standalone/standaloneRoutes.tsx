import type { StandaloneRoute } from '@newsroom/shared/standalone';
import { LiveEventPage } from '../pages/LiveEventPage.tsx';
import { LiveEventsPage } from '../pages/LiveEventsPage.tsx';
import { SportsLivePage } from '../pages/SportsLivePage.tsx';
import { LiveEventsPanel } from '../panels/LiveEventsPanel.tsx';
import { LiveUpdatesPanel } from '../panels/LiveUpdatesPanel.tsx';

/** The standalone page's routes: the same paths as in the shell, plus the panels on their own. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: '/', label: 'Live Events', element: <LiveEventsPage /> },
  { path: '/live-events', element: <LiveEventsPage /> },
  { path: '/live-events/:id', element: <LiveEventPage /> },
  { path: '/sports-live', label: 'Sports Live', element: <SportsLivePage /> },
  {
    path: '/panels',
    label: 'Home panels',
    element: (
      <>
        <LiveUpdatesPanel />
        <LiveEventsPanel />
      </>
    ),
  },
];

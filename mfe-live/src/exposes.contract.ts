// Type-level contract check, never bundled: tsc fails when a module the live contract lists is
// missing here or its component no longer takes the props the contract's consumers pass.
import type { RemoteImplementation } from '@newsroom/shared';
import { LiveEventsPage } from './pages/LiveEventsPage.tsx';
import { SportsLivePage } from './pages/SportsLivePage.tsx';
import { LiveEventPage } from './pages/LiveEventPage.tsx';
import { LiveUpdatesPanel } from './panels/LiveUpdatesPanel.tsx';
import { LiveEventsPanel } from './panels/LiveEventsPanel.tsx';

export const liveImplementation: RemoteImplementation<'live'> = {
  LiveEventsPage,
  SportsLivePage,
  LiveEventPage,
  LiveUpdatesPanel,
  LiveEventsPanel,
};

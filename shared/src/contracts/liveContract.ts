import type { NoProps, RemoteContract } from './remoteContract.ts';

/** 'sidebar' on large screens, 'mobile' for the strip at the top on small ones. */
export type LiveUpdatesVariant = 'sidebar' | 'mobile';

export interface LiveUpdatesPanelProps {
  variant?: LiveUpdatesVariant;
}

/** Props of every module mfe-live exposes, keyed by module name. */
export interface LiveModuleProps {
  LiveEventsPage: NoProps;
  SportsLivePage: NoProps;
  LiveEventPage: NoProps;
  LiveUpdatesPanel: LiveUpdatesPanelProps;
  LiveEventsPanel: NoProps;
}

/** mfe-live: the live hubs, one event's page, and the home page's two live panels. */
export const LIVE_CONTRACT = {
  remote: 'live',
  container: 'mfe_live',
  serverContainer: true,
  exposes: {
    LiveEventsPage: { kind: 'page', consumers: [{ app: 'shell', use: 'route /live-events' }] },
    SportsLivePage: { kind: 'page', consumers: [{ app: 'shell', use: 'route /sports-live' }] },
    LiveEventPage: { kind: 'page', consumers: [{ app: 'shell', use: 'route /live-events/:id' }] },
    LiveUpdatesPanel: {
      kind: 'widget',
      consumers: [{ app: 'reader', use: 'home page live updates (sidebar, mobile)' }],
    },
    LiveEventsPanel: { kind: 'widget', consumers: [{ app: 'reader', use: 'home page live events' }] },
  },
} as const satisfies RemoteContract<keyof LiveModuleProps>;

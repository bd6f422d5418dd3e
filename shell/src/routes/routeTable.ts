import type { ExposedModule, PropsOf, RemoteKey } from '@newsroom/shared';
// Not the package's index: e2e specs and the server's page cache read this table without React.
import { EDITIONS, editionPath } from '@newsroom/shared/edition-resolver';

/** Who may open a route. Guards (shell/src/features/guards) enforce it; remote pages do not. */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

/** The chrome around a route: the public page's, or the consoles' work layout without advertising. */
export type PageLayout = 'public' | 'work';

/** A route to one exposed module of one remote, its props as that module's contract types them. */
type RouteTo<R extends RemoteKey> = {
  [M in ExposedModule<R>]: {
    path: string;
    remote: R;
    /** Exposed module name in the remote, without './'. */
    module: M;
    access: RouteAccess;
    /** 'work' for staff consoles and previews (no header ad, no Featured Partners); public when absent. */
    layout?: PageLayout;
    /** Props given to the remote page (e.g. the sitemap variant). */
    props?: PropsOf<R, M>;
    /** `/`: the page gets the reader's edition as its `edition` prop (features/edition). */
    readerEdition?: true;
    /** A secret link's page (a preview link): rendered in the browser, never cached nor indexed. */
    unlisted?: true;
  };
}[ExposedModule<R>];

/** Any remote route; a module the remote's contract lacks, or wrong props, fails tsc. */
export type RemoteRoute = { [R in RemoteKey]: RouteTo<R> }[RemoteKey];

/** Every page route (docs/product/routes.md#route-table) and the remote module that renders it. /auth and 404 are the shell's. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'reader', module: 'HomePage', access: 'public', readerEdition: true },
  ...EDITIONS.map((edition): RemoteRoute => ({
    path: editionPath(edition),
    remote: 'reader',
    module: 'HomePage',
    access: 'public',
    props: { edition },
  })),
  { path: '/story/:id', remote: 'reader', module: 'StoryPage', access: 'public' },
  // No ads: an unpublished story earns no impressions (decision 176).
  {
    path: '/preview/:token',
    remote: 'reader',
    module: 'StoryPreviewPage',
    access: 'public',
    unlisted: true,
    layout: 'work',
  },
  { path: '/category/:slug', remote: 'reader', module: 'CategoryPage', access: 'public' },
  { path: '/author/:slug', remote: 'reader', module: 'AuthorPage', access: 'public' },
  { path: '/topic/:slug', remote: 'reader', module: 'TopicPage', access: 'public' },
  { path: '/search', remote: 'reader', module: 'SearchPage', access: 'public' },
  { path: '/corrections', remote: 'reader', module: 'CorrectionsPage', access: 'public' },
  { path: '/about', remote: 'reader', module: 'AboutPage', access: 'public' },
  { path: '/contact', remote: 'reader', module: 'ContactPage', access: 'public' },
  { path: '/submit-story', remote: 'reader', module: 'SubmitStoryPage', access: 'public' },
  { path: '/privacy-policy', remote: 'reader', module: 'PrivacyPolicyPage', access: 'public' },
  { path: '/terms-of-service', remote: 'reader', module: 'TermsOfServicePage', access: 'public' },
  { path: '/advertise', remote: 'reader', module: 'AdvertisePage', access: 'public' },
  { path: '/sitemap', remote: 'reader', module: 'SitemapPage', access: 'public', props: { variant: 'standard' } },
  { path: '/sitemap.xml', remote: 'reader', module: 'SitemapPage', access: 'public', props: { variant: 'news' } },
  { path: '/live-events', remote: 'live', module: 'LiveEventsPage', access: 'public' },
  { path: '/live-events/:id', remote: 'live', module: 'LiveEventPage', access: 'public' },
  { path: '/sports-live', remote: 'live', module: 'SportsLivePage', access: 'public' },
  { path: '/blog-management', remote: 'editor', module: 'BlogManagementPage', access: 'signed-in', layout: 'work' },
  { path: '/admin', remote: 'admin', module: 'AdminDashboardPage', access: 'admin', layout: 'work' },
];

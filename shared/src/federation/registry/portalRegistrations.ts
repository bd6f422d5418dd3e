import { EDITIONS, editionPath } from '../../model/edition.ts';
import type { RegistryEntry } from './remoteRegistry.mjs';
import type { RemoteKey } from '../remotes.ts';

/** What a remote declares of itself in the registry besides where it is and its hashes. */
export type RemoteRegistration = Pick<RegistryEntry, 'routes' | 'nav' | 'slots'>;

const everyone = (path: string, module: string) => ({ path, module, access: 'everyone' as const });

/**
 * The four remotes' registrations (decision 188), written into each build's
 * dist/registry-entry.json with its real hashes: the same declaration a new team's remote makes.
 * The shell's route table still routes (issue 54 item 2); a shell test keeps the two equal.
 */
export const PORTAL_REGISTRATIONS: Record<RemoteKey, RemoteRegistration> = {
  reader: {
    routes: [
      everyone('/', 'HomePage'),
      ...EDITIONS.map((edition) => everyone(editionPath(edition), 'HomePage')),
      everyone('/story/:id', 'StoryPage'),
      everyone('/preview/:token', 'StoryPreviewPage'),
      everyone('/category/:slug', 'CategoryPage'),
      everyone('/author/:slug', 'AuthorPage'),
      everyone('/topic/:slug', 'TopicPage'),
      everyone('/search', 'SearchPage'),
      everyone('/corrections', 'CorrectionsPage'),
      everyone('/about', 'AboutPage'),
      everyone('/contact', 'ContactPage'),
      everyone('/submit-story', 'SubmitStoryPage'),
      everyone('/privacy-policy', 'PrivacyPolicyPage'),
      everyone('/terms-of-service', 'TermsOfServicePage'),
      everyone('/advertise', 'AdvertisePage'),
      everyone('/sitemap', 'SitemapPage'),
      everyone('/sitemap.xml', 'SitemapPage'),
    ],
    nav: [
      { label: 'Home', href: '/', place: 'main', order: 0 },
      { label: 'About', href: '/about', place: 'footer', order: 10 },
      { label: 'Advertise', href: '/advertise', place: 'footer', order: 20 },
      { label: 'Submit a Story', href: '/submit-story', place: 'footer', order: 30 },
      { label: 'Contact', href: '/contact', place: 'footer', order: 40 },
    ],
    slots: [],
  },
  live: {
    routes: [
      everyone('/live-events', 'LiveEventsPage'),
      everyone('/live-events/:id', 'LiveEventPage'),
      everyone('/sports-live', 'SportsLivePage'),
    ],
    nav: [{ label: 'Live Events', href: '/live-events', place: 'main', order: 900 }],
    slots: [
      { slot: 'home-panel', module: 'LiveUpdatesPanel' },
      { slot: 'home-panel', module: 'LiveEventsPanel' },
    ],
  },
  editor: {
    routes: [{ path: '/blog-management', module: 'BlogManagementPage', access: 'signed-in' }],
    nav: [{ label: 'Manage Blog', href: '/blog-management', place: 'mobile', order: 900 }],
    slots: [],
  },
  admin: {
    routes: [{ path: '/admin', module: 'AdminDashboardPage', access: 'admin' }],
    nav: [],
    slots: [],
  },
};

import type { StandaloneRoute } from '@newsroom/shared/standalone';
import { AboutPage } from '../pages/AboutPage.tsx';
import { AdvertisePage } from '../pages/AdvertisePage.tsx';
import { AuthorPage } from '../pages/AuthorPage.tsx';
import { CategoryPage } from '../pages/CategoryPage.tsx';
import { TopicPage } from '../pages/TopicPage.tsx';
import { ContactPage } from '../pages/ContactPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage.tsx';
import { SitemapPage } from '../pages/SitemapPage.tsx';
import { CorrectionsPage } from '../pages/CorrectionsPage.tsx';
import { StoryPage } from '../pages/StoryPage.tsx';
import { SubmitStoryPage } from '../pages/SubmitStoryPage.tsx';
import { TermsOfServicePage } from '../pages/TermsOfServicePage.tsx';
import { SearchDialog } from '../panels/SearchDialog.tsx';

/** The standalone page's routes: the same paths as in the shell, rendered from local source. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: '/', label: 'Home', element: <HomePage /> },
  { path: '/story/:id', element: <StoryPage /> },
  { path: '/category/:slug', element: <CategoryPage /> },
  { path: '/author/:slug', element: <AuthorPage /> },
  { path: '/topic/:slug', element: <TopicPage /> },
  { path: '/about', label: 'About', element: <AboutPage /> },
  { path: '/contact', label: 'Contact', element: <ContactPage /> },
  { path: '/submit-story', label: 'Submit a Story', element: <SubmitStoryPage /> },
  { path: '/privacy-policy', label: 'Privacy', element: <PrivacyPolicyPage /> },
  { path: '/terms-of-service', label: 'Terms', element: <TermsOfServicePage /> },
  { path: '/advertise', label: 'Advertise', element: <AdvertisePage /> },
  { path: '/sitemap', label: 'Sitemap', element: <SitemapPage variant="standard" /> },
  { path: '/sitemap.xml', element: <SitemapPage variant="news" /> },
  { path: '/corrections', label: 'Corrections', element: <CorrectionsPage /> },
  { path: '/search', label: 'Search dialog', element: <SearchDialog open query="election" /> },
];

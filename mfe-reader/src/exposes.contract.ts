// Type-level contract check, never bundled: tsc fails when a module the reader contract lists is
// missing here or its component no longer takes the props the contract's consumers pass.
import type { RemoteImplementation } from '@newsroom/shared';
import { HomePage } from './pages/HomePage.tsx';
import { StoryPage } from './pages/StoryPage.tsx';
import { StoryPreviewPage } from './pages/StoryPreviewPage.tsx';
import { CategoryPage } from './pages/CategoryPage.tsx';
import { AuthorPage } from './pages/AuthorPage.tsx';
import { TopicPage } from './pages/TopicPage.tsx';
import { SearchPage } from './pages/SearchPage.tsx';
import { SearchDialog } from './panels/SearchDialog.tsx';
import { StoryArticle } from './panels/StoryArticle.tsx';
import { FrontPreview } from './panels/FrontPreview.tsx';
import { AboutPage } from './pages/AboutPage.tsx';
import { ContactPage } from './pages/ContactPage.tsx';
import { SubmitStoryPage } from './pages/SubmitStoryPage.tsx';
import { PrivacyPolicyPage } from './pages/PrivacyPolicyPage.tsx';
import { TermsOfServicePage } from './pages/TermsOfServicePage.tsx';
import { AdvertisePage } from './pages/AdvertisePage.tsx';
import { SitemapPage } from './pages/SitemapPage.tsx';
import { CorrectionsPage } from './pages/CorrectionsPage.tsx';

export const readerImplementation: RemoteImplementation<'reader'> = {
  HomePage,
  StoryPage,
  StoryPreviewPage,
  CategoryPage,
  AuthorPage,
  TopicPage,
  SearchPage,
  SearchDialog,
  StoryArticle,
  FrontPreview,
  AboutPage,
  ContactPage,
  SubmitStoryPage,
  PrivacyPolicyPage,
  TermsOfServicePage,
  AdvertisePage,
  SitemapPage,
  CorrectionsPage,
};

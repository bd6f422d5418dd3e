import type { SearchDialogProps } from '../search/searchDialogContract.ts';
import type { Edition } from '../model/edition.ts';
import type { SitemapVariant } from '../seo/sitemap.ts';
import type { FrontPreviewModuleProps } from './frontPreviewContract.ts';
import type { StoryArticleProps } from './storyArticleContract.ts';
import type { NoProps, RemoteContract } from './remoteContract.ts';

export interface SitemapPageProps {
  /** 'standard' for /sitemap, 'news' for /sitemap.xml (news markup for recent stories). */
  variant?: SitemapVariant;
}

export interface HomePageProps {
  /** The edition whose front this is (/uk, /zimbabwe, /international; `/` the reader's); International when absent. */
  edition?: Edition;
}

/** Props of every module mfe-reader exposes, keyed by module name. */
export interface ReaderModuleProps {
  HomePage: HomePageProps;
  StoryPage: NoProps;
  StoryPreviewPage: NoProps;
  CategoryPage: NoProps;
  AuthorPage: NoProps;
  TopicPage: NoProps;
  SearchPage: NoProps;
  SearchDialog: SearchDialogProps;
  StoryArticle: StoryArticleProps;
  FrontPreview: FrontPreviewModuleProps;
  AboutPage: NoProps;
  ContactPage: NoProps;
  SubmitStoryPage: NoProps;
  PrivacyPolicyPage: NoProps;
  TermsOfServicePage: NoProps;
  AdvertisePage: NoProps;
  SitemapPage: SitemapPageProps;
  CorrectionsPage: NoProps;
}

const route = (path: string) => ({ app: 'shell', use: `route ${path}` }) as const;

/** mfe-reader: the public pages, the search dialog and the story article. */
export const READER_CONTRACT = {
  remote: 'reader',
  container: 'mfe_reader',
  serverContainer: true,
  exposes: {
    HomePage: {
      kind: 'page',
      consumers: [route('/'), route('/uk'), route('/zimbabwe'), route('/international')],
    },
    StoryPage: { kind: 'page', consumers: [route('/story/:id')] },
    StoryPreviewPage: { kind: 'page', consumers: [route('/preview/:token')] },
    CategoryPage: { kind: 'page', consumers: [route('/category/:slug')] },
    AuthorPage: { kind: 'page', consumers: [route('/author/:slug')] },
    TopicPage: { kind: 'page', consumers: [route('/topic/:slug')] },
    SearchPage: { kind: 'page', consumers: [route('/search')] },
    SearchDialog: { kind: 'widget', consumers: [{ app: 'shell', use: 'header search box' }] },
    StoryArticle: { kind: 'widget', consumers: [{ app: 'editor', use: 'story preview in the console' }] },
    FrontPreview: { kind: 'widget', consumers: [{ app: 'editor', use: 'front preview in the console' }] },
    AboutPage: { kind: 'page', consumers: [route('/about')] },
    ContactPage: { kind: 'page', consumers: [route('/contact')] },
    SubmitStoryPage: { kind: 'page', consumers: [route('/submit-story')] },
    PrivacyPolicyPage: { kind: 'page', consumers: [route('/privacy-policy')] },
    TermsOfServicePage: { kind: 'page', consumers: [route('/terms-of-service')] },
    AdvertisePage: { kind: 'page', consumers: [route('/advertise')] },
    SitemapPage: { kind: 'page', consumers: [route('/sitemap'), route('/sitemap.xml')] },
    CorrectionsPage: { kind: 'page', consumers: [route('/corrections')] },
  },
} as const satisfies RemoteContract<keyof ReaderModuleProps>;

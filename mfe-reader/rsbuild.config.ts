import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { ExposedModule } from '@newsroom/shared';
import { defineRemoteConfig } from '@newsroom/shared/remote-build';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';

/** Exposed modules: exactly the reader contract's (shared/src/contracts), checked by tsc and the contract test. */
const exposes = {
  './HomePage': './src/pages/HomePage.tsx',
  './StoryPage': './src/pages/StoryPage.tsx',
  './StoryPreviewPage': './src/pages/StoryPreviewPage.tsx',
  './CategoryPage': './src/pages/CategoryPage.tsx',
  './AuthorPage': './src/pages/AuthorPage.tsx',
  './TopicPage': './src/pages/TopicPage.tsx',
  './SearchPage': './src/pages/SearchPage.tsx',
  './SearchDialog': './src/panels/SearchDialog.tsx',
  './StoryArticle': './src/panels/StoryArticle.tsx',
  './FrontPreview': './src/panels/FrontPreview.tsx',
  './AboutPage': './src/pages/AboutPage.tsx',
  './ContactPage': './src/pages/ContactPage.tsx',
  './SubmitStoryPage': './src/pages/SubmitStoryPage.tsx',
  './PrivacyPolicyPage': './src/pages/PrivacyPolicyPage.tsx',
  './TermsOfServicePage': './src/pages/TermsOfServicePage.tsx',
  './AdvertisePage': './src/pages/AdvertisePage.tsx',
  './SitemapPage': './src/pages/SitemapPage.tsx',
  './CorrectionsPage': './src/pages/CorrectionsPage.tsx',
} satisfies Record<`./${ExposedModule<'reader'>}`, string>;

export default defineConfig(
  defineRemoteConfig(
    'reader',
    exposes,
    { pluginModuleFederation, pluginReact, pluginStyledComponents },
    { serverRenderedFrom: new URL('./', import.meta.url) },
  ),
);

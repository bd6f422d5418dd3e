import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  portFromEnv,
  remoteFederationOptions,
  serveRuntimeConfig,
  STANDALONE_RUNTIME_TAG,
  standaloneRuntimeEnvironment,
} from '@newsroom/shared/federation';
import type { ExposedModule } from '@newsroom/shared';
import {
  CLEAN_KEEPING_SERVER_BUILD,
  remoteServerFederationOptions,
  serverEnvironment,
  serverExposesOf,
} from '@newsroom/shared/server-build';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';

/** Exposed modules: exactly the reader contract's (shared/src/contracts), checked by tsc and the contract test. */
const exposes = {
  './HomePage': './src/pages/HomePage.tsx',
  './StoryPage': './src/pages/StoryPage.tsx',
  './CategoryPage': './src/pages/CategoryPage.tsx',
  './SearchDialog': './src/panels/SearchDialog.tsx',
  './StoryArticle': './src/panels/StoryArticle.tsx',
  './AboutPage': './src/pages/AboutPage.tsx',
  './ContactPage': './src/pages/ContactPage.tsx',
  './SubmitStoryPage': './src/pages/SubmitStoryPage.tsx',
  './PrivacyPolicyPage': './src/pages/PrivacyPolicyPage.tsx',
  './TermsOfServicePage': './src/pages/TermsOfServicePage.tsx',
  './AdvertisePage': './src/pages/AdvertisePage.tsx',
  './SitemapPage': './src/pages/SitemapPage.tsx',
} satisfies Record<`./${ExposedModule<'reader'>}`, string>;

export default defineConfig({
  plugins: [pluginReact(), pluginStyledComponents({ ssr: true })],
  environments: {
    web: {
      // The shell provides the federation runtime; the standalone page gets it from standalone-runtime.
      plugins: [
        pluginModuleFederation(
          { ...remoteFederationOptions('reader', exposes), experiments: { externalRuntime: true } },
          { environment: 'web' },
        ),
      ],
      html: { title: 'mfe-reader (standalone)', mountId: 'root', tags: [STANDALONE_RUNTIME_TAG] },
      // 'auto': chunks load from wherever remoteEntry.js was served, so moving the remote is a config change.
      output: { assetPrefix: 'auto', cleanDistPath: CLEAN_KEEPING_SERVER_BUILD },
    },
    'standalone-runtime': standaloneRuntimeEnvironment(),
    node: serverEnvironment('./src/server/index.ts', [
      pluginModuleFederation(
        remoteServerFederationOptions('reader', serverExposesOf(exposes, new URL('./', import.meta.url))),
        {
          target: 'node',
          environment: 'node',
        },
      ),
    ]),
  },
  tools: { rspack: { optimization: { chunkIds: 'named' } } },
  dev: { assetPrefix: 'auto', lazyCompilation: false },
  server: {
    port: portFromEnv('reader'),
    cors: true,
    historyApiFallback: true,
    setup: serveRuntimeConfig(),
  },
});

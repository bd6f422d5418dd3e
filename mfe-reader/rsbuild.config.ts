import { existsSync } from 'node:fs';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { portFromEnv, remoteFederationOptions, serveRuntimeConfig } from '@newsroom/shared/federation';
import {
  CLEAN_KEEPING_SERVER_BUILD,
  remoteServerFederationOptions,
  serverEnvironment,
} from '@newsroom/shared/server-build';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';

/** Exposed modules: names are a contract with the shell and other remotes; keep them stable. */
const exposes = {
  './HomePage': './src/pages/HomePage.tsx',
  './StoryPage': './src/pages/StoryPage.tsx',
  './CategoryPage': './src/pages/CategoryPage.tsx',
  './SearchDialog': './src/panels/SearchDialog.tsx',
  './AboutPage': './src/pages/AboutPage.tsx',
  './ContactPage': './src/pages/ContactPage.tsx',
  './SubmitStoryPage': './src/pages/SubmitStoryPage.tsx',
  './PrivacyPolicyPage': './src/pages/PrivacyPolicyPage.tsx',
  './TermsOfServicePage': './src/pages/TermsOfServicePage.tsx',
  './AdvertisePage': './src/pages/AdvertisePage.tsx',
  './SitemapPage': './src/pages/SitemapPage.tsx',
};

/** src/pages/X.tsx -> src/server/X.server.ts when that file exists. */
function serverModuleOf(file: string): string {
  const server = file.replace(/^\.\/src\/pages\/(\w+)\.tsx$/, './src/server/$1.server.ts');
  return server !== file && existsSync(new URL(server, import.meta.url)) ? server : file;
}

/**
 * The server container exposes the same names; pages whose server render needs data or a head
 * point at a `.server.ts` module that re-exports the page with its `serverData`.
 */
const serverExposes = Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name, serverModuleOf(file)]));

export default defineConfig({
  plugins: [pluginReact(), pluginStyledComponents({ ssr: true })],
  environments: {
    web: {
      plugins: [pluginModuleFederation(remoteFederationOptions('reader', exposes), { environment: 'web' })],
      html: { title: 'mfe-reader (standalone)', mountId: 'root' },
      // 'auto': chunks load from wherever remoteEntry.js was served, so moving the remote is a config change.
      output: { assetPrefix: 'auto', cleanDistPath: CLEAN_KEEPING_SERVER_BUILD },
    },
    node: serverEnvironment('./src/server/index.ts', [
      pluginModuleFederation(remoteServerFederationOptions('reader', serverExposes), {
        target: 'node',
        environment: 'node',
      }),
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

import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  portFromEnv,
  remoteFederationOptions,
  serveRuntimeConfig,
  styledComponentsOptions,
} from '@newsroom/shared/federation';
import type { ExposedModule } from '@newsroom/shared';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';

/** Exposed modules: exactly the admin contract's (shared/src/contracts), checked by tsc and the contract test. */
const exposes = {
  './AdminDashboardPage': './src/pages/AdminDashboardPage.tsx',
} satisfies Record<`./${ExposedModule<'admin'>}`, string>;

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStyledComponents(styledComponentsOptions()),
    pluginModuleFederation(remoteFederationOptions('admin', exposes)),
  ],
  html: { title: 'mfe-admin (standalone)', mountId: 'root' },
  // 'auto': chunks load from wherever remoteEntry.js was served, so moving the remote is a config change.
  output: { assetPrefix: 'auto' },
  tools: { rspack: { optimization: { chunkIds: 'named' } } },
  dev: { assetPrefix: 'auto', lazyCompilation: false },
  server: {
    port: portFromEnv('admin'),
    cors: true,
    historyApiFallback: true,
    setup: serveRuntimeConfig(),
  },
});

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

/** Exposed modules: exactly the live contract's (shared/src/contracts), checked by tsc and the contract test. */
const exposes = {
  './LiveEventsPage': './src/pages/LiveEventsPage.tsx',
  './SportsLivePage': './src/pages/SportsLivePage.tsx',
  './LiveEventPage': './src/pages/LiveEventPage.tsx',
  './LiveUpdatesPanel': './src/panels/LiveUpdatesPanel.tsx',
  './LiveEventsPanel': './src/panels/LiveEventsPanel.tsx',
} satisfies Record<`./${ExposedModule<'live'>}`, string>;

export default defineConfig({
  plugins: [pluginReact(), pluginStyledComponents({ ssr: true })],
  environments: {
    web: {
      // The shell provides the federation runtime; the standalone page gets it from standalone-runtime.
      plugins: [
        pluginModuleFederation(
          { ...remoteFederationOptions('live', exposes), experiments: { externalRuntime: true } },
          { environment: 'web' },
        ),
      ],
      html: { title: 'mfe-live (standalone)', mountId: 'root', tags: [STANDALONE_RUNTIME_TAG] },
      // 'auto': chunks load from wherever remoteEntry.js was served, so moving the remote is a config change.
      output: { assetPrefix: 'auto', cleanDistPath: CLEAN_KEEPING_SERVER_BUILD },
    },
    'standalone-runtime': standaloneRuntimeEnvironment(),
    // The server container (dist/server/remoteEntry.js) the shell's server renders public pages from.
    node: serverEnvironment('./src/server/index.ts', [
      pluginModuleFederation(
        remoteServerFederationOptions('live', serverExposesOf(exposes, new URL('./', import.meta.url))),
        { target: 'node', environment: 'node' },
      ),
    ]),
  },
  tools: { rspack: { optimization: { chunkIds: 'named' } } },
  dev: { assetPrefix: 'auto', lazyCompilation: false },
  server: {
    port: portFromEnv('live'),
    cors: true,
    historyApiFallback: true,
    setup: serveRuntimeConfig(),
  },
});

import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  portFromEnv,
  serveRuntimeConfig,
  standaloneRuntimeEnvironment,
  styledComponentsOptions,
} from '@newsroom/shared/federation';
import type { ExposedModule } from '@newsroom/shared';
import { externalRuntimeWebEnvironment, remoteServerEnvironment } from '@newsroom/shared/remote-build';
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
  plugins: [pluginReact(), pluginStyledComponents(styledComponentsOptions({ ssr: true }))],
  environments: {
    // The shell provides the federation runtime; the standalone page gets it from standalone-runtime.
    web: externalRuntimeWebEnvironment('live', exposes, pluginModuleFederation),
    'standalone-runtime': standaloneRuntimeEnvironment(),
    node: remoteServerEnvironment('live', exposes, new URL('./', import.meta.url), pluginModuleFederation),
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

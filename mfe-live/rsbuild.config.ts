import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { ExposedModule } from '@newsroom/shared';
import { defineRemoteConfig } from '@newsroom/shared/remote-build';
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

export default defineConfig(
  defineRemoteConfig(
    'live',
    exposes,
    { pluginModuleFederation, pluginReact, pluginStyledComponents },
    { serverRenderedFrom: new URL('./', import.meta.url) },
  ),
);

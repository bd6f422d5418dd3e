import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { ExposedModule } from '@newsroom/shared';
import { defineRemoteConfig } from '@newsroom/shared/remote-build';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';

/** Exposed modules: exactly the admin contract's (shared/src/contracts), checked by tsc and the contract test. */
const exposes = {
  './AdminDashboardPage': './src/pages/AdminDashboardPage.tsx',
} satisfies Record<`./${ExposedModule<'admin'>}`, string>;

export default defineConfig(
  defineRemoteConfig('admin', exposes, { pluginModuleFederation, pluginReact, pluginStyledComponents }),
);

import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { ExposedModule } from '@newsroom/shared';
import { defineRemoteConfig } from '@newsroom/shared/remote-build';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';

/** Exposed modules: exactly the editor contract's (shared/src/contracts), checked by tsc and the contract test. */
const exposes = {
  './BlogManagementPage': './src/pages/BlogManagementPage.tsx',
  './MediaChooser': './src/panels/MediaChooser.tsx',
} satisfies Record<`./${ExposedModule<'editor'>}`, string>;

export default defineConfig(
  defineRemoteConfig('editor', exposes, { pluginModuleFederation, pluginReact, pluginStyledComponents }),
);

import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  hostFederationOptions,
  portFromEnv,
  serveRuntimeConfig,
  styledComponentsOptions,
} from '@newsroom/shared/federation';
import {
  CLEAN_KEEPING_SERVER_BUILD,
  hostServerFederationOptions,
  serverEnvironment,
} from '@newsroom/shared/server-build';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';

const backendUrl = process.env.SUPABASE_URL || `http://127.0.0.1:${portFromEnv('backend')}`;

export default defineConfig({
  plugins: [pluginReact(), pluginStyledComponents(styledComponentsOptions({ ssr: true }))],
  environments: {
    web: {
      plugins: [pluginModuleFederation(hostFederationOptions(), { environment: 'web' })],
      // The template only adds lang="en" (screen readers, axe html-has-lang) to Rsbuild's default page.
      html: { title: process.env.SITE_NAME || 'The Daily Chronicle', mountId: 'root', template: './index.html' },
      output: { assetPrefix: '/', cleanDistPath: CLEAN_KEEPING_SERVER_BUILD },
    },
    // The production server's renderer (dist/server/index.js): the same App, rendered in Node.
    node: serverEnvironment('./src/server/index.ts', [
      pluginModuleFederation(hostServerFederationOptions(), { target: 'node', environment: 'node' }),
    ]),
  },
  // Named chunks: readable network logs and byte reports (e.g. which file is react-dom).
  tools: { rspack: { optimization: { chunkIds: 'named' } } },
  server: {
    port: portFromEnv('shell'),
    historyApiFallback: true,
    setup: serveRuntimeConfig(),
    // Same contract as the production server: /api/contact goes to the contact edge function.
    proxy: { '/api/contact': { target: backendUrl, pathRewrite: { '^/api/contact': '/functions/v1/contact' } } },
  },
});

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
    // The offline-reading service worker (decision 186): one classic script at /sw.js, its URL
    // unhashed (a worker is known by its URL; the browser compares the bytes to update it).
    worker: {
      source: { entry: { sw: './src/features/offline/serviceWorker.ts' } },
      output: {
        target: 'web-worker',
        distPath: { root: 'dist', js: '' },
        filename: { js: '[name].js' },
        cleanDistPath: false,
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
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

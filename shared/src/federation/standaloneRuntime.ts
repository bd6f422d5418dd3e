/**
 * Build-time helpers (Node) for the remotes' standalone pages, whose browser build consumes the
 * federation runtime instead of bundling it (see provideFederationRuntime.ts).
 */
import type { EnvironmentConfig } from '@rsbuild/core';

/** Folder, inside a remote's dist/, of the script that provides the runtime to its standalone page. */
export const STANDALONE_RUNTIME_DIR = 'standalone-runtime';
const SCRIPT = 'federation-runtime.js';

/** The Rsbuild environment that builds the provider script into dist/standalone-runtime/. */
export function standaloneRuntimeEnvironment(): EnvironmentConfig {
  return {
    source: { entry: { 'federation-runtime': new URL('./provideFederationRuntime.ts', import.meta.url).pathname } },
    output: {
      target: 'web',
      distPath: { root: `dist/${STANDALONE_RUNTIME_DIR}`, js: '' },
      filename: { js: '[name].js' },
      cleanDistPath: true,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: { htmlPlugin: false },
  };
}

/** The standalone page loads the provider before its own entry (a blocking script in the head). */
export const STANDALONE_RUNTIME_TAG = {
  tag: 'script',
  attrs: { src: `/${STANDALONE_RUNTIME_DIR}/${SCRIPT}` },
  head: true,
  append: false,
} as const;

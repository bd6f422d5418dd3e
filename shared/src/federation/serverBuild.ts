/**
 * The server (Node) build every app makes beside its browser build: an Rsbuild environment that
 * targets Node, written to dist/server. Remotes build their exposed modules into a server
 * federation container (dist/server/remoteEntry.js) that the shell's production server loads at
 * run time, as the browser loads dist/remoteEntry.js. Node-only, read at build time.
 */
import { existsSync } from 'node:fs';
import type { RsbuildPlugin, RsbuildPlugins } from '@rsbuild/core';
import { createSharedDependencies, FEDERATION_DEFAULTS, SHELL_NAME } from './sharedDependencies.ts';

/** Folder of the server build inside dist/. The shell derives server container URLs from it. */
export const SERVER_DIST_DIR = 'server';

/**
 * `output.cleanDistPath` of a browser build: cleaning dist/ must not delete the other environments'
 * output, dist/server/ and dist/standalone-runtime/ (standaloneRuntime.ts).
 */
export const CLEAN_KEEPING_SERVER_BUILD = {
  enable: true,
  keep: [/[\\/]dist[\\/]server[\\/]/, /[\\/]dist[\\/]standalone-runtime[\\/]/],
};

/**
 * Marks dist/server as CommonJS: the packages are "type": "module", and Node would otherwise read
 * the server build's .js files as ES modules.
 */
export function pluginCommonJsOutput(): RsbuildPlugin {
  return {
    name: 'newsroom:commonjs-server-output',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['node'] }, ({ compilation, sources }) => {
        compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
      });
    },
  };
}

/**
 * The Rsbuild environment of a server build with `entry` as its entry module, built with `plugins`
 * (the federation plugin of the server container or host).
 */
export function serverEnvironment(entry: string, plugins: RsbuildPlugins) {
  return {
    plugins: [...plugins, pluginCommonJsOutput()],
    source: { entry: { index: entry } },
    output: {
      target: 'node' as const,
      // A one-remote deploy (scripts/deploy-remote.mjs) builds into its versioned folder instead.
      distPath: { root: `${process.env.DEPLOY_DIST_DIR || 'dist'}/${SERVER_DIST_DIR}` },
      // Node needs no minified code, and readable stack traces help when a remote throws.
      minify: false,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' as const } },
  };
}

/**
 * The server container exposes the same names as the browser's; a module whose server render needs
 * data or a head (`./src/<folder>/X.tsx`) points at `./src/server/X.server.ts` when that exists:
 * the module re-exported with its `serverData`. `root` is the app's folder (its rsbuild config's).
 */
export function serverExposesOf(exposes: Record<string, string>, root: URL): Record<string, string> {
  return Object.fromEntries(
    Object.entries(exposes).map(([name, file]) => {
      const server = file.replace(/^\.\/src\/\w+\/(\w+)\.tsx$/, './src/server/$1.server.ts');
      return [name, server !== file && existsSync(new URL(server, root)) ? server : file];
    }),
  );
}

/**
 * Federation options of a remote's server container: the same container name and shared
 * singletons as its browser build, with `exposes` pointing at the server modules (a page plus the
 * data it needs before rendering).
 */
export function remoteServerFederationOptions(container: string, exposes: Record<string, string>) {
  return {
    name: container,
    filename: 'remoteEntry.js',
    exposes,
    shared: createSharedDependencies(),
    manifest: false,
    ...FEDERATION_DEFAULTS,
  };
}

/** Federation options of the shell's server build: a host with no build-time remotes. */
export function hostServerFederationOptions() {
  return { name: SHELL_NAME, remotes: {}, shared: createSharedDependencies(), manifest: false, ...FEDERATION_DEFAULTS };
}

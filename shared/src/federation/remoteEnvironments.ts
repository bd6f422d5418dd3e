/**
 * Build-time helpers (Node) for the remotes whose browser build consumes the shell's federation
 * runtime (mfe-reader, mfe-live; decision 056): their `web` and `node` Rsbuild environments, which
 * were the same block in each rsbuild.config.ts but for the remote's key. `defineRemoteConfig`
 * assembles a remote's whole config from them.
 */
import type { EnvironmentConfig, RsbuildPlugin } from '@rsbuild/core';
import { FEDERATION_HELPER_GLOBALS } from './federationHelperGlobals.ts';
import {
  CLEAN_KEEPING_SERVER_BUILD,
  remoteServerFederationOptions,
  serverEnvironment,
  serverExposesOf,
} from './serverBuild.ts';
import { scriptIntegrityRspack } from './registry/scriptIntegrity.ts';
import { BROWSER_OPTIMIZATION, remoteFederationOptions } from './sharedDependencies.ts';
import { STANDALONE_RUNTIME_TAG } from './standaloneRuntime.ts';
import type { RemoteIdentity } from './teamRemote.ts';

type FederationOptions = ReturnType<typeof remoteFederationOptions> | ReturnType<typeof remoteServerFederationOptions>;

/**
 * `pluginModuleFederation` of `@module-federation/rsbuild-plugin`, passed in by the remote so that
 * shared does not depend on the plugin package.
 */
export type FederationPluginFactory = (
  options: FederationOptions & { experiments?: { externalRuntime?: boolean; optimization?: object } },
  settings?: { environment: string; target?: 'node' },
) => RsbuildPlugin;

/**
 * The browser build of a server-rendered remote (one of the four, or a team's): its federation
 * container without a runtime of its own (the shell provides it; the standalone page gets it from
 * the standalone-runtime environment) and the standalone page that loads that runtime first.
 */
export function externalRuntimeWebEnvironment(
  remote: Pick<RemoteIdentity, 'name' | 'container'>,
  exposes: Record<string, string>,
  pluginModuleFederation: FederationPluginFactory,
): EnvironmentConfig {
  // A public remote loads no remotes of its own: its container needs no remote-loading code.
  const optimization = { ...BROWSER_OPTIMIZATION, disableRemote: true };
  const options = { ...remoteFederationOptions(remote, exposes), experiments: { externalRuntime: true, optimization } };
  return {
    plugins: [pluginModuleFederation(options, { environment: 'web' })],
    output: {
      // 'auto': chunks load from wherever remoteEntry.js was served, so moving the remote is a config change.
      assetPrefix: 'auto',
      cleanDistPath: CLEAN_KEEPING_SERVER_BUILD,
      // The runtime's helper packages come from the page too (the shell's entry, or standalone-runtime).
      externals: Object.fromEntries(
        Object.entries(FEDERATION_HELPER_GLOBALS).map(([name, global]) => [name, `global ${global}`]),
      ),
    },
    html: { title: `mfe-${remote.name} (standalone)`, mountId: 'root', tags: [STANDALONE_RUNTIME_TAG] },
    tools: { rspack: scriptIntegrityRspack() },
    // One chunk per exposed module (its lazy imports apart): split chunks of modules an exposed page
    // shares with the standalone page or another page cost the home page a request and 1.4 KB gzip
    // (decision 182). The libraries come from the shell as shared singletons either way.
    performance: { chunkSplit: { strategy: 'all-in-one' } },
  };
}

/**
 * The server container (dist/server/remoteEntry.js) the shell's server renders public pages from:
 * the same exposed names, pointing at `src/server/X.server.ts` where one exists. `root` is the
 * remote's folder (`new URL('./', import.meta.url)` in its rsbuild config).
 */
export function remoteServerEnvironment(
  remote: Pick<RemoteIdentity, 'container'>,
  exposes: Record<string, string>,
  root: URL,
  pluginModuleFederation: FederationPluginFactory,
): EnvironmentConfig {
  const options = remoteServerFederationOptions(remote.container, serverExposesOf(exposes, root));
  return serverEnvironment('./src/server/index.ts', [
    pluginModuleFederation(options, { target: 'node', environment: 'node' }),
  ]);
}

export { defineRemoteConfig, type RemoteBuildPlugins, type RemoteConfigOptions } from './defineRemoteConfig.ts';
export type { TeamRemote } from './teamRemote.ts';
export type { RemoteRegistration } from './registry/portalRegistrations.ts';

/**
 * The whole Rsbuild config of a remote (decision 147): the four mfe-*\/rsbuild.config.ts were one
 * block each but for the remote's key, its exposed modules and whether the shell renders it on the
 * server. The plugin factories are passed in so that shared does not depend on the plugin packages.
 */
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import {
  type FederationPluginFactory,
  externalRuntimeWebEnvironment,
  remoteServerEnvironment,
} from './remoteEnvironments.ts';
import { pluginRegistryEntry } from './registry/registryEntryPlugin.ts';
import { scriptIntegrityRspack } from './registry/scriptIntegrity.ts';
import type { RemoteKey } from './remotes.ts';
import { remoteFederationOptions, serveRuntimeConfig, styledComponentsOptions } from './sharedDependencies.ts';
import { standaloneRuntimeEnvironment } from './standaloneRuntime.ts';
import { remoteIdentity, type TeamRemote } from './teamRemote.ts';

export interface RemoteBuildPlugins {
  pluginModuleFederation: FederationPluginFactory;
  pluginReact: () => RsbuildPlugin;
  pluginStyledComponents: (options: ReturnType<typeof styledComponentsOptions>) => RsbuildPlugin;
}

export interface RemoteConfigOptions {
  /**
   * The remote's folder (`new URL('./', import.meta.url)`) when the shell renders its pages on the
   * server: it then builds a server container and takes the federation runtime from the page.
   */
  serverRenderedFrom?: URL;
}

const COMMON = {
  tools: { rspack: { optimization: { chunkIds: 'named' } } },
  dev: { assetPrefix: 'auto', lazyCompilation: false },
} satisfies RsbuildConfig;

function serverFor(port: number): RsbuildConfig['server'] {
  return { port, cors: true, historyApiFallback: true, setup: serveRuntimeConfig() };
}

/**
 * `exposes` maps `./Name` to the module's file; the remote checks it against its contract. `remote`
 * is one of the four's key, or a new team's own declaration (decision 200). A server-rendered
 * remote, the four's or a team's (decision 214), builds the same three environments.
 */
export function defineRemoteConfig(
  remote: RemoteKey | TeamRemote,
  exposes: Record<string, string>,
  plugins: RemoteBuildPlugins,
  { serverRenderedFrom }: RemoteConfigOptions = {},
): RsbuildConfig {
  const { pluginModuleFederation, pluginReact, pluginStyledComponents } = plugins;
  const identity = remoteIdentity(remote);
  if (serverRenderedFrom) {
    return {
      plugins: [
        pluginReact(),
        pluginStyledComponents(styledComponentsOptions({ ssr: true })),
        pluginRegistryEntry(identity),
      ],
      environments: {
        // The shell provides the federation runtime; the standalone page gets it from standalone-runtime.
        web: externalRuntimeWebEnvironment(identity, exposes, pluginModuleFederation),
        'standalone-runtime': standaloneRuntimeEnvironment(),
        node: remoteServerEnvironment(identity, exposes, serverRenderedFrom, pluginModuleFederation),
      },
      ...COMMON,
      server: serverFor(identity.port),
    };
  }
  return {
    plugins: [
      pluginReact(),
      pluginStyledComponents(styledComponentsOptions()),
      pluginModuleFederation(remoteFederationOptions(identity, exposes)),
      pluginRegistryEntry(identity),
    ],
    html: { title: `mfe-${identity.name} (standalone)`, mountId: 'root' },
    // 'auto': chunks load from wherever remoteEntry.js was served, so moving the remote is a config change.
    output: { assetPrefix: 'auto' },
    ...COMMON,
    tools: { rspack: { ...COMMON.tools.rspack, ...scriptIntegrityRspack() } },
    server: serverFor(identity.port),
  };
}

import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { peekRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig.ts';
import { integrityPlugin } from './integrityPlugin.ts';
import { portalFederationPlugin } from './portalFederationPlugin.ts';
import { REMOTE_NAMES, type RemoteKey } from './remotes.ts';

/**
 * Registers the four remotes from the runtime config (their mf-manifest.json URLs), and the
 * portal's runtime plugins (build versions for error reports, the singleton skew guard and, when the
 * config carries the registry, trust by hash). Nothing is fetched here: a remote is downloaded the
 * first time a page loads one of its modules.
 */
export function registerPortalRemotes(config: RuntimeConfig): void {
  const plugins = [portalFederationPlugin()];
  // Only development servers serve a config without a registry (their builds have no hashes).
  if (config.registry) plugins.push(integrityPlugin(() => peekRuntimeConfig()?.registry ?? config.registry ?? []));
  registerPlugins(plugins);
  const keys = Object.keys(REMOTE_NAMES) as RemoteKey[];
  registerRemotes(
    keys.map((key) => ({ name: REMOTE_NAMES[key], entry: config.remotes[key] })),
    { force: true },
  );
}

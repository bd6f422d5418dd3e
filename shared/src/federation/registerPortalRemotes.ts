import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { portalFederationPlugin } from './portalFederationPlugin.ts';
import { REMOTE_NAMES, type RemoteKey } from './remotes.ts';

/**
 * Registers the four remotes from the runtime config (their mf-manifest.json URLs), and the
 * portal's runtime plugin (build versions for error reports, the singleton skew guard). Nothing is
 * fetched here: a remote is downloaded the first time a page loads one of its modules.
 */
export function registerPortalRemotes(config: RuntimeConfig): void {
  registerPlugins([portalFederationPlugin()]);
  const keys = Object.keys(REMOTE_NAMES) as RemoteKey[];
  registerRemotes(
    keys.map((key) => ({ name: REMOTE_NAMES[key], entry: config.remotes[key] })),
    { force: true },
  );
}

import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { REMOTE_NAMES, type RemoteKey } from './remotes.ts';

/**
 * Registers the four remotes from the runtime config (their mf-manifest.json URLs). Nothing is
 * fetched here: a remote is downloaded the first time a page loads one of its modules.
 */
export function registerPortalRemotes(config: RuntimeConfig): void {
  const keys = Object.keys(REMOTE_NAMES) as RemoteKey[];
  registerRemotes(
    keys.map((key) => ({ name: REMOTE_NAMES[key], entry: config.remotes[key] })),
    { force: true },
  );
}

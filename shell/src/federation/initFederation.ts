import { registerPlugins } from '@module-federation/enhanced/runtime';
import { registerPortalRemotes, type RuntimeConfig } from '@newsroom/shared';
import { retryPlugin } from './retryPlugin.ts';

/**
 * Registers the remotes from the runtime config, plus one quiet retry for a flaky network. A remote
 * that stays down fails fast enough for its area to show the "unavailable" message with a Retry.
 */
export function initFederation(config: RuntimeConfig): void {
  registerPlugins([retryPlugin({ retries: 1, delayMs: 1000 }, { retries: 1, delayMs: 500 })]);
  registerPortalRemotes(config);
}

import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { registerPortalRemotes, type RuntimeConfig } from '@newsroom/shared';

/**
 * Registers the remotes from the runtime config, plus one quiet retry for a flaky network. A remote
 * that stays down fails fast enough for its area to show the "unavailable" message with a Retry.
 */
export function initFederation(config: RuntimeConfig): void {
  registerPlugins([RetryPlugin({ fetch: { retryTimes: 1 }, script: { retryTimes: 1, retryDelay: 500 } })]);
  registerPortalRemotes(config);
}

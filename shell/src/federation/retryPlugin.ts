import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries: number;
  /** Wait before each extra attempt, in ms. */
  delayMs: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds or `retries` extra attempts have failed (then its last error). */
export async function withRetry<T>(attempt: () => Promise<T>, { retries, delayMs }: RetryOptions): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= retries) throw error;
      await wait(delayMs);
    }
  }
}

/** A manifest fetch that failed: a network error, an error status, or a body that is not JSON. */
async function fetchJson(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.clone().json();
  return response;
}

/**
 * Quiet retries for a flaky network: the remotes' manifests (`fetch`), their `remoteEntry.js`
 * (`loadEntryError`) and their exposed modules' chunks (`getModuleFactory`). The same behaviour as
 * @module-federation/retry-plugin, whose 0.17 release bundles a second copy of the federation SDK
 * (≈ 6 KB gzip in the shell's first chunks) for its logger.
 */
export function retryPlugin(manifest: RetryOptions, scripts: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry-plugin',
    fetch(url, init) {
      return withRetry(() => fetchJson(url, init), manifest);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const entry = withRetry(async () => {
        // Forget the failed load, or getRemoteEntry would hand back the same rejected promise.
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      }, scripts);
      // The hook's type nests one promise in another; the runtime awaits the (flattened) result.
      return entry as unknown as LoadEntryErrorResult;
    },
    getModuleFactory({ remoteEntryExports, expose }) {
      return withRetry(async () => remoteEntryExports.get(expose), scripts);
    },
  };
}

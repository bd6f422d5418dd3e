import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadRuntimeConfig } from '../config/runtimeConfig.ts';
import { containerOf, type RemoteKey } from './remotes.ts';

type RemoteExports = Record<string, unknown> & { default?: unknown };

/**
 * How long one exposed module may take to arrive (manifest, remote entry, chunks, with the retry
 * plugin's retries) before its area gives up and offers Retry instead of "Loading…" forever.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A chunk of an already loaded remote that is gone: the remote was redeployed under the open page
 * and its host did not keep the old version's files.
 */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message);
}

/**
 * Reads /runtime-config.json again and registers the remote's current manifest, dropping the
 * container this page loaded before: the next load gets the deployed version.
 */
export async function refreshRemote(remote: RemoteKey): Promise<void> {
  const config = await loadRuntimeConfig();
  // A team's remote is keyed by its container and located by its registry entry (decision 207).
  const entry = config.remotes[remote] ?? config.registry?.find((team) => team.container === remote)?.manifestUrl;
  if (!entry) throw new Error(`[remote] ${remote} is no longer registered`);
  registerRemotes([{ name: containerOf(remote), entry }], { force: true });
}

/**
 * Loads one exposed component of a remote, e.g. ('reader', 'HomePage'). Exposed modules export the
 * component under its own name (lint forbids default exports; a default is still accepted). Rejects
 * when the remote is unreachable or too slow; the federation runtime does not cache that failure, so
 * calling again later works. A chunk that is gone after a redeploy is retried once from the current
 * manifest before giving up.
 */
export async function loadRemoteModule<P extends object>(
  remote: RemoteKey,
  module: string,
  timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS,
): Promise<ComponentType<P>> {
  try {
    return await loadRemoteModuleOnce<P>(remote, module, timeoutMs);
  } catch (error) {
    if (!isStaleChunkError(error)) throw error;
    console.warn(`[remote] ${remote}/${module}: a chunk is gone (redeployed?); loading the current manifest once`);
    await refreshRemote(remote);
    return loadRemoteModuleOnce<P>(remote, module, timeoutMs);
  }
}

async function loadRemoteModuleOnce<P extends object>(
  remote: RemoteKey,
  module: string,
  timeoutMs: number,
): Promise<ComponentType<P>> {
  const id = `${containerOf(remote)}/${module}`;
  const exports = await withTimeout(loadRemote<RemoteExports>(id), timeoutMs, `Remote module ${remote}/${module}`);
  const component = exports?.[module] ?? exports?.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`Remote module ${remote}/${module} did not export a component`);
  }
  return component as ComponentType<P>;
}

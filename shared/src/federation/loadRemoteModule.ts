import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_NAMES, type RemoteKey } from './remotes.ts';

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
 * Loads one exposed component of a remote, e.g. ('reader', 'HomePage'). Exposed modules export the
 * component under its own name (lint forbids default exports; a default is still accepted). Rejects when the remote is unreachable or too
 * slow; the federation runtime does not cache that failure, so calling again later works.
 */
export async function loadRemoteModule<P extends object>(
  remote: RemoteKey,
  module: string,
  timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS,
): Promise<ComponentType<P>> {
  const id = `${REMOTE_NAMES[remote]}/${module}`;
  const exports = await withTimeout(loadRemote<RemoteExports>(id), timeoutMs, `Remote module ${remote}/${module}`);
  const component = exports?.[module] ?? exports?.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`Remote module ${remote}/${module} did not export a component`);
  }
  return component as ComponentType<P>;
}

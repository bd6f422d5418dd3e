import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_NAMES, type RemoteKey } from './remotes.ts';

type RemoteExports = Record<string, unknown> & { default?: unknown };

/**
 * Loads one exposed component of a remote, e.g. ('reader', 'HomePage'). Exposed modules export the
 * component both as default and under its own name. Rejects when the remote is unreachable; the
 * federation runtime does not cache that failure, so calling again after the remote is back works.
 */
export async function loadRemoteModule<P extends object>(remote: RemoteKey, module: string): Promise<ComponentType<P>> {
  const exports = await loadRemote<RemoteExports>(`${REMOTE_NAMES[remote]}/${module}`);
  const component = exports?.default ?? exports?.[module];
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`Remote module ${remote}/${module} did not export a component`);
  }
  return component as ComponentType<P>;
}

import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from './loadRemoteModule.ts';
import { reportRemoteError } from './reportRemoteError.ts';
import type { RemoteKey } from './remotes.ts';
import { useRemoteStatusStore } from './remoteStatusStore.ts';

export type RemoteComponent<P extends object> = LazyExoticComponent<ComponentType<P>>;

/**
 * One lazy component per remote/module for the whole page. React throws away the state of a tree
 * that suspends or restarts before its first commit, so a lazy kept only in useState was created
 * anew (with a new load) on every retry of an uncommitted remote page; with the status store
 * updates those loads caused, a remote page could re-render forever without committing.
 */
const remoteComponents = new Map<string, RemoteComponent<object>>();

/** A lazy component that loads one exposed module and records the remote's status. */
export function createRemoteComponent<P extends object>(
  remote: RemoteKey,
  module: string,
  onFailure?: () => void,
): RemoteComponent<P> {
  return lazy(async () => {
    const { setStatus } = useRemoteStatusStore.getState();
    // React calls this during render: let the render finish before the store (read by the shell's
    // root component) changes, or the store update restarts the render that started the load.
    await Promise.resolve();
    setStatus(remote, 'loading');
    try {
      // 'ready' comes from the area once it has committed (RemoteMount).
      return { default: await loadRemoteModule<P>(remote, module) };
    } catch (error) {
      setStatus(remote, 'failed');
      reportRemoteError(remote, module, 'load', error);
      onFailure?.();
      throw error;
    }
  });
}

function cacheKey(remote: RemoteKey, module: string): string {
  return `${remote}/${module}`;
}

/** Replaces the cached lazy component with a fresh one (a new load). */
function reloadRemoteComponent<P extends object>(remote: RemoteKey, module: string): RemoteComponent<P> {
  const key = cacheKey(remote, module);
  // React.lazy keeps a rejection forever: forget a failed one so the next mount loads again.
  const component: RemoteComponent<P> = createRemoteComponent<P>(remote, module, () => {
    if (remoteComponents.get(key) === component) remoteComponents.delete(key);
  });
  remoteComponents.set(key, component as RemoteComponent<object>);
  return component;
}

/** The page-wide lazy component for remote/module, created on first use. */
export function getRemoteComponent<P extends object>(remote: RemoteKey, module: string): RemoteComponent<P> {
  const cached = remoteComponents.get(cacheKey(remote, module));
  return (cached as RemoteComponent<P> | undefined) ?? reloadRemoteComponent<P>(remote, module);
}

/** Forgets every loaded remote component (tests; a new federation setup). */
export function clearRemoteComponents(): void {
  remoteComponents.clear();
}

export interface RemoteModuleHandle<P extends object> {
  Component: RemoteComponent<P>;
  /** Builds a fresh lazy component: React.lazy keeps a rejection forever, loadRemote does not. */
  reload: () => void;
}

/**
 * The lazy component for one exposed module, shared by every mount of it on the page. Give the
 * calling component a `key` of remote/module if those can change while it stays mounted.
 */
export function useRemoteModule<P extends object>(remote: RemoteKey, module: string): RemoteModuleHandle<P> {
  const [Component, setComponent] = useState(() => getRemoteComponent<P>(remote, module));
  const reload = useCallback(() => setComponent(() => reloadRemoteComponent<P>(remote, module)), [remote, module]);
  return { Component, reload };
}

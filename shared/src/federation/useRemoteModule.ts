import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from './loadRemoteModule.ts';
import type { RemoteKey } from './remotes.ts';
import { useRemoteStatusStore } from './remoteStatusStore.ts';

export type RemoteComponent<P extends object> = LazyExoticComponent<ComponentType<P>>;

/** A lazy component that loads one exposed module and records the remote's status. */
export function createRemoteComponent<P extends object>(remote: RemoteKey, module: string): RemoteComponent<P> {
  return lazy(async () => {
    const { setStatus } = useRemoteStatusStore.getState();
    setStatus(remote, 'loading');
    try {
      const component = await loadRemoteModule<P>(remote, module);
      setStatus(remote, 'ready');
      return { default: component };
    } catch (error) {
      setStatus(remote, 'failed');
      throw error;
    }
  });
}

export interface RemoteModuleHandle<P extends object> {
  Component: RemoteComponent<P>;
  /** Builds a fresh lazy component: React.lazy keeps a rejection forever, loadRemote does not. */
  reload: () => void;
}

/**
 * The lazy component for one exposed module, created once per mount. Give the calling component a
 * `key` of remote/module if those can change while it stays mounted.
 */
export function useRemoteModule<P extends object>(remote: RemoteKey, module: string): RemoteModuleHandle<P> {
  const [Component, setComponent] = useState(() => createRemoteComponent<P>(remote, module));
  const reload = useCallback(() => setComponent(() => createRemoteComponent<P>(remote, module)), [remote, module]);
  return { Component, reload };
}

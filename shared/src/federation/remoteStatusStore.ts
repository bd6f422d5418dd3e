import { create } from 'zustand';
import type { RemoteKey } from './remotes.ts';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

interface RemoteStatusState {
  statuses: Partial<Record<RemoteKey, RemoteStatus>>;
  setStatus: (remote: RemoteKey, status: RemoteStatus) => void;
}

/**
 * Which remotes the page has loaded, and which failed. Written by RemoteMount wherever it runs (the
 * shell, or a remote mounting another remote's widget), read by the shell. Because @newsroom/shared
 * is a federation singleton this is one store for the whole page: the e2e suite relies on that.
 */
export const useRemoteStatusStore = create<RemoteStatusState>()((set) => ({
  statuses: {},
  setStatus: (remote, status) =>
    set((state) => (state.statuses[remote] === status ? state : { statuses: { ...state.statuses, [remote]: status } })),
}));

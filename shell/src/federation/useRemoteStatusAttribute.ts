import { useRemoteStatusStore } from '@newsroom/shared';
import { useEffect } from 'react';

/**
 * Mirrors the shared remote-status store onto <html data-remotes="reader:ready live:failed">.
 * Remotes write that store (RemoteMount inside a remote page loading another remote's widget), so
 * this attribute is the shell visibly reading state a remote changed: the e2e suite checks it to
 * prove @newsroom/shared (and its zustand stores) is one instance per page. Handy in devtools too.
 */
export function useRemoteStatusAttribute(): void {
  const statuses = useRemoteStatusStore((state) => state.statuses);
  useEffect(() => {
    document.documentElement.dataset.remotes = Object.entries(statuses)
      .map(([remote, status]) => `${remote}:${status}`)
      .sort()
      .join(' ');
  }, [statuses]);
}

/** Container names of the four remotes, keyed like RuntimeConfig.remotes. Browser-safe. */
export const REMOTE_NAMES = {
  reader: 'mfe_reader',
  live: 'mfe_live',
  editor: 'mfe_editor',
  admin: 'mfe_admin',
} as const;

export type RemoteKey = keyof typeof REMOTE_NAMES;

/**
 * The federation container of a remote key. A team's remote (decision 207) is mounted under its
 * container name, which is its own key.
 */
export function containerOf(remote: string): string {
  return REMOTE_NAMES[remote as RemoteKey] ?? remote;
}

/** Container names of the four remotes, keyed like RuntimeConfig.remotes. Browser-safe. */
export const REMOTE_NAMES = {
  reader: 'mfe_reader',
  live: 'mfe_live',
  editor: 'mfe_editor',
  admin: 'mfe_admin',
} as const;

export type RemoteKey = keyof typeof REMOTE_NAMES;

import { failLoad, getSupabase, type RemoteKey, type Tables } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';

export const REMOTE_ERRORS_LOAD_ERROR = 'Failed to load remote errors';

/** How many of the newest reports are read, and how many are shown per remote. */
export const REMOTE_ERRORS_READ = 200;
export const REMOTE_ERRORS_PER_REMOTE = 5;

export type RemoteErrorRow = Pick<
  Tables<'remote_errors'>,
  'id' | 'created_at' | 'remote' | 'module' | 'version' | 'kind' | 'message'
>;

export const REMOTE_ORDER: readonly RemoteKey[] = ['reader', 'live', 'editor', 'admin'];

/** The newest reports of each remote, newest first (every remote listed, maybe with none). */
export function lastErrorsPerRemote(rows: readonly RemoteErrorRow[]): Record<RemoteKey, RemoteErrorRow[]> {
  const grouped = Object.fromEntries(REMOTE_ORDER.map((remote) => [remote, [] as RemoteErrorRow[]])) as Record<
    RemoteKey,
    RemoteErrorRow[]
  >;
  for (const row of rows) {
    const list = grouped[row.remote as RemoteKey];
    if (list && list.length < REMOTE_ERRORS_PER_REMOTE) list.push(row);
  }
  return grouped;
}

async function fetchRemoteErrors(): Promise<Record<RemoteKey, RemoteErrorRow[]>> {
  const { data, error } = await getSupabase()
    .from('remote_errors')
    .select('id, created_at, remote, module, version, kind, message')
    .order('created_at', { ascending: false })
    .limit(REMOTE_ERRORS_READ);
  if (error) failLoad(REMOTE_ERRORS_LOAD_ERROR, error);
  return lastErrorsPerRemote(data ?? []);
}

/** The last errors each remote reported (admins only: the table's read policy). */
export function remoteErrorsQuery() {
  return queryOptions({
    queryKey: adminQueryKeys.remoteErrors,
    queryFn: fetchRemoteErrors,
    staleTime: 0,
    meta: { errorMessage: REMOTE_ERRORS_LOAD_ERROR },
  });
}

export function useRemoteErrors() {
  return useQuery(remoteErrorsQuery());
}

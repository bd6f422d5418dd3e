import { failLoad, getSupabase, peekRuntimeConfig, REMOTE_NAMES, type RemoteKey, type Tables } from '@newsroom/shared';
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

/** Reports stored per remote and version in the last hour and 24 hours (remote_error_counts). */
export interface VersionCount {
  remote: string;
  version: string;
  last_hour: number;
  last_day: number;
}

/** Page loads per remote and version in the last 24 hours, from sampled reports (remote_load_counts, decision 216). */
export interface LoadCount {
  remote: string;
  version: string;
  last_day: number;
}

export interface RemoteErrors {
  /** The newest reports of each remote shown, newest first (every remote listed, maybe with none). */
  recent: Record<string, RemoteErrorRow[]>;
  counts: VersionCount[];
  loads: LoadCount[];
}

export const REMOTE_ORDER: readonly RemoteKey[] = ['reader', 'live', 'editor', 'admin'];

/**
 * The remotes the tab shows: the four, then the teams' remotes of the registry this page was
 * served with. Any name of the registry's form may be reported (decision 210); only these are read.
 */
export function shownRemotes(registry = peekRuntimeConfig()?.registry): string[] {
  const teams = (registry ?? []).map(({ name }) => name).filter((name) => !(name in REMOTE_NAMES));
  return [...REMOTE_ORDER, ...teams];
}

/** The newest reports of each remote, newest first (every remote listed, maybe with none). */
export function lastErrorsPerRemote(
  rows: readonly RemoteErrorRow[],
  remotes: readonly string[] = REMOTE_ORDER,
): Record<string, RemoteErrorRow[]> {
  const grouped: Record<string, RemoteErrorRow[]> = Object.fromEntries(remotes.map((remote) => [remote, []]));
  for (const row of rows) {
    const list = grouped[row.remote];
    if (list && list.length < REMOTE_ERRORS_PER_REMOTE) list.push(row);
  }
  return grouped;
}

async function fetchRemoteErrors(remotes: readonly string[]): Promise<RemoteErrors> {
  const supabase = getSupabase();
  const [recent, counts, loads] = await Promise.all([
    supabase
      .from('remote_errors')
      .select('id, created_at, remote, module, version, kind, message')
      .in('remote', remotes)
      .order('created_at', { ascending: false })
      .limit(REMOTE_ERRORS_READ),
    supabase.rpc('remote_error_counts', { remotes: [...remotes] }),
    supabase.rpc('remote_load_counts', { remotes: [...remotes] }),
  ]);
  for (const answer of [recent, counts, loads]) if (answer.error) failLoad(REMOTE_ERRORS_LOAD_ERROR, answer.error);
  return {
    recent: lastErrorsPerRemote(recent.data ?? [], remotes),
    counts: counts.data ?? [],
    loads: loads.data ?? [],
  };
}

/** The last errors each remote reported, their counts and the loads per version (admins only: the tables' read policies). */
export function remoteErrorsQuery(remotes: readonly string[] = shownRemotes()) {
  return queryOptions({
    queryKey: [...adminQueryKeys.remoteErrors, ...remotes],
    queryFn: () => fetchRemoteErrors(remotes),
    staleTime: 0,
    meta: { errorMessage: REMOTE_ERRORS_LOAD_ERROR },
  });
}

export function useRemoteErrors() {
  return useQuery(remoteErrorsQuery());
}

import { peekRuntimeConfig, type RegisteredRemote } from '@newsroom/shared';
import { DataTable, type DataTableRow } from '../../components/DataTable.tsx';

/**
 * Each registered remote's versions and the share of readers each one goes to: the registered
 * version, and its canary for the first `percent` of readers' release buckets (decision 207).
 */
export function versionRows(registry: readonly RegisteredRemote[]): DataTableRow[] {
  return registry.flatMap(({ name, version, canary }) => {
    const registered = { id: `${name}@${version}`, cells: [name, version, `${100 - (canary?.percent ?? 0)} %`] };
    if (!canary) return [registered];
    return [
      registered,
      { id: `${name}@${canary.version}~canary`, cells: [name, `${canary.version} (canary)`, `${canary.percent} %`] },
    ];
  });
}

/** The registry this page was served with: what every reader's browser is loading now. */
export function RemoteVersions() {
  const registry = peekRuntimeConfig()?.registry;
  if (!registry?.length) return null;
  return (
    <DataTable caption="Versions in service" columns={['Remote', 'Version', 'Readers']} rows={versionRows(registry)} />
  );
}

import { peekRuntimeConfig } from '@newsroom/shared';
import { DataTable, type DataTableRow } from '../../components/DataTable.tsx';
import type { RemoteErrors } from './useRemoteErrors.ts';
import { dayRate, errorRate, versionRates, type VersionRate } from './versionRates.ts';

const COLUMNS = ['Remote', 'Version', 'Readers'];
const COUNT_COLUMNS = [
  'Errors, last hour',
  'Errors, last 24 hours',
  'Loads, last 24 hours',
  'Error rate, last 24 hours',
];

function versionLabel({ version, canary, share }: VersionRate): string {
  if (canary) return `${version} (canary)`;
  return share === null ? `${version} (not in service)` : version;
}

/**
 * One table row a version: its share of readers and, once read, the reports its browsers stored,
 * its loads (estimated from a sample) and the errors per 100 loads over the same 24 hours.
 */
export function versionRows(rates: readonly VersionRate[], counted: boolean): DataTableRow[] {
  return rates.map((rate) => {
    const share = rate.share === null ? '—' : `${rate.share} %`;
    const counts = counted
      ? [
          rate.lastHour,
          dayRate(rate.lastDay),
          rate.loadsDay.toLocaleString('en-GB'),
          errorRate(rate.lastDay, rate.loadsDay),
        ]
      : [];
    return {
      id: `${rate.remote}@${rate.version}${rate.canary ? '~canary' : ''}`,
      cells: [rate.remote, versionLabel(rate), share, ...counts],
    };
  });
}

/**
 * Each remote's versions in service (the registry this page was served with: what readers'
 * browsers load now) and each one's share of readers, a canary beside its registered version, with
 * the errors each version's browsers reported and their rate per load (once read), so an admin can
 * promote or roll back.
 */
export function RemoteVersions({ counted }: { counted: Pick<RemoteErrors, 'counts' | 'loads'> | undefined }) {
  const rates = versionRates(peekRuntimeConfig()?.registry ?? [], counted?.counts ?? [], counted?.loads ?? []);
  if (rates.length === 0) return null;
  const columns = counted ? [...COLUMNS, ...COUNT_COLUMNS] : COLUMNS;
  return (
    <DataTable caption="Versions and their errors" columns={columns} rows={versionRows(rates, Boolean(counted))} />
  );
}

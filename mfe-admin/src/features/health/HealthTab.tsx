import { LoadFailure } from '@newsroom/shared';
import { Timestamp } from '../../components/Timestamp.tsx';
import { TitledPanel } from '../../components/TitledPanel.tsx';
import { ErrorItem, ErrorList, ErrorMeta, RemoteGrid, RemoteHeading } from './HealthTab.styles.ts';
import { RemoteVersions } from './RemoteVersions.tsx';
import { useRemoteErrors, type RemoteErrorRow } from './useRemoteErrors.ts';

/** live -> mfe-live, puzzles -> mfe-puzzles: the folder each team knows its remote by. */
const teamName = (remote: string) => `mfe-${remote}`;

function RemoteErrors({ remote, rows }: { remote: string; rows: readonly RemoteErrorRow[] }) {
  const headingId = `remote-errors-${remote}`;
  return (
    <section aria-labelledby={headingId}>
      <RemoteHeading id={headingId}>{teamName(remote)}</RemoteHeading>
      {rows.length === 0 ? (
        <p>No errors reported.</p>
      ) : (
        <ErrorList>
          {rows.map((row) => (
            <ErrorItem key={row.id}>
              <strong>{row.module}</strong>{' '}
              <ErrorMeta>
                {row.kind} · version {row.version} · <Timestamp iso={row.created_at} />
              </ErrorMeta>
              <p>{row.message}</p>
            </ErrorItem>
          ))}
        </ErrorList>
      )}
    </section>
  );
}

/**
 * The remotes' versions in service with their share of readers and error counts, and the last load
 * and render errors each remote reported: the four's and the registered teams' (decision 210).
 */
export function HealthTab() {
  const errors = useRemoteErrors();
  return (
    <TitledPanel
      headingId="admin-health-heading"
      title="Remote errors"
      intro={
        <>
          The errors readers’ browsers reported for each part of the site: per version, how many in the last hour and
          the last 24 hours, the pages that loaded it in the last 24 hours (counted from one page in ten) and its errors
          per 100 loads (a canary beside the version it may replace), then the newest of each part: which module, which
          version, and whether it failed to load, to render, or was refused for its library versions.
        </>
      }
    >
      <RemoteVersions counted={errors.data} />
      {errors.isError && <LoadFailure message={errors.error.message} onRetry={() => void errors.refetch()} />}
      {errors.isPending && <p role="status">Loading remote errors…</p>}
      {errors.data && (
        <RemoteGrid>
          {Object.entries(errors.data.recent).map(([remote, rows]) => (
            <RemoteErrors key={remote} remote={remote} rows={rows} />
          ))}
        </RemoteGrid>
      )}
    </TitledPanel>
  );
}

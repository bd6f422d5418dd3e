import { LoadFailure, REMOTE_NAMES, type RemoteKey } from '@newsroom/shared';
import { Timestamp } from '../../components/Timestamp.tsx';
import { TitledPanel } from '../../components/TitledPanel.tsx';
import { ErrorItem, ErrorList, ErrorMeta, RemoteGrid, RemoteHeading } from './HealthTab.styles.ts';
import { RemoteVersions } from './RemoteVersions.tsx';
import { REMOTE_ORDER, useRemoteErrors, type RemoteErrorRow } from './useRemoteErrors.ts';

/** mfe_live -> mfe-live: the name each team knows its remote by. */
const teamName = (remote: RemoteKey) => REMOTE_NAMES[remote].replace('_', '-');

function RemoteErrors({ remote, rows }: { remote: RemoteKey; rows: readonly RemoteErrorRow[] }) {
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

/** The remotes' versions in service with their share of readers, and the last load and render errors each remote reported. */
export function HealthTab() {
  const errors = useRemoteErrors();
  return (
    <TitledPanel
      headingId="admin-health-heading"
      title="Remote errors"
      intro={
        <>
          The last errors readers’ browsers reported for each part of the site, newest first: which module, which
          deployed version, and whether it failed to load, to render, or was refused for its library versions.
        </>
      }
    >
      <RemoteVersions />
      {errors.isError && <LoadFailure message={errors.error.message} onRetry={() => void errors.refetch()} />}
      {errors.isPending && <p role="status">Loading remote errors…</p>}
      {errors.data && (
        <RemoteGrid>
          {REMOTE_ORDER.map((remote) => (
            <RemoteErrors key={remote} remote={remote} rows={errors.data[remote]} />
          ))}
        </RemoteGrid>
      )}
    </TitledPanel>
  );
}

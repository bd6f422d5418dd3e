import { Button, type Edition } from '@newsroom/shared';
import { newsroomWhen } from './frontSchedule.ts';
import { Refusal } from './Fronts.styles.ts';
import { useCancelSchedule, useFrontHistory, type FrontVersion } from './useFronts.ts';

export interface FrontHistoryProps {
  edition: Edition;
  /** The version open in the tab: restoring it would copy what is already there. */
  current: number;
  busy: boolean;
  onRestore: (version: number) => void;
  /** Says what a cancel did, in the tab's status line. */
  announce: (message: string) => void;
}

const when = (at: string | null) =>
  at ? new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'Not published';

/** When a version went (or goes) live, in words. */
function published(row: FrontVersion): string {
  if (row.state === 'scheduled' && row.published_at) return `Scheduled for ${newsroomWhen(row.published_at)}`;
  if (row.state === 'cancelled' && row.scheduled_for) {
    return `Schedule cancelled (was for ${newsroomWhen(row.scheduled_for)})`;
  }
  return when(row.published_at);
}

/**
 * The edition's versions, newest first, with who published each; Restore loads one into the editor,
 * and a scheduled version can be cancelled before its time.
 */
export function FrontHistory({ edition, current, busy, onRestore, announce }: FrontHistoryProps) {
  const history = useFrontHistory(edition);
  const cancel = useCancelSchedule(edition);
  if (history.isPending) return <p role="status">Loading the history…</p>;
  if (history.error) return <p role="alert">{history.error.message}</p>;
  const cancelSchedule = (version: number) =>
    cancel.mutate(version, { onSuccess: () => announce(`The schedule of version ${version} is cancelled.`) });
  return (
    <>
      {cancel.error && <Refusal role="alert">{cancel.error.message}</Refusal>}
      <table>
        <caption>History</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Published</th>
            <th scope="col">By</th>
            <th scope="col">
              <span>Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((row) => (
            <tr key={row.version}>
              <td>{row.version}</td>
              <td>{published(row)}</td>
              <td>{row.published_by ?? '—'}</td>
              <td>
                {row.state === 'scheduled' && (
                  <Button
                    $variant="ghost"
                    $size="sm"
                    disabled={busy || cancel.isPending}
                    onClick={() => cancelSchedule(row.version)}
                  >
                    Cancel the schedule
                  </Button>
                )}
                {row.version === current ? (
                  'Open here'
                ) : (
                  <Button $variant="ghost" $size="sm" disabled={busy} onClick={() => onRestore(row.version)}>
                    Restore version {row.version}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

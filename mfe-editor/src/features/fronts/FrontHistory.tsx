import { Button, type Edition } from '@newsroom/shared';
import { useFrontHistory } from './useFronts.ts';

export interface FrontHistoryProps {
  edition: Edition;
  /** The version open in the tab: restoring it would copy what is already there. */
  current: number;
  busy: boolean;
  onRestore: (version: number) => void;
}

const when = (at: string | null) =>
  at ? new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'Not published';

/** The edition's versions, newest first, with who published each; Restore loads one into the editor. */
export function FrontHistory({ edition, current, busy, onRestore }: FrontHistoryProps) {
  const history = useFrontHistory(edition);
  if (history.isPending) return <p role="status">Loading the history…</p>;
  if (history.error) return <p role="alert">{history.error.message}</p>;
  return (
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
            <td>{when(row.published_at)}</td>
            <td>{row.published_by ?? '—'}</td>
            <td>
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
  );
}

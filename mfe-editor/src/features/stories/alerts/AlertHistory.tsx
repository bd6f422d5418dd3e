import { pushTopicList } from '@newsroom/shared/push-topics';
import type { StoryAlert } from './storyAlert.ts';

export interface AlertHistoryProps {
  alerts: readonly StoryAlert[] | undefined;
  /** Alerts older than those listed (the overview lists the newest 50). */
  older?: number;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The times the story went out as an alert, newest first, with how the pushes fared. */
export function AlertHistory({ alerts, older = 0 }: AlertHistoryProps) {
  if (!alerts) return <p role="status">Loading the story’s alerts…</p>;
  if (alerts.length === 0) return <p>Not sent as an alert yet.</p>;
  return (
    <>
      <AlertList alerts={alerts} />
      {older > 0 && <p>{`And ${older} older ${older === 1 ? 'alert' : 'alerts'}.`}</p>}
    </>
  );
}

function AlertList({ alerts }: { alerts: readonly StoryAlert[] }) {
  return (
    <ol aria-label="Alerts sent">
      {alerts.map((alert) => (
        <li key={alert.id}>
          <div>
            <p>
              Sent <time dateTime={alert.createdAt}>{when(alert.createdAt)}</time> to {pushTopicList(alert.topics)}
            </p>
            <p>
              {alert.sent} devices: {alert.delivered} delivered, {alert.gone} gone, {alert.failed} failed
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

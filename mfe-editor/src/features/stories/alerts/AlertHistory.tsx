import { pushTopicList } from '@newsroom/shared';
import type { StoryAlert } from './storyAlert.ts';

export interface AlertHistoryProps {
  alerts: readonly StoryAlert[] | undefined;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The times the story went out as an alert, newest first, with how the pushes fared. */
export function AlertHistory({ alerts }: AlertHistoryProps) {
  if (!alerts) return <p role="status">Loading the story’s alerts…</p>;
  if (alerts.length === 0) return <p>Not sent as an alert yet.</p>;
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

import { LoadFailure } from '@newsroom/shared';
import { pushTopicList } from '@newsroom/shared/push-topics';
import { DataTable } from '../../components/DataTable.tsx';
import { Timestamp } from '../../components/Timestamp.tsx';
import { CountList, SubHeading } from './NewsletterTab.styles.ts';
import type { PushSendRow } from './pushOverview.ts';
import { usePushOverview } from './usePushOverview.ts';

const COLUMNS = ['Sent', 'Alert', 'Kind', 'Subscriptions', 'Delivered', 'Gone', 'Failed', 'Waiting'];

/** "Breaking news", or the topics an editor sent a story to. */
const kindOf = (send: PushSendRow) =>
  send.kind === 'story' ? `Story alert: ${pushTopicList(send.topics)}` : 'Breaking news';

/** Breaking and story alerts by Web Push (decisions 194, 204): how many devices subscribed, and how each alert fared. */
export function PushAlertsSection() {
  const overview = usePushOverview();
  return (
    <section aria-labelledby="admin-push-alerts">
      <SubHeading id="admin-push-alerts">Alerts on devices (Web Push)</SubHeading>
      {overview.isError && <LoadFailure message={overview.error.message} onRetry={() => void overview.refetch()} />}
      {overview.isPending && <p role="status">Loading the Web Push alerts…</p>}
      {overview.data && (
        <>
          <CountList>
            <div>
              <dt>Subscribed devices</dt>
              <dd>{overview.data.subscriptions.total.toLocaleString('en')}</dd>
            </div>
            <div>
              <dt>Breaking news</dt>
              <dd>{overview.data.subscriptions.breaking.toLocaleString('en')}</dd>
            </div>
          </CountList>
          {overview.data.sends.length === 0 ? (
            <p>No alert has been pushed yet.</p>
          ) : (
            <DataTable
              caption="Pushed alerts, newest first"
              columns={COLUMNS}
              rows={overview.data.sends.map((send) => ({
                id: send.id,
                cells: [
                  <Timestamp key="sent" iso={send.createdAt} />,
                  send.title,
                  kindOf(send),
                  send.sent,
                  send.delivered,
                  send.gone,
                  send.failed,
                  send.waiting,
                ],
              }))}
            />
          )}
        </>
      )}
    </section>
  );
}

import { Button, LoadFailure } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { Panel, PanelActions, PanelHeading, PanelIntro } from '../../components/Panel.styles.ts';
import { PushAlertsSection } from './PushAlertsSection.tsx';
import { SendsTable } from './SendsTable.tsx';
import { CountList, SubHeading } from './NewsletterTab.styles.ts';
import type { SubscriberCounts } from './newsletterOverview.ts';
import { useNewsletterOverview } from './useNewsletterOverview.ts';
import { useSendMorningEdition } from './useSendMorningEdition.ts';

const COUNT_LABELS: { key: keyof SubscriberCounts; label: string }[] = [
  { key: 'confirmed', label: 'Confirmed' },
  { key: 'pending', label: 'Awaiting confirmation' },
  { key: 'morningEdition', label: 'Morning edition' },
  { key: 'breakingAlerts', label: 'Breaking alerts' },
  { key: 'unsubscribed', label: 'Unsubscribed' },
];

/** The newsletter at a glance: who gets it, how each send went, and the edition on demand. */
export function NewsletterTab() {
  const overview = useNewsletterOverview();
  const send = useSendMorningEdition();
  return (
    <Panel aria-labelledby="admin-newsletter-heading">
      <PanelHeading id="admin-newsletter-heading">Newsletter</PanelHeading>
      <PanelIntro>
        The morning edition goes out at 06:00 (London time) to confirmed subscribers who chose it; breaking alerts go
        out when breaking news is added, at most one every 10 minutes per subscriber.
      </PanelIntro>
      {overview.isError && <LoadFailure message={overview.error.message} onRetry={() => void overview.refetch()} />}
      {overview.isPending && <p role="status">Loading the newsletter…</p>}
      {overview.data && (
        <>
          <section aria-labelledby="admin-newsletter-subscribers">
            <SubHeading id="admin-newsletter-subscribers">Subscribers</SubHeading>
            <CountList>
              {COUNT_LABELS.map(({ key, label }) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>{overview.data.subscribers[key].toLocaleString('en')}</dd>
                </div>
              ))}
            </CountList>
          </section>
          <SendsTable sends={overview.data.sends} />
        </>
      )}
      <PushAlertsSection />
      <PanelActions>
        <ConfirmDialog
          title="Send the morning edition now?"
          confirmLabel="Send now"
          busy={send.isPending}
          onConfirm={() => send.mutate()}
          trigger={<Button type="button">Send the morning edition now</Button>}
        >
          Today&apos;s edition (the last 24 hours&apos; top stories) goes to every confirmed subscriber who chose it.
          Each day&apos;s edition is sent once: the 06:00 run will not send it again.
        </ConfirmDialog>
      </PanelActions>
    </Panel>
  );
}

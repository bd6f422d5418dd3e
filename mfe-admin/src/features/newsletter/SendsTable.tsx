import { DataTable } from '../../components/DataTable.tsx';
import { Timestamp } from '../../components/Timestamp.tsx';
import type { NewsletterSendRow } from './newsletterOverview.ts';

const KIND_LABELS: Record<NewsletterSendRow['kind'], string> = {
  morning_edition: 'Morning edition',
  breaking_alert: 'Breaking alert',
};

const COLUMNS = ['Sent', 'Kind', 'Subject', 'Recipients', 'Delivered', 'Failed', 'Waiting'];

/** Each edition and alert: when, what, and how its recipients' messages fared. */
export function SendsTable({ sends }: { sends: readonly NewsletterSendRow[] }) {
  if (sends.length === 0) return <p>Nothing has been sent yet.</p>;
  const rows = sends.map((send) => ({
    id: send.id,
    cells: [
      <Timestamp key="sent" iso={send.createdAt} />,
      KIND_LABELS[send.kind],
      send.subject,
      send.recipients,
      send.delivered,
      send.failed,
      send.waiting,
    ],
  }));
  return <DataTable caption="Sends, newest first" columns={COLUMNS} rows={rows} />;
}

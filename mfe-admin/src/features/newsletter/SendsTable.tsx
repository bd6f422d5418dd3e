import { format } from 'date-fns';
import type { NewsletterSendRow } from './newsletterOverview.ts';
import { Table } from './NewsletterTab.styles.ts';

const KIND_LABELS: Record<NewsletterSendRow['kind'], string> = {
  morning_edition: 'Morning edition',
  breaking_alert: 'Breaking alert',
};

/** Each edition and alert: when, what, and how its recipients' messages fared. */
export function SendsTable({ sends }: { sends: readonly NewsletterSendRow[] }) {
  if (sends.length === 0) return <p>Nothing has been sent yet.</p>;
  return (
    <Table>
      <caption>Sends, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Sent</th>
          <th scope="col">Kind</th>
          <th scope="col">Subject</th>
          <th scope="col">Recipients</th>
          <th scope="col">Delivered</th>
          <th scope="col">Failed</th>
          <th scope="col">Waiting</th>
        </tr>
      </thead>
      <tbody>
        {sends.map((send) => (
          <tr key={send.id}>
            <td>
              <time dateTime={send.createdAt}>{format(new Date(send.createdAt), 'MMM d, HH:mm')}</time>
            </td>
            <td>{KIND_LABELS[send.kind]}</td>
            <td>{send.subject}</td>
            <td>{send.recipients}</td>
            <td>{send.delivered}</td>
            <td>{send.failed}</td>
            <td>{send.waiting}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { CalendarX } from 'lucide-react';
import { Empty } from './EventHub.styles.ts';

/** A tab with no events: the hub's own empty text ("No Live Events Available", …). */
export function EmptyState({ title }: { title: string }) {
  return (
    <Empty data-testid="events-empty">
      <CalendarX aria-hidden="true" focusable="false" size={32} />
      <h3>{title}</h3>
      <p>Check back soon: new events are added all the time.</p>
    </Empty>
  );
}

import { Button, eventBadge, type LiveEvent } from '@newsroom/shared';
import { format } from 'date-fns';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Badge } from '../../components/Panel.styles.ts';
import { Switch } from '../../components/Switch.tsx';
import { EventItem } from './EventsTab.styles.ts';
import { RowControls, RowMeta, RowTitle } from '../../components/ListRow.styles.ts';

export interface EventRowProps {
  event: LiveEvent;
  busy: boolean;
  onEdit: (event: LiveEvent) => void;
  onSetLive: (event: LiveEvent, live: boolean) => void;
  onEnd: (event: LiveEvent) => void;
  onDelete: (event: LiveEvent) => void;
}

const BADGE_TONES: Record<string, 'live' | 'muted' | 'info'> = { LIVE: 'live', Ended: 'muted', Upcoming: 'info' };

function when(iso: string): string {
  return iso ? format(new Date(iso), 'EEE d MMM yyyy, HH:mm') : 'No start time';
}

/** One event of the control room: its state, the Live switch, End, Edit and Delete. */
export function EventRow({ event, busy, onEdit, onSetLive, onEnd, onDelete }: EventRowProps) {
  const badge = eventBadge(event);
  return (
    <EventItem aria-label={event.title}>
      <div>
        <RowTitle>
          {event.title}
          <Badge $tone={BADGE_TONES[badge] ?? 'muted'}>{badge}</Badge>
          {event.isFeatured && <Badge $tone="success">Featured</Badge>}
        </RowTitle>
        <RowMeta>
          <time dateTime={event.scheduledStart}>{when(event.scheduledStart)}</time> · {event.eventType} ·{' '}
          {event.sportType || 'General'} · {event.teams || 'TBD'}
          {event.streamUrl ? ` · ${event.streamType} stream` : ' · no stream'}
        </RowMeta>
      </div>
      <RowControls>
        <Switch
          checked={event.isLive}
          label="Live"
          context={event.title}
          disabled={busy}
          onCheckedChange={(live) => onSetLive(event, live)}
        />
        <ConfirmDialog
          trigger={
            <Button $variant="secondary" $size="sm" disabled={busy || event.status === 'ended'}>
              End event
            </Button>
          }
          title="End this event?"
          description={`"${event.title}" will show as ended, with Watch Replay on the hubs.`}
          confirmLabel="End event"
          onConfirm={() => onEnd(event)}
        />
        <Button $variant="secondary" $size="sm" disabled={busy} onClick={() => onEdit(event)}>
          Edit
        </Button>
        <ConfirmDialog
          trigger={
            <Button $variant="danger" $size="sm" disabled={busy}>
              Delete
            </Button>
          }
          title="Delete this live event?"
          description={`Are you sure you want to delete "${event.title}"? This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() => onDelete(event)}
        />
      </RowControls>
    </EventItem>
  );
}

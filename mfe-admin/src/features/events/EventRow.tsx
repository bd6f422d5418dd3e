import { Button, eventBadge, type LiveEvent } from '@newsroom/shared';
import { format } from 'date-fns';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { Badge } from '../../components/Panel.styles.ts';
import { Switch } from '../../components/Switch.tsx';
import { ItemBox, RowControls, RowMeta, RowTitle } from '../../components/ListRow.styles.ts';

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

/** Only an event that has begun can end: not one still to start, nor one already ended. */
export const canEnd = (badge: string) => badge !== 'Upcoming' && badge !== 'Ended';

/** One event of the control room: its state, the Live switch, End (once begun), Edit and Delete. */
export function EventRow({ event, busy, onEdit, onSetLive, onEnd, onDelete }: EventRowProps) {
  const badge = eventBadge(event);
  return (
    <ItemBox $columns="minmax(0, 1fr) auto" $gap="sm" aria-label={event.title}>
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
        {canEnd(badge) && (
          <ConfirmButton
            label="End event"
            title="End this event?"
            variant="secondary"
            disabled={busy}
            onConfirm={() => onEnd(event)}
          >
            {`"${event.title}" will show as ended, with Watch Replay on the hubs.`}
          </ConfirmButton>
        )}
        <Button $variant="secondary" $size="sm" disabled={busy} onClick={() => onEdit(event)}>
          Edit
        </Button>
        <ConfirmButton label="Delete" title="Delete this live event?" disabled={busy} onConfirm={() => onDelete(event)}>
          {`Are you sure you want to delete "${event.title}"? This cannot be undone.`}
        </ConfirmButton>
      </RowControls>
    </ItemBox>
  );
}

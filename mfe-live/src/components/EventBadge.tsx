import { eventBadge, type LiveEvent } from '@newsroom/shared';
import { Badge, Dot, type BadgeTone } from './EventBadge.styles.ts';

function toneOf(label: string): BadgeTone {
  if (label === 'LIVE') return 'live';
  if (label === 'Upcoming') return 'upcoming';
  if (label === 'Ended') return 'ended';
  return 'other';
}

export interface EventBadgeProps {
  event: LiveEvent;
  now: Date;
  className?: string;
}

/** LIVE, Ended, Upcoming or the raw status (see eventBadge). */
export function EventBadge({ event, now, className }: EventBadgeProps) {
  const label = eventBadge(event, now);
  const tone = toneOf(label);
  return (
    <Badge $tone={tone} className={className} data-testid="event-badge">
      {tone === 'live' && <Dot aria-hidden="true" />}
      {label}
    </Badge>
  );
}

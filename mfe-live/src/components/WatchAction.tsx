import { Button, hasStream, watchAction, type LiveEvent } from '@newsroom/shared';
import { PlayCircle } from 'lucide-react';
import { useId, type MouseEventHandler } from 'react';
import { SetReminder } from './SetReminder.tsx';
import { eventPath, type EventLinkState } from '../lib/eventLinks.ts';
import { ButtonLink, Note, Row } from './WatchAction.styles.ts';

export interface WatchActionProps {
  event: LiveEvent;
  now: Date;
  /** History state for the event page (which hub to go back to). */
  linkState?: EventLinkState;
  onOpen?: MouseEventHandler<HTMLAnchorElement>;
  /** Id of the element that names the event, so "Watch Live" is announced with its title. */
  describedBy?: string;
}

/**
 * The card's watch button: Watch Live or Watch Replay open the event's page; Set Reminder offers a
 * calendar file and a notification. Disabled, with a note saying why, when there is no stream URL.
 */
export function WatchAction({ event, now, linkState, onOpen, describedBy }: WatchActionProps) {
  const noteId = useId();
  const action = watchAction(event, now);
  if (!hasStream(event)) {
    return (
      <Row>
        <Button disabled aria-describedby={[describedBy, noteId].filter(Boolean).join(' ')}>
          {action}
        </Button>
        <Note id={noteId}>No stream available</Note>
      </Row>
    );
  }
  if (action === 'Set Reminder') return <SetReminder event={event} describedBy={describedBy} />;
  return (
    <Row>
      <ButtonLink to={eventPath(event.id)} state={linkState} onClick={onOpen} aria-describedby={describedBy}>
        <PlayCircle aria-hidden="true" focusable="false" size={18} />
        {action}
      </ButtonLink>
    </Row>
  );
}

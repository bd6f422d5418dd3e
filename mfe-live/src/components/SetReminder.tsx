import { Button, useRenderClock, useSiteOrigin, type LiveEvent, siteName } from '@newsroom/shared';
import { Bell, CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { eventPath } from '../lib/eventLinks.ts';
import { calendarFile, calendarFileName } from '../lib/calendarFile.ts';
import { downloadFile } from '../lib/downloadFile.ts';
import { Panel, Wrapper } from './SetReminder.styles.ts';
import { useStartNotification } from '../lib/useStartNotification.ts';

export interface SetReminderProps {
  event: LiveEvent;
  describedBy?: string;
}

function NotificationChoice({ event, pageUrl }: { event: LiveEvent; pageUrl: string }) {
  const { support, scheduled, enable, cancel } = useStartNotification(event, pageUrl);
  if (support === 'unsupported') return null;
  if (support === 'denied') return <p>Browser notifications are blocked for this site.</p>;
  if (scheduled) {
    return (
      <>
        <p role="status">We&apos;ll notify you in this tab when it starts.</p>
        <Button $variant="ghost" $size="sm" onClick={cancel}>
          Cancel notification
        </Button>
      </>
    );
  }
  return (
    <Button $variant="secondary" $size="sm" onClick={() => void enable()}>
      <Bell aria-hidden="true" focusable="false" size={16} />
      Notify me when it starts
    </Button>
  );
}

/**
 * Set Reminder: opens a small panel offering the event as a calendar file (.ics) and, while this
 * tab stays open and the browser allows it, a notification when the event starts.
 */
export function SetReminder({ event, describedBy }: SetReminderProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // The site's origin and the render clock: the same on the server and in the hydrating browser.
  const pageUrl = `${useSiteOrigin()}${eventPath(event.id)}`;
  const { now } = useRenderClock();
  const ics = calendarFile(event, { pageUrl, productName: siteName(), now });
  return (
    <Wrapper>
      <Button
        $variant="primary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell aria-hidden="true" focusable="false" size={18} />
        Set Reminder
      </Button>
      <Panel id={panelId} hidden={!open}>
        {ics && (
          <Button
            $variant="secondary"
            $size="sm"
            onClick={() => downloadFile(calendarFileName(event), ics, 'text/calendar;charset=utf-8')}
          >
            <CalendarPlus aria-hidden="true" focusable="false" size={16} />
            Add to calendar (.ics)
          </Button>
        )}
        {open && <NotificationChoice event={event} pageUrl={pageUrl} />}
      </Panel>
    </Wrapper>
  );
}

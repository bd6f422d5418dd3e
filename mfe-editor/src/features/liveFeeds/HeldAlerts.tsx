import { Button } from '@newsroom/shared';
import { useEffect, useState } from 'react';
import { Notice } from '../../components/Notice.tsx';
import type { EditorLiveFeed } from './editorLiveFeed.ts';
import { useCancelBreakingAlert } from './useBreakingAlert.ts';

/** "0:45": minutes and seconds left, never below zero. */
export function countdown(dueAt: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(dueAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The clock, once a second while something counts down. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function HeldAlert({ item, now }: { item: EditorLiveFeed; now: number }) {
  const cancel = useCancelBreakingAlert();
  const due = item.alertDueAt ?? new Date(now).toISOString();
  const left = Date.parse(due) - now;
  return (
    <Notice $tone="warning">
      <p>
        “{item.title}”:{' '}
        {left > 0 ? (
          <>
            Alert sending in <time dateTime={due}>{countdown(due, now)}</time>
          </>
        ) : (
          'Alert being sent now'
        )}
      </p>
      <div>
        <Button
          $size="sm"
          $variant="danger"
          disabled={cancel.isPending || left <= 0}
          onClick={() => cancel.mutate(item.id)}
          aria-label={`Cancel alert for ${item.title}`}
        >
          Cancel alert
        </Button>
      </div>
    </Notice>
  );
}

/**
 * Alerts held for their minute (the database mails them when it is up): each with its countdown and
 * a Cancel. The countdown is not announced every second; the status line says once that one waits.
 */
export function HeldAlerts({ items }: { items: readonly EditorLiveFeed[] }) {
  const held = items.filter((item) => item.alertStatus === 'held');
  const now = useNow(held.length > 0);
  if (held.length === 0) return null;
  return (
    <section aria-label="Alerts waiting to be sent">
      <p role="status">
        {held.length === 1 ? 'One alert is' : `${held.length} alerts are`} held for a minute before they are e-mailed.
      </p>
      {held.map((item) => (
        <HeldAlert key={item.id} item={item} now={now} />
      ))}
    </section>
  );
}

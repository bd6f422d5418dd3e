import { useRenderClock } from '@newsroom/shared';
import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { countdownInterval, countdownText } from '../lib/countdown.ts';
import { Line } from './Countdown.styles.ts';

/**
 * "Starts in 1 day 2 hours", kept current (every second in the last hour). Not a live region:
 * announcing every tick would drown everything else out.
 */
export function Countdown({ start }: { start: string }) {
  // The render clock until the first tick: the server and the hydrating browser write the same.
  const clock = useRenderClock();
  const [ticked, setTicked] = useState<Date | null>(null);
  const now = ticked ?? clock.now;
  const interval = countdownInterval(start, now);
  useEffect(() => {
    const timer = setInterval(() => setTicked(new Date()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return (
    <Line data-testid="event-countdown">
      <Timer aria-hidden="true" focusable="false" size={16} />
      {countdownText(start, now)}
    </Line>
  );
}

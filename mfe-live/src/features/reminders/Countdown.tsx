import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { countdownInterval, countdownText } from './countdown.ts';
import { Line } from './Countdown.styles.ts';

/**
 * "Starts in 1 day 2 hours", kept current (every second in the last hour). Not a live region:
 * announcing every tick would drown everything else out.
 */
export function Countdown({ start }: { start: string }) {
  const [now, setNow] = useState(() => new Date());
  const interval = countdownInterval(start, now);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return (
    <Line data-testid="event-countdown">
      <Timer aria-hidden="true" focusable="false" size={16} />
      {countdownText(start, now)}
    </Line>
  );
}

import { useRenderClock } from '@newsroom/shared';
import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while mounted (countdowns, badges, tabs). Until
 * the first tick it is the render clock's: the server's render time on the server and while
 * hydrating (so both write the same), the browser's own time otherwise.
 */
export function useNow(intervalMs: number): Date {
  const clock = useRenderClock();
  const [ticked, setTicked] = useState<Date | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setTicked(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return ticked ?? clock.now;
}

import { useEffect, useState } from 'react';

/** Relative times ("5 minutes ago") move on once a minute while the panel is open. */
const TICK_MS = 60_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

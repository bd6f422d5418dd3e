import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every 30 s; null on the server and during hydration, so relative
 * times ("5 min ago") are written by the browser only and never mismatch the server's HTML.
 */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

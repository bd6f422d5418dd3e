import { useEffect, useState } from 'react';

/** SPEC §4/§9: with more than one item the ticker moves to the next one every 8 seconds. */
export const TICKER_ROTATION_MS = 8000;

/** Index of the item to show; advances every `intervalMs` while there is more than one and not paused. */
export function useRotation(count: number, paused: boolean, intervalMs = TICKER_ROTATION_MS): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, intervalMs]);
  // The list can shrink under us (an editor deletes an item): stay in range without an extra render.
  return count > 0 ? index % count : 0;
}

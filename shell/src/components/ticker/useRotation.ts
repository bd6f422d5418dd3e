import { useEffect, useState } from 'react';

/** With more than one item the ticker moves to the next one every 8 seconds. */
export const TICKER_ROTATION_MS = 8000;

/**
 * Index of the item to show; advances every `intervalMs` while there is more than one and not
 * paused. A new `resetKey` (the newest item's id) starts again at 0, so fresh breaking news shows
 * at once, for a full interval.
 */
export function useRotation(
  count: number,
  paused: boolean,
  resetKey: string | undefined,
  intervalMs = TICKER_ROTATION_MS,
): number {
  const [position, setPosition] = useState({ key: resetKey, index: 0 });
  const index = position.key === resetKey ? position.index : 0;
  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = setInterval(
      () =>
        setPosition((current) => ({
          key: resetKey,
          index: ((current.key === resetKey ? current.index : 0) + 1) % count,
        })),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [count, paused, resetKey, intervalMs]);
  // The list can shrink under us (an editor deletes an item): stay in range.
  return count > 0 ? index % count : 0;
}

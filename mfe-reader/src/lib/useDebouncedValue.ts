import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`: what a search box asks for while the reader
 * types (one request per pause, not per keystroke). The first value is given at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

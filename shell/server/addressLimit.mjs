/**
 * A fixed-window count per client address, in this process's memory (each worker keeps its own).
 * At most `maxKeys` addresses are kept: the oldest window goes first, so a flood of addresses costs
 * bounded memory (and at worst restarts someone's window early).
 * @param {{ max: number, windowMs: number, maxKeys: number, now?: () => number }} options
 * @returns {(address: string | null) => boolean} true when this request is within the limit
 */
export function addressLimit({ max, windowMs, maxKeys, now = Date.now }) {
  const windows = new Map();
  return (address) => {
    const key = address ?? 'unknown';
    const at = now();
    const current = windows.get(key);
    if (current && current.endsAt > at) {
      current.count += 1;
      return current.count <= max;
    }
    // A new window goes to the end of the map's order: the first entry is always the oldest.
    windows.delete(key);
    if (windows.size >= maxKeys) windows.delete(windows.keys().next().value);
    windows.set(key, { count: 1, endsAt: at + windowMs });
    return true;
  };
}

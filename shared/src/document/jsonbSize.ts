const encoder = new TextEncoder();

/** Bytes of a string as PostgreSQL's jsonb prints it: quoted, `"` `\` and controls escaped, UTF-8. */
function stringBytes(text: string): number {
  let escapes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (
      code === 0x22 ||
      code === 0x5c ||
      code === 0x08 ||
      code === 0x0c ||
      code === 0x0a ||
      code === 0x0d ||
      code === 0x09
    )
      escapes += 1;
    else if (code < 0x20) escapes += 5;
  }
  return encoder.encode(text).length + escapes + 2;
}

/**
 * The length in bytes of `value` as `jsonb::text` prints it (`{"a": 1, "b": [1, 2]}`: a space after
 * every colon and comma), so the validator's 256 KB limit is the database's `octet_length(body::text)`.
 * Iterative: a hostile document may be nested far deeper than the call stack allows.
 */
export function jsonbTextBytes(value: unknown): number {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') bytes += stringBytes(item);
    else if (typeof item === 'number') bytes += String(item).length;
    else if (typeof item === 'boolean') bytes += item ? 4 : 5;
    else if (Array.isArray(item)) {
      bytes += 2 + Math.max(0, item.length - 1) * 2;
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      // JSON has no undefined: such keys are not in the stored document.
      const entries = Object.entries(item).filter(([, child]) => child !== undefined);
      bytes += 2 + Math.max(0, entries.length - 1) * 2;
      for (const [key, child] of entries) {
        bytes += stringBytes(key) + 2;
        pending.push(child);
      }
    } else bytes += 4; // null (undefined never reaches JSON)
  }
  return bytes;
}

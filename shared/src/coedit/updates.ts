import * as Y from 'yjs';
import { MAX_SNAPSHOT_BYTES, MAX_UPDATE_BYTES } from './limits.ts';

/**
 * Whether bytes are a Yjs update this client may apply. The database stores updates without
 * parsing them, so every client decodes one before applying it: Yjs can throw half-way through
 * applying garbage and leave the document changed, decoding first changes nothing.
 */
export function isWellFormedUpdate(update: Uint8Array, maxBytes = MAX_UPDATE_BYTES): boolean {
  if (update.length === 0 || update.length > maxBytes) return false;
  try {
    Y.decodeUpdate(update);
    return true;
  } catch {
    return false;
  }
}

/**
 * The snapshot of a document (its whole state as one update), or null when it is over what the
 * database stores: storing it is refused, and storing anything smaller would lose content.
 */
export function encodeSnapshot(doc: Y.Doc, maxBytes = MAX_SNAPSHOT_BYTES): Uint8Array | null {
  const snapshot = Y.encodeStateAsUpdate(doc);
  return snapshot.length > maxBytes ? null : snapshot;
}

/** An update that changes nothing (Yjs encodes it in two bytes). */
export function isEmptyUpdate(update: Uint8Array): boolean {
  return update.length <= 2;
}

/**
 * Groups updates into batches that each merge to at most `maxBytes`; an update alone over the
 * limit comes back in `tooLarge` (the database would refuse it).
 */
export function batchUpdates(
  updates: Uint8Array[],
  maxBytes = MAX_UPDATE_BYTES,
): { batches: Uint8Array[][]; tooLarge: Uint8Array[] } {
  const batches: Uint8Array[][] = [];
  const tooLarge: Uint8Array[] = [];
  let current: Uint8Array[] = [];
  let size = 0;
  for (const update of updates) {
    if (update.length > maxBytes) {
      tooLarge.push(update);
      continue;
    }
    if (size + update.length > maxBytes && current.length > 0) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(update);
    size += update.length;
  }
  if (current.length > 0) batches.push(current);
  return { batches, tooLarge };
}

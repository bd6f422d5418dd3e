import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64.ts';
import { MAX_SNAPSHOT_BYTES, MAX_UPDATE_BYTES } from './limits.ts';
import { batchUpdates, encodeSnapshot, isEmptyUpdate, isWellFormedUpdate } from './updates.ts';

function typed(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('body').insert(0, text);
  return Y.encodeStateAsUpdate(doc);
}

describe('working-copy updates', () => {
  it('accepts a Yjs update and refuses garbage, truncation, emptiness and oversize without applying anything', () => {
    const update = typed('Kept text.');
    expect(isWellFormedUpdate(update)).toBe(true);
    expect(isWellFormedUpdate(new TextEncoder().encode('<script>alert(1)</script>'))).toBe(false);
    expect(isWellFormedUpdate(update.slice(0, update.length - 4))).toBe(false);
    expect(isWellFormedUpdate(new Uint8Array(0))).toBe(false);
    expect(isWellFormedUpdate(new Uint8Array(MAX_UPDATE_BYTES + 1))).toBe(false);
    expect(isEmptyUpdate(Y.encodeStateAsUpdate(new Y.Doc()))).toBe(true);
    expect(isEmptyUpdate(update)).toBe(false);
  });

  it('checks a snapshot against the 8 MiB snapshot limit, not the 1 MiB update limit', () => {
    const doc = new Y.Doc();
    doc.getText('body').insert(0, 'A wire story pasted whole. '.repeat(50_000)); // 1.35 MB
    const snapshot = encodeSnapshot(doc);
    expect(snapshot?.length).toBeGreaterThan(MAX_UPDATE_BYTES);
    expect(isWellFormedUpdate(snapshot!)).toBe(false);
    expect(isWellFormedUpdate(snapshot!, MAX_SNAPSHOT_BYTES)).toBe(true);
    expect(encodeSnapshot(doc, snapshot!.length)?.length).toBe(snapshot!.length);
    expect(encodeSnapshot(doc, snapshot!.length - 1)).toBeNull();
  });

  it('batches updates up to the size the database takes and sets apart one that is too large alone', () => {
    const [a, b, c] = [new Uint8Array(40), new Uint8Array(50), new Uint8Array(30)];
    const big = new Uint8Array(101);
    expect(batchUpdates([a, b, big, c], 100)).toEqual({ batches: [[a, b], [c]], tooLarge: [big] });
    expect(batchUpdates([], 100)).toEqual({ batches: [], tooLarge: [] });
  });

  it('round-trips bytes through base64 in chunks, and throws on text that is not base64', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(() => fromBase64('not base64 at all!')).toThrow();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { KEPT_FOR_MS, KeptEdits, MAX_KEPT_BYTES, MAX_KEPT_STORIES } from './keptEdits.ts';
import type { KeptArea, KeptRecord } from './keptEditsArea.ts';

/** The store's area as IndexedDB keeps it: records by key (the browser's is covered end to end). */
function memoryArea(): KeptArea & { records: Map<string, KeptRecord> } {
  const records = new Map<string, KeptRecord>();
  return {
    records,
    get: async (key) => records.get(key),
    put: async (record) => void records.set(record.key, record),
    delete: async (key) => void records.delete(key),
    all: async () => [...records.values()],
    clear: async () => records.clear(),
  };
}

const bytes = (value: number) => new Uint8Array([value, 1, 2]);

function store(start = 1_000) {
  const clock = { now: start };
  const area = memoryArea();
  return { area, clock, kept: new KeptEdits(area, () => clock.now) };
}

describe('KeptEdits', () => {
  it('keeps a copy per user and story, and forgets it once stored', async () => {
    const { kept } = store();
    expect(await kept.keep('desk', 'story-1', bytes(1))).toBe(true);
    await kept.keep('admin', 'story-1', bytes(2));
    expect(await kept.read('desk', 'story-1')).toEqual(bytes(1));
    expect(await kept.read('admin', 'story-1')).toEqual(bytes(2));
    expect(await kept.read('desk', 'story-2')).toBeNull();
    await kept.forget('desk', 'story-1');
    expect(await kept.read('desk', 'story-1')).toBeNull();
    expect(await kept.read('admin', 'story-1')).toEqual(bytes(2));
  });

  it('forgets everyone on sign-out, and other users and stale copies when a user opens a story', async () => {
    const { kept, clock, area } = store();
    await kept.keep('desk', 'old', bytes(1));
    clock.now += KEPT_FOR_MS + 1;
    await kept.keep('desk', 'story-1', bytes(2));
    await kept.keep('admin', 'story-1', bytes(3));
    expect(await kept.read('desk', 'old')).toBeNull();
    await kept.tidy('desk');
    expect([...area.records.keys()]).toEqual(['desk:story-1']);
    await kept.forgetAll();
    expect(area.records.size).toBe(0);
  });

  it(`keeps at most ${MAX_KEPT_STORIES} stories, dropping the oldest, and refuses a copy over 8 MiB`, async () => {
    const { kept, clock, area } = store();
    for (let index = 0; index <= MAX_KEPT_STORIES; index += 1) {
      clock.now += 1;
      await kept.keep('desk', `story-${index}`, bytes(index));
    }
    expect(area.records.size).toBe(MAX_KEPT_STORIES);
    expect(area.records.has('desk:story-0')).toBe(false);
    expect(area.records.has(`desk:story-${MAX_KEPT_STORIES}`)).toBe(true);
    expect(await kept.keep('desk', 'huge', new Uint8Array(MAX_KEPT_BYTES + 1))).toBe(false);
    expect(area.records.has('desk:huge')).toBe(false);
  });

  it('reports a store that fails or is missing as not keeping, without throwing', async () => {
    const failing = { ...memoryArea(), put: async () => Promise.reject(new Error('QuotaExceededError')) };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await new KeptEdits(failing).keep('desk', 'story-1', bytes(1))).toBe(false);
    const none = new KeptEdits(null);
    expect(none.available).toBe(false);
    expect(await none.keep('desk', 'story-1', bytes(1))).toBe(false);
    expect(await none.read('desk', 'story-1')).toBeNull();
  });
});

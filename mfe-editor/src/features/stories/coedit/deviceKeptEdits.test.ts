import { authStore } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { forgetOnSignOut } from './deviceKeptEdits.ts';
import { KeptEdits } from './keptEdits.ts';
import type { KeptArea, KeptRecord } from './keptEditsArea.ts';

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

describe('forgetOnSignOut', () => {
  it('forgets every kept copy when the user signs out, and nothing before', async () => {
    const area = memoryArea();
    const kept = new KeptEdits(area);
    authStore.setState({ status: 'signedIn' });
    const stop = forgetOnSignOut(kept);
    await kept.keep('desk', 'story-1', new Uint8Array([1, 2, 3]));
    authStore.setState({ lastEvent: 'TOKEN_REFRESHED' });
    await Promise.resolve();
    expect(area.records.size).toBe(1);
    authStore.setState({ status: 'signedOut' });
    await expect.poll(() => area.records.size).toBe(0);
    stop();
  });
});

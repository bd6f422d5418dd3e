import type { WorkingCopyState } from '@newsroom/shared/coedit';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DeviceKeeper, FROM_DEVICE, type KeepableCopy } from './deviceKeeper.ts';
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

/** A working copy's outward face: its document and the state StoryWorkingCopy reports. */
class CopyStandIn implements KeepableCopy {
  state: WorkingCopyState = { status: 'synced', saved: true, error: null };
  private readonly listeners = new Set<(state: WorkingCopyState) => void>();
  constructor(readonly doc: Y.Doc) {}
  onState(listener: (state: WorkingCopyState) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  report(change: Partial<WorkingCopyState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener(this.state);
  }
}

const textOf = (doc: Y.Doc) => doc.getText('body').toString();

/** The story as stored: every console opens from it. */
function storedStory(): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('body').insert(0, 'The council met.');
  return Y.encodeStateAsUpdate(doc);
}

function openConsole(stored: Uint8Array, area: KeptArea) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, stored);
  const copy = new CopyStandIn(doc);
  return { doc, copy, keeper: new DeviceKeeper(copy, new KeptEdits(area), 'desk', 'story-1') };
}

describe('DeviceKeeper', () => {
  it('keeps unsaved edits made offline, and a console opened after a closed tab merges them back', async () => {
    const area = memoryArea();
    const stored = storedStory();
    const first = openConsole(stored, area);
    await first.keeper.restore();
    first.copy.report({ status: 'offline' });
    first.doc.getText('body').insert(16, ' The vote was close.');
    first.copy.report({ saved: false });
    await first.keeper.settled();
    expect(area.records.has('desk:story-1')).toBe(true);
    first.keeper.destroy(); // the tab is closed, offline

    const reopened = openConsole(stored, area);
    const merged: unknown[] = [];
    reopened.doc.on('update', (_update: Uint8Array, origin: unknown) => merged.push(origin));
    await reopened.keeper.restore();
    expect(textOf(reopened.doc)).toBe('The council met. The vote was close.');
    // A local edit of this console: the working copy stores it like typing.
    expect(merged).toEqual([FROM_DEVICE]);
  });

  it('writes nothing while a save is under way online, keeps the edits once a save fails, forgets them once stored', async () => {
    const area = memoryArea();
    const { doc, copy, keeper } = openConsole(storedStory(), area);
    await keeper.restore();
    doc.getText('body').insert(0, 'Breaking: ');
    copy.report({ saved: false });
    await keeper.settled();
    expect(area.records.size).toBe(0);
    copy.report({ error: 'Failed to fetch' });
    await keeper.settled();
    expect(area.records.size).toBe(1);
    copy.report({ saved: true, error: null });
    await keeper.settled();
    expect(area.records.size).toBe(0);
    expect(keeper.failing).toBe(false);
  });

  it('says so when the device cannot keep the edits', async () => {
    const { doc, copy, keeper } = openConsole(storedStory(), memoryArea());
    const none = new DeviceKeeper(copy, new KeptEdits(null), 'desk', 'story-1');
    keeper.destroy();
    let told = 0;
    none.onChange(() => (told += 1));
    await none.restore();
    copy.report({ status: 'offline' });
    doc.getText('body').insert(0, 'Breaking: ');
    copy.report({ saved: false });
    await none.settled();
    expect(none.failing).toBe(true);
    expect(told).toBe(1);
  });
});

import { isWellFormedUpdate, type WorkingCopyState } from '@newsroom/shared/coedit';
import * as Y from 'yjs';
import { MAX_KEPT_BYTES, type KeptEdits } from './keptEdits.ts';

/** What the keeper needs of a working copy (StoryWorkingCopy has it). */
export interface KeepableCopy {
  readonly doc: Y.Doc;
  readonly state: WorkingCopyState;
  onState(listener: (state: WorkingCopyState) => void): () => void;
}

/** The origin of what a kept copy brings back: a local edit, so the working copy stores it. */
export const FROM_DEVICE = 'device';

/**
 * Keeps one console's unsaved edits of a story on the device (decision 197): while the working
 * copy has unsaved edits and is offline or failing to save, its whole state is written (one write
 * at a time, the latest state each time);
 * once every local edit is stored in the database, the kept copy is forgotten. `restore()` brings
 * back a copy a closed tab or reload left behind; the working copy then stores what it adds.
 */
export class DeviceKeeper {
  /** The device could not keep the unsaved edits (no store, a write refused, too large). */
  failing = false;
  private queued = false;
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly listeners = new Set<() => void>();
  private readonly detach: (() => void)[] = [];

  constructor(
    private readonly copy: KeepableCopy,
    private readonly kept: KeptEdits,
    private readonly userId: string,
    private readonly storyId: string,
  ) {}

  /** Merges the copy kept on this device, if any, then keeps the edits from now on. */
  async restore(): Promise<void> {
    await this.kept.tidy(this.userId);
    const update = await this.kept.read(this.userId, this.storyId);
    if (this.stopped) return;
    if (update) applyKept(this.copy.doc, update);
    this.start();
  }

  /** Resolves once what is asked so far is written or forgotten. */
  settled(): Promise<void> {
    return this.chain;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  destroy(): void {
    this.stopped = true;
    for (const off of this.detach) off();
    this.listeners.clear();
  }

  private start(): void {
    if (!this.kept.available) this.setFailing(true);
    this.copy.doc.on('update', this.request);
    this.detach.push(() => this.copy.doc.off('update', this.request), this.copy.onState(this.request));
    this.request();
  }

  /** Queues one run; runs asked for while one waits are the same run (it reads the latest state). */
  private readonly request = (): void => {
    if (this.queued || this.stopped) return;
    this.queued = true;
    this.chain = this.chain.then(() => {
      this.queued = false;
      return this.run();
    });
  };

  private async run(): Promise<void> {
    if (this.stopped) return;
    const { saved, status, error } = this.copy.state;
    if (saved) {
      await this.kept.forget(this.userId, this.storyId);
      return;
    }
    // Online, the save under way stores it in a moment (and peers already have it): no whole-state
    // write per keystroke. Kept once the copy is offline or a save failed.
    if (status === 'synced' && !error) return;
    const ok = await this.kept.keep(this.userId, this.storyId, Y.encodeStateAsUpdate(this.copy.doc));
    this.setFailing(!ok);
  }

  private setFailing(failing: boolean): void {
    if (failing === this.failing) return;
    this.failing = failing;
    for (const listener of this.listeners) listener();
  }
}

/** A kept copy that does not decode (a damaged store) is left out, never half-applied. */
function applyKept(doc: Y.Doc, update: Uint8Array): void {
  if (!isWellFormedUpdate(update, MAX_KEPT_BYTES)) return;
  try {
    Y.applyUpdate(doc, update, FROM_DEVICE);
  } catch (error) {
    console.error('The copy of unsaved edits kept in this browser could not be merged', error);
  }
}

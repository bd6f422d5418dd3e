import type { KeptArea, KeptRecord } from './keptEditsArea.ts';

/** Stories kept per device at most; writing one more drops the oldest. */
export const MAX_KEPT_STORIES = 20;
/** A kept copy older than this is dropped unread (the story has surely moved on). */
export const KEPT_FOR_MS = 14 * 24 * 60 * 60 * 1000;
/** The database's snapshot limit (decision 174): a larger copy could never be stored anyway. */
export const MAX_KEPT_BYTES = 8 * 1024 * 1024;

const keyOf = (userId: string, storyId: string) => `${userId}:${storyId}`;

/**
 * Unsaved working copies kept on this device (decision 197), one per user and story, bounded in
 * number, age and size. A device store that fails is reported as not keeping, never thrown at the
 * editor: the working copy goes on as before.
 */
export class KeptEdits {
  constructor(
    private readonly area: KeptArea | null,
    private readonly now: () => number = Date.now,
  ) {}

  get available(): boolean {
    return this.area !== null;
  }

  /** The copy this user kept of this story, unless it is too old. */
  async read(userId: string, storyId: string): Promise<Uint8Array | null> {
    const record = await this.attempt((area) => area.get(keyOf(userId, storyId)));
    if (!record || this.isStale(record)) return null;
    return record.update;
  }

  /** Keeps the copy (replacing the last one); false when it is too large or the store failed. */
  async keep(userId: string, storyId: string, update: Uint8Array): Promise<boolean> {
    if (update.byteLength > MAX_KEPT_BYTES) return false;
    const record = { key: keyOf(userId, storyId), userId, storyId, update, keptAt: this.now() };
    const kept = await this.attempt(async (area) => {
      await area.put(record);
      await this.dropOldest(area, record.key);
      return true;
    });
    return kept === true;
  }

  /** Everything of this story is stored in the database: nothing left to keep. */
  async forget(userId: string, storyId: string): Promise<void> {
    await this.attempt((area) => area.delete(keyOf(userId, storyId)));
  }

  /** Sign-out: nothing of anyone stays on the device. */
  async forgetAll(): Promise<void> {
    await this.attempt((area) => area.clear());
  }

  /**
   * Drops other users' copies and stale ones. One browser holds one session: a copy of another
   * user is left from before they signed out (or their session ended), and never theirs to read here.
   */
  async tidy(userId: string): Promise<void> {
    await this.attempt(async (area) => {
      const records = await area.all();
      const gone = records.filter((record) => record.userId !== userId || this.isStale(record));
      for (const record of gone) await area.delete(record.key);
    });
  }

  private async dropOldest(area: KeptArea, keep: string): Promise<void> {
    const records = await area.all();
    const excess = records.length - MAX_KEPT_STORIES;
    if (excess <= 0) return;
    const oldest = records.filter((record) => record.key !== keep).sort((a, b) => a.keptAt - b.keptAt);
    for (const record of oldest.slice(0, excess)) await area.delete(record.key);
  }

  private isStale(record: KeptRecord): boolean {
    return this.now() - record.keptAt > KEPT_FOR_MS;
  }

  private async attempt<T>(work: (area: KeptArea) => Promise<T>): Promise<T | undefined> {
    if (!this.area) return undefined;
    try {
      return await work(this.area);
    } catch (error) {
      console.error('Could not use the copy of unsaved edits kept in this browser', error);
      return undefined;
    }
  }
}

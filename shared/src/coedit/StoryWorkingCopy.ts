import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import * as Y from 'yjs';
import { fromBase64, toBase64 } from './base64.ts';
import { COMPACT_EVERY, LOAD_PAGE_ROWS, MAX_BROADCAST_CHARS, MAX_SNAPSHOT_BYTES } from './limits.ts';
import { batchUpdates, encodeSnapshot, isEmptyUpdate, isWellFormedUpdate } from './updates.ts';

export type WorkingCopyStatus = 'connecting' | 'synced' | 'offline';

export interface WorkingCopyState {
  status: WorkingCopyStatus;
  /** Every local edit is stored in the database. */
  saved: boolean;
  /** Why the last join or save was refused, if one was. */
  error: string | null;
}

export interface StoryWorkingCopyOptions {
  client: SupabaseClient;
  storyId: string;
  doc?: Y.Doc;
  /** Inline broadcasts up to this many base64 characters; larger updates are announced by seq. */
  maxBroadcastChars?: number;
  /** Compact when an appended update's seq is a multiple of this. */
  compactEvery?: number;
  /** Realtime Presence on the same channel, keyed by `key` (the signed-in user's id). */
  presence?: PresenceOptions;
}

/** Who is on the channel: presence key → the metas each of their connections tracks. */
export type PresenceState = Record<string, Record<string, unknown>[]>;

export interface PresenceOptions {
  key: string;
  /** Told the whole state on every change (joins, leaves, a tracked caret). */
  onSync: (state: PresenceState) => void;
}

type StoredRow = { seq: number; kind: 'snapshot' | 'update'; data: string };
type StateListener = (state: WorkingCopyState) => void;

/** Errors a retry cannot fix: no rights, the story gone, an update refused. */
const FINAL_ERRORS = new Set(['42501', 'P0002', '22023', '54000']);
const RETRY_MS = 1_000;
/** The database refuses appends while the story's log since its snapshot is full (2,000 updates or 16 MiB). */
const LOG_FULL = '53400';

export const workingCopyTopic = (storyId: string): string => `story:${storyId}:working`;

class StoredError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * Binds a Y.Doc to a story's shared working copy (decision 174): local updates go to the other
 * editors as broadcasts on the private channel `story:<id>:working` and into the database's
 * append-only log; remote ones are applied after decoding. On every (re)join it reads what the
 * database has since it last read, asks the others for what it lacks (a state vector) and sends
 * what it made offline, so edits made apart merge without loss.
 */
export class StoryWorkingCopy {
  readonly doc: Y.Doc;
  /** Updates that failed to decode and were never applied (malformed or not Yjs). */
  skippedUpdates = 0;
  private readonly client: SupabaseClient;
  private readonly storyId: string;
  private readonly maxBroadcastChars: number;
  private readonly compactEvery: number;
  private channel: RealtimeChannel | null = null;
  /** The first join of the current channel (a second connect() meanwhile waits for it). */
  private joining: Promise<void> | null = null;
  private joined = false;
  private pending: Uint8Array[] = [];
  private announceAfterSave = false;
  private saving: Promise<void> | null = null;
  private loading: Promise<void> | null = null;
  private loadAgain = false;
  private compacting = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private lastSeq = 0;
  private snapshotSeq = 0;
  /** A stored snapshot this copy could not apply: it lacks that content, so it must never compact. */
  private unreadableSnapshot = false;
  private current: WorkingCopyState = { status: 'offline', saved: true, error: null };
  private readonly listeners = new Set<StateListener>();
  private readonly presence: PresenceOptions | null;
  /** What this console tracks in presence; tracked again after every (re)join. */
  private tracked: Record<string, unknown> | null = null;

  constructor(options: StoryWorkingCopyOptions) {
    this.client = options.client;
    this.storyId = options.storyId;
    this.doc = options.doc ?? new Y.Doc();
    this.maxBroadcastChars = options.maxBroadcastChars ?? MAX_BROADCAST_CHARS;
    this.compactEvery = options.compactEvery ?? COMPACT_EVERY;
    this.presence = options.presence ?? null;
    this.doc.on('update', this.onDocUpdate);
  }

  get state(): WorkingCopyState {
    return this.current;
  }

  /** Listens to status changes; returns the unsubscribe function. */
  onState(listener: StateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Joins the story's channel and loads the working copy; rejects when the join is refused. */
  connect(): Promise<void> {
    if (this.channel && this.joining) return this.joining;
    this.setState({ status: 'connecting', error: null });
    this.joining = new Promise((resolve, reject) => {
      let settled = false;
      const channel = this.openChannel();
      this.channel = channel;
      channel.subscribe((status, error) => {
        if (this.channel !== channel) return;
        if (status === 'SUBSCRIBED') {
          this.joined = true;
          if (this.tracked) void channel.track(this.tracked);
          const synced = this.resync();
          if (!settled) synced.then(resolve, reject);
          else synced.catch(this.reportError);
          settled = true;
          return;
        }
        this.joined = false;
        this.setState({ status: 'offline', error: error?.message ?? this.current.error });
        if (settled) return;
        // Never joined: refused (no rights) or unreachable. Stop realtime-js's rejoin attempts.
        settled = true;
        this.channel = null;
        void this.client.removeChannel(channel);
        reject(error ?? new Error(`Joining the story's working copy failed: ${status}`));
      });
    });
    return this.joining;
  }

  /** Tracks this console's presence meta (a caret); kept and tracked again on every rejoin. */
  track(meta: Record<string, unknown>): void {
    this.tracked = meta;
    if (this.channel && this.joined) void this.channel.track(meta);
  }

  private openChannel(): RealtimeChannel {
    const presence = this.presence;
    const config = { private: true, broadcast: { self: false }, ...(presence && { presence: { key: presence.key } }) };
    const channel = this.client
      .channel(workingCopyTopic(this.storyId), { config })
      .on('broadcast', { event: 'update' }, ({ payload }) => this.receiveUpdate(payload))
      .on('broadcast', { event: 'sync' }, ({ payload }) => this.answerSync(payload))
      .on('broadcast', { event: 'stored' }, () => void this.catchUp().catch(this.reportError));
    if (!presence) return channel;
    return channel.on('presence', { event: 'sync' }, () => {
      if (this.channel === channel) presence.onSync(channel.presenceState() as PresenceState);
    });
  }

  /** Leaves the channel (as a lost connection does); edits go on locally and are sent on connect(). */
  async disconnect(): Promise<void> {
    const channel = this.channel;
    this.channel = null;
    this.joined = false;
    this.clearRetry();
    this.setState({ status: 'offline' });
    // Offline, this console no longer knows who is there.
    this.presence?.onSync({});
    if (channel) await this.client.removeChannel(channel);
  }

  async destroy(): Promise<void> {
    await this.disconnect();
    this.doc.off('update', this.onDocUpdate);
    this.listeners.clear();
  }

  /** Stores every local edit made so far (resolves when done or when offline). */
  async save(): Promise<void> {
    if (!this.saving) {
      this.saving = this.saveAll().finally(() => {
        this.saving = null;
        if (this.pending.length > 0 && this.joined && !this.current.error) void this.save();
      });
    }
    return this.saving;
  }

  /**
   * Folds the log into a snapshot holding everything through the last stored update, and deletes
   * those updates. Updates that did not decode were never applied, so they leave with the log.
   */
  async compact(): Promise<boolean> {
    if (this.compacting || !this.joined) return false;
    this.compacting = true;
    try {
      await this.catchUp();
      const through = this.lastSeq;
      if (through <= this.snapshotSeq) return false;
      if (this.unreadableSnapshot)
        return this.refuseCompaction('The stored working copy could not be read; it was not compacted');
      const snapshot = encodeSnapshot(this.doc);
      if (!snapshot) return this.refuseCompaction('The working copy is over 8 MiB; it was not compacted');
      const { data, error } = await this.client.rpc('compact_story_working_copy', {
        story: this.storyId,
        snapshot_base64: toBase64(snapshot),
        through_seq: through,
      });
      if (error) throw new StoredError(error.message, error.code);
      if (data === true) this.snapshotSeq = through;
      return data === true;
    } finally {
      this.compacting = false;
    }
  }

  private refuseCompaction(reason: string): false {
    this.setState({ error: reason });
    return false;
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === this) return;
    this.pending.push(update);
    this.setState({ saved: false });
    if (!this.joined) return;
    this.broadcastUpdate(update);
    void this.save();
  };

  private readonly reportError = (error: unknown): void => {
    this.setState({ error: error instanceof Error ? error.message : String(error) });
  };

  /** After each join: read the database, ask the others for what is missing, send what was made offline. */
  private async resync(): Promise<void> {
    await this.catchUp();
    this.sendStateVector(false);
    if (this.pending.length > 0) this.broadcastUpdate(Y.mergeUpdates(this.pending));
    this.setState({ status: 'synced', error: null });
    void this.save();
  }

  private receiveUpdate(payload: { u?: unknown }): void {
    if (typeof payload?.u !== 'string') return;
    this.applyRemote(decodeBase64(payload.u));
  }

  /** Asks the others for what this copy lacks; `answer` marks a reply to a joiner's question. */
  private sendStateVector(answer: boolean): void {
    this.send('sync', { sv: toBase64(Y.encodeStateVector(this.doc)), answer });
  }

  /**
   * Another editor (re)joined with this state vector: send it what it lacks (if small enough), and
   * ask it in turn for what this copy lacks, since it may have stored edits no one has heard yet.
   */
  private answerSync(payload: { sv?: unknown; answer?: unknown }): void {
    if (typeof payload?.sv !== 'string') return;
    if (payload.answer !== true) this.sendStateVector(true);
    let missing: Uint8Array;
    try {
      missing = Y.encodeStateAsUpdate(this.doc, fromBase64(payload.sv));
    } catch {
      return;
    }
    if (isEmptyUpdate(missing)) return;
    const text = toBase64(missing);
    if (text.length <= this.maxBroadcastChars) this.send('update', { u: text });
  }

  /** Applies an update (a snapshot: up to its own size limit) that decodes; false when skipped. */
  private applyRemote(update: Uint8Array | null, maxBytes?: number): boolean {
    if (!update || !isWellFormedUpdate(update, maxBytes)) {
      this.skippedUpdates += 1;
      return false;
    }
    try {
      Y.applyUpdate(this.doc, update, this);
      return true;
    } catch {
      this.skippedUpdates += 1;
      return false;
    }
  }

  private broadcastUpdate(update: Uint8Array): void {
    const text = toBase64(update);
    if (text.length > this.maxBroadcastChars) {
      this.announceAfterSave = true;
      return;
    }
    this.send('update', { u: text });
  }

  private send(event: string, payload: Record<string, unknown>): void {
    if (!this.channel || !this.joined) return;
    void this.channel.send({ type: 'broadcast', event, payload });
  }

  /** Reads what the database stored since the last read (one reader at a time, again if asked meanwhile). */
  private catchUp(): Promise<void> {
    if (this.loading) {
      this.loadAgain = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.loadAgain = false;
        await this.loadStored();
      } while (this.loadAgain);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async loadStored(): Promise<void> {
    for (;;) {
      const { data, error } = await this.client.rpc('story_working_copy', {
        story: this.storyId,
        after_seq: this.lastSeq,
      });
      if (error) throw new StoredError(error.message, error.code);
      const rows = (data ?? []) as StoredRow[];
      for (const row of rows) {
        if (row.kind === 'snapshot') this.applySnapshot(row);
        else this.applyRemote(decodeBase64(row.data));
        this.lastSeq = Math.max(this.lastSeq, row.seq);
      }
      if (rows.length < LOAD_PAGE_ROWS) return;
    }
  }

  /**
   * A snapshot that does not apply leaves this copy without its content: the copy goes on (its
   * edits are still stored as updates) but never counts the snapshot as read nor compacts over it.
   */
  private applySnapshot(row: StoredRow): void {
    if (this.applyRemote(decodeBase64(row.data), MAX_SNAPSHOT_BYTES)) {
      this.snapshotSeq = row.seq;
      this.unreadableSnapshot = false;
      return;
    }
    this.unreadableSnapshot = true;
  }

  private async saveAll(): Promise<void> {
    while (this.pending.length > 0 && this.joined) {
      const taken = this.pending;
      const announce = this.announceAfterSave;
      this.pending = [];
      this.announceAfterSave = false;
      const { batches, tooLarge } = batchUpdates(taken);
      if (tooLarge.length > 0) this.setState({ error: 'An edit over 1 MiB cannot be saved; it was not kept' });
      for (const [index, batch] of batches.entries()) {
        try {
          await this.append(Y.mergeUpdates(batch));
        } catch (error) {
          this.pending = [...batches.slice(index).flat(), ...this.pending];
          this.announceAfterSave ||= announce;
          this.failedSave(error);
          return;
        }
      }
      if (announce) this.send('stored', {});
    }
    if (this.pending.length === 0) this.setState({ saved: true });
  }

  /** Stores one update; when the log since the snapshot is full, compacts it and tries once more. */
  private async append(update: Uint8Array): Promise<void> {
    const args = { story: this.storyId, update_base64: toBase64(update) };
    let { data, error } = await this.client.rpc('append_story_working_update', args);
    if (error?.code === LOG_FULL && (await this.compact())) {
      ({ data, error } = await this.client.rpc('append_story_working_update', args));
    }
    if (error) throw new StoredError(error.message, error.code);
    if (typeof data === 'number' && data % this.compactEvery === 0) void this.compact().catch(this.reportError);
  }

  private failedSave(error: unknown): void {
    this.reportError(error);
    const final = error instanceof StoredError && error.code !== undefined && FINAL_ERRORS.has(error.code);
    if (final || !this.joined) return;
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.setState({ error: null });
      void this.save();
    }, RETRY_MS);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(change: Partial<WorkingCopyState>): void {
    const next = { ...this.current, ...change };
    const same = (Object.keys(next) as (keyof WorkingCopyState)[]).every((key) => next[key] === this.current[key]);
    if (same) return;
    this.current = next;
    for (const listener of this.listeners) listener(next);
  }
}

function decodeBase64(text: string): Uint8Array | null {
  try {
    return fromBase64(text);
  } catch {
    return null;
  }
}

import type { DeliveryDatabase } from '../db/database.ts';
import type { RequestIdentity } from '../db/requestContext.ts';
import type { Channel } from './channel.ts';
import { encodeText } from './protocol.ts';
import { matchesFilters } from './filters.ts';
import type { TableCatalog, TableInfo } from './tables.ts';

export interface ChangeRow {
  id: string;
  schema_name: string;
  table_name: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

/**
 * Sends one change to one channel. Frames carry no join_ref (as Realtime's fan-out does), so
 * channels with the same binding ids share one encoded frame: 100 subscribers, one JSON.stringify.
 */
function send(channel: Channel, ids: number[], data: Record<string, unknown>, frames: Map<string, string>): void {
  const { ws, vsn } = channel.connection;
  if (ws.readyState !== ws.OPEN) return;
  const key = `${vsn}|${channel.topic}|${ids.join(',')}`;
  let frame = frames.get(key);
  if (frame === undefined) {
    frame = encodeText(
      { joinRef: null, ref: null, topic: channel.topic, event: 'postgres_changes', payload: { ids, data } },
      vsn,
    );
    frames.set(key, frame);
  }
  ws.send(frame);
}

/** Subscribers (distinct identities) checked per statement. */
const CHECK_SLICE = 200;

interface Match {
  channel: Channel;
  ids: number[];
}

function pick(row: Record<string, unknown> | null, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row?.[key] ?? null]));
}

/** What NOTIFY announced: a whole change, or the id of one queued in realtime.changes. */
type Announced = ChangeRow | string;

function parseAnnouncement(payload: string): Announced | null {
  if (/^\d+$/.test(payload)) return payload;
  try {
    const change = JSON.parse(payload) as ChangeRow;
    return typeof change?.id === 'string' && typeof change.table_name === 'string' ? change : null;
  } catch {
    return null;
  }
}

/**
 * Turns announced changes (NOTIFY on realtime_changes: the change itself, or the id of a large one
 * queued in realtime.changes) into postgres_changes messages for the channels whose bindings match
 * and whose subscriber may see the row under RLS.
 */
export class ChangeDispatcher {
  private pending: Announced[] = [];
  private draining: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: DeliveryDatabase,
    private readonly catalog: TableCatalog,
    private readonly channels: () => Iterable<Channel>,
    /** Told of every change, delivered or not (the read cache forgets what it may have changed). */
    private readonly onChange: (change: ChangeRow) => void = () => undefined,
  ) {}

  notify(payload: string): void {
    const announced = this.stopped ? null : parseAnnouncement(payload);
    if (announced === null) return;
    this.pending.push(announced);
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0 && !this.stopped) {
      const batch = this.pending.splice(0, 500);
      try {
        const changes = await this.resolve(batch);
        for (const change of changes) this.onChange(change);
        for (const change of changes) await this.dispatch(change);
      } catch (error) {
        if (!this.stopped) console.error('[realtime] delivering changes failed:', error);
      }
    }
  }

  /** The batch's changes in the order announced, dequeueing the large ones in one query. */
  private async resolve(batch: Announced[]): Promise<ChangeRow[]> {
    const ids = batch.filter((item): item is string => typeof item === 'string');
    if (ids.length === 0) return batch as ChangeRow[];
    const { rows } = await this.db.query<ChangeRow>(
      `delete from realtime.changes where id = any($1::bigint[])
       returning id::text, schema_name, table_name, type, record, old_record,
         to_char(commit_timestamp at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`,
      [ids],
    );
    const queued = new Map(rows.map((row) => [row.id, row]));
    return batch.flatMap((item) => (typeof item === 'string' ? (queued.get(item) ?? []) : [item]));
  }

  private matches(change: ChangeRow, info: TableInfo): Match[] {
    const filterRow = change.type === 'DELETE' ? change.old_record : change.record;
    const now = Date.now() / 1000;
    const found: Match[] = [];
    for (const channel of this.channels()) {
      if (channel.expiresAt !== null && channel.expiresAt < now) continue;
      const ids = channel.bindings
        .filter(
          (binding) =>
            binding.schema === change.schema_name &&
            (binding.table === null || binding.table === change.table_name) &&
            (binding.event === '*' || binding.event === change.type) &&
            (binding.filters.length === 0 || matchesFilters(filterRow, binding.filters, info.types)),
        )
        .map((binding) => binding.id);
      if (ids.length > 0) found.push({ channel, ids: [...new Set(ids)] });
    }
    return found;
  }

  /**
   * Which of these subscribers would a select by primary key return the row to? One statement for
   * all of them (realtime.rows_visible), whatever their number: a round trip each was what kept a
   * thousand signed-in readers of a live blog seconds behind (decision 149).
   */
  private async visibleTo(identities: RequestIdentity[], info: TableInfo, row: Record<string, unknown>) {
    if (info.primaryKey.length === 0) return identities.map(() => false);
    const key = Object.fromEntries(
      info.primaryKey.map((column) => {
        const value = row[column];
        return [column, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)];
      }),
    );
    const subscribers = identities.map((identity) => [
      identity.role,
      JSON.stringify({ ...identity.claims, role: identity.role }),
    ]);
    const { rows } = await this.db.query<{ visible: boolean[] }>(
      'select realtime.rows_visible($1, $2, $3, $4) as visible',
      [JSON.stringify(subscribers), info.schema, info.table, JSON.stringify(key)],
    );
    return identities.map((_, i) => rows[0]?.visible?.[i] === true);
  }

  private payloadFor(change: ChangeRow, info: TableInfo): Record<string, unknown> {
    const data: Record<string, unknown> = {
      schema: change.schema_name,
      table: change.table_name,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      columns: info.columns,
    };
    if (change.type !== 'DELETE') data.record = change.record;
    if (change.type !== 'INSERT') {
      // Without REPLICA IDENTITY FULL PostgreSQL logs only the key; DELETEs on RLS tables are
      // never checked against policies, so they carry the key alone.
      const fullOld = info.replicaIdentityFull && !(change.type === 'DELETE' && info.rls);
      data.old_record = fullOld ? change.old_record : pick(change.old_record, info.primaryKey);
    }
    data.errors = null;
    return data;
  }

  private async dispatch(change: ChangeRow): Promise<void> {
    const info = await this.catalog.get(change.schema_name, change.table_name);
    if (!info) return;
    const matches = this.matches(change, info);
    if (matches.length === 0) return;
    const groups = new Map<string, Match[]>();
    for (const match of matches) {
      const group = groups.get(match.channel.identityKey) ?? [];
      group.push(match);
      groups.set(match.channel.identityKey, group);
    }
    const data = this.payloadFor(change, info);
    const frames = new Map<string, string>();
    const deliver = (group: Match[]) => {
      for (const { channel, ids } of group) send(channel, ids, data, frames);
    };
    const toCheck: Match[][] = [];
    for (const group of groups.values()) {
      const needsCheck = info.rls && change.type !== 'DELETE' && group[0].channel.identity.role !== 'service_role';
      if (needsCheck) toCheck.push(group);
      else deliver(group);
    }
    if (toCheck.length === 0 || change.record === null) return;
    // In slices: the first readers get the change while the next slice is checked, and API
    // queries waiting for PGlite's one connection are not held up behind the whole crowd.
    for (let first = 0; first < toCheck.length; first += CHECK_SLICE) {
      const slice = toCheck.slice(first, first + CHECK_SLICE);
      const visible = await this.visibleTo(
        slice.map((group) => group[0].channel.identity),
        info,
        change.record,
      );
      slice.forEach((group, i) => visible[i] && deliver(group));
    }
  }
}

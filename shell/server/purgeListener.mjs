// Hears what changed in the database and tells the page caches (every worker's, and the CDN's)
// which responses to drop. The database names the keys (supabase/migrations/20261125120000_page_purges.sql);
// scheduled stories and essays going public, ads' windows opening or closing (decision 187) and
// scheduled front versions going live (decision 198: front pages name the stories' lists) are the
// changes without a write, so a clock purges the lists when the next one is due (as open pages do,
// shared/src/realtime/usePublicationClock.ts).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/**
 * Every list of stories and essays, and what shows many of them: what a scheduled item joins; and
 * every page listing ads, which an ad joins or leaves when its window opens or closes.
 */
export const PUBLICATION_KEYS = [
  'list:news_stories',
  'rows:news_stories',
  'list:photo_essays',
  'rows:photo_essays',
  'list:advertisements',
  'rows:advertisements',
];
/** Timers past this are re-armed from a fresh answer (setTimeout caps near 24.8 days). */
const MAX_WAIT_MS = 60 * 60 * 1000;
/** Ask a moment after the time, so the database's now() has passed it too. */
const MARGIN_MS = 250;
/** A failed read of the schedule is retried after this. */
const RETRY_MS = 10_000;

/**
 * @param {object} options
 * @param {string} options.supabaseUrl
 * @param {string} options.supabaseAnonKey
 * @param {(keys: string[]) => void} options.onPurge
 * @param {(live: boolean) => void} options.onChannel whether purges can arrive
 * @returns {{ close(): Promise<void> }}
 */
export function startPurgeListener({ supabaseUrl, supabaseAnonKey, onPurge, onChannel }) {
  const client = createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own.
    realtime: { transport: WebSocket },
  });
  const clock = publicationClock(client, () => onPurge(PUBLICATION_KEYS));
  let live = false;
  /** The last page_purges row heard: on rejoining, only what came after it is purged. */
  let lastId = null;
  const hear = (row) => {
    if (typeof row?.id === 'number') lastId = Math.max(lastId ?? 0, row.id);
    if (Array.isArray(row?.keys) && row.keys.length > 0) onPurge(row.keys.map(String));
  };
  const channel = client
    // Private: only what the policies on realtime.messages allow reaches it; nobody may broadcast
    // here, so a stranger cannot make every shell server read junk (decision 145).
    .channel('shell-page-purges', { config: { private: true } })
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'page_purges' }, ({ new: row }) => hear(row))
    .on('postgres_changes', { event: '*', schema: 'public', table: 'publication_schedule' }, () => clock.reset())
    .subscribe((status) => {
      const nowLive = status === 'SUBSCRIBED';
      if (nowLive === live) return;
      live = nowLive;
      if (live) console.log('[shell] purge channel live');
      else console.warn(`[shell] purge channel down (${status}): cached pages stay fresh 5 s at most`);
      if (live) {
        void catchUp(client, lastId).then((missed) => (missed ? missed.forEach(hear) : onPurge(['site'])));
        clock.reset();
      }
      onChannel(live);
    });
  return {
    async close() {
      clock.stop();
      await client.removeChannel(channel);
      await client.realtime.disconnect();
    },
  };
}

/** Rows past the retention a missed purge could be in: more than that, purge everything. */
const CATCH_UP_LIMIT = 1000;

/**
 * The purges written while the channel was down (page_purges keeps ten minutes of them), or null
 * when they cannot be known (first join, the last one heard already pruned, too many, an error):
 * then everything is purged. A surge keeps its cache through a reconnect.
 */
export async function catchUp(client, lastId) {
  if (lastId === null) return null;
  const { data, error } = await client
    .from('page_purges')
    .select('id, keys')
    .gte('id', lastId)
    .order('id')
    .limit(CATCH_UP_LIMIT);
  if (error || !data || data.length === CATCH_UP_LIMIT || data[0]?.id !== lastId) return null;
  return data.slice(1);
}

/** Calls `onDue` when the next scheduled story or essay goes public, on the database's clock. */
function publicationClock(client, onDue) {
  let timer = null;
  let generation = 0;
  const arm = (delay, then) => {
    clearTimeout(timer);
    timer = setTimeout(then, Math.min(Math.max(delay, 0), MAX_WAIT_MS));
    timer.unref?.();
  };
  const reset = async () => {
    const asked = ++generation;
    const fetchedAt = Date.now();
    const { data, error } = await client.rpc('seconds_until_next_publication');
    if (asked !== generation) return;
    if (error) {
      arm(RETRY_MS, reset);
      return;
    }
    if (typeof data !== 'number' || !Number.isFinite(data)) {
      clearTimeout(timer);
      return;
    }
    const delay = data * 1000 - (Date.now() - fetchedAt) + MARGIN_MS;
    arm(delay, () => {
      if (delay <= MAX_WAIT_MS) onDue();
      void reset();
    });
  };
  return {
    reset: () => void reset().catch(() => arm(RETRY_MS, reset)),
    stop: () => {
      generation += 1;
      clearTimeout(timer);
    },
  };
}

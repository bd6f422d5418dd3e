/**
 * Writes that only record a view (decision 130). A story view inserts into story_views, which no
 * anonymous reader can select, and its trigger moves news_stories.view_count (and with it
 * updated_at); an event view does the same to sports_events. Invalidating every cached read on
 * each of them would leave the cache empty under a crowd of readers, so these writes let cached
 * answers age out instead (the read cache's TTL, 1 s): those two columns may be that old in an
 * anonymous answer. Nothing else may change through them: `test/rest/readCache.test.ts` proves it.
 */
const COUNTER_WRITES = new Set(['POST public /story_views', 'POST public /rpc/increment_sports_event_views']);

/** Columns a counter write moves; a change feed UPDATE that touches nothing else is one. */
const COUNTER_COLUMNS = new Set(['view_count', 'updated_at']);
const COUNTER_TABLES = new Set(['public.news_stories', 'public.sports_events']);

export function isCounterWrite(method: string, schema: string, path: string): boolean {
  return COUNTER_WRITES.has(`${method} ${schema} ${path}`);
}

/** True for a change-feed UPDATE of a counted table whose only changed columns are counters. */
export function isCounterChange(change: {
  schema_name: string;
  table_name: string;
  type: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}): boolean {
  if (change.type !== 'UPDATE' || !COUNTER_TABLES.has(`${change.schema_name}.${change.table_name}`)) return false;
  const { record, old_record: old } = change;
  if (!record || !old) return false;
  const keys = new Set([...Object.keys(record), ...Object.keys(old)]);
  for (const key of keys) {
    if (COUNTER_COLUMNS.has(key)) continue;
    if (JSON.stringify(record[key]) !== JSON.stringify(old[key])) return false;
  }
  return true;
}

/**
 * Writes that only record a view (decision 130). A story view (record_story_view, issue 47) inserts
 * into story_views, which no anonymous reader can select, and its trigger adds to
 * story_view_counts, a table outside the realtime publication (decision 136): anonymous answers
 * that select `view_count` (a computed field reading that table) may show a count up to the read
 * cache's TTL (1 s) old. An event view moves sports_events.view_count (and with it updated_at) the
 * same way, and notes the visitor in sports_event_viewers (no anonymous reader can select it;
 * decision 143). Invalidating every cached read on
 * each of them would leave the cache empty under a crowd of readers, so these writes let cached
 * answers age out instead. Nothing else may change through them: `test/rest/readCache.test.ts`
 * proves it.
 */
const COUNTER_WRITES = new Set([
  'POST public /rpc/record_story_view',
  'POST public /rpc/increment_sports_event_views',
  // A page view only adds to page_views, which no anonymous reader selects (decision 143).
  'POST public /rpc/record_page_view',
]);

/** Columns a counter write moves; a change feed UPDATE that touches nothing else is one. */
const COUNTER_COLUMNS = new Set(['view_count', 'updated_at']);
/** Tables whose rows hold a counter column. A story view no longer touches news_stories. */
const COUNTER_TABLES = new Set(['public.sports_events']);

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

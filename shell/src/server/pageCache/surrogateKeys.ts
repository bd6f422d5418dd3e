import type { DehydratedState } from '@tanstack/react-query';

/**
 * Surrogate keys name what a response shows, so that a change purges exactly the pages that show
 * it (the database picks the keys of each change: supabase/migrations/20261125120000_page_purges.sql):
 *   site            every cacheable response
 *   list:<table>    it lists rows of <table>
 *   row:<id>        it shows that row
 *   rows:<table>    it shows many rows of <table> without naming each
 */
export const SITE_KEY = 'site';

const CONTENT_TABLES = [
  'news_stories',
  'photo_essays',
  'live_feeds',
  'advertisements',
  'sports_events',
  'sports_categories',
  'story_corrections',
] as const;

export type ContentTable = (typeof CONTENT_TABLES)[number];

/** What each query family (the first part of its key, shared/src/query/queryKeys.ts) reads. */
const TABLES_OF_QUERY: Readonly<Record<string, readonly ContentTable[]>> = {
  stories: ['news_stories'],
  'photo-essays': ['photo_essays'],
  'live-feeds': ['live_feeds'],
  advertisements: ['advertisements'],
  'sports-events': ['sports_events'],
  'sports-categories': ['sports_categories'],
  'publication-clock': [],
  // The default edition: a change purges `site` (supabase/migrations/20261202150000_default_edition.sql).
  'site-settings': [],
  // /corrections: notes with their stories' ids and titles (a story's change purges it by row key).
  'story-corrections': ['story_corrections'],
};

/** Search snippets come from both tables, too many to name one by one. */
const SHOWS_MANY: Readonly<Record<string, readonly ContentTable[]>> = {
  search: ['news_stories', 'photo_essays'],
};

/** Past this, a response names the tables it shows rather than each row (headers stay small). */
const MAX_HEADER_CHARS = 4000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const listKey = (table: ContentTable) => `list:${table}`;
export const rowsKey = (table: ContentTable) => `rows:${table}`;

/** Ids of the rows in a query's data (objects with a uuid `id`, at any depth). */
function rowIds(data: unknown, into: Set<string>, depth = 0): void {
  if (depth > 6 || data === null || typeof data !== 'object') return;
  if (Array.isArray(data)) {
    for (const item of data) rowIds(item, into, depth + 1);
    return;
  }
  const { id } = data as { id?: unknown };
  if (typeof id === 'string' && UUID.test(id)) into.add(`row:${id.toLowerCase()}`);
  for (const value of Object.values(data)) rowIds(value, into, depth + 1);
}

/**
 * The keys of a server-rendered page, from the queries it rendered with. A query family this
 * table does not know could show anything: the page then names every table, and is purged by
 * any change (safe, never stale).
 */
export function pageSurrogateKeys(state: DehydratedState): string[] {
  const lists = new Set<string>();
  const rows = new Set<string>();
  for (const query of state.queries) {
    const family = String(query.queryKey[0]);
    const many = SHOWS_MANY[family];
    if (many) {
      for (const table of many) lists.add(listKey(table)).add(rowsKey(table));
      continue;
    }
    const known = TABLES_OF_QUERY[family];
    const tables = known ?? CONTENT_TABLES;
    if (!known) for (const table of tables) rows.add(rowsKey(table));
    for (const table of tables) lists.add(listKey(table));
    rowIds(query.state.data, rows);
  }
  return headerKeys([SITE_KEY, ...lists], rows, state);
}

/** Row keys while they fit in a header; otherwise the rows:<table> keys of every table shown. */
function headerKeys(base: string[], rows: Set<string>, state: DehydratedState): string[] {
  const keys = [...base, ...rows];
  if (keys.join(' ').length <= MAX_HEADER_CHARS) return keys;
  const tables = new Set(
    state.queries.flatMap((query) => TABLES_OF_QUERY[String(query.queryKey[0])] ?? CONTENT_TABLES),
  );
  return [...base, ...[...tables].map(rowsKey), ...[...rows].filter((key) => key.startsWith('rows:'))];
}

/**
 * The header that carries the keys: Surrogate-Key (Fastly, Varnish xkey). Cloudflare's and
 * Akamai's Cache-Tag takes the same list comma-separated: an edge rule copies it (not sent twice:
 * a home page names ~50 keys, 2 KB of header on every answer).
 */
export function surrogateKeyHeaders(keys: readonly string[]): Record<string, string> {
  return { 'Surrogate-Key': keys.join(' ') };
}

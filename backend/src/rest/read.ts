import type { StatusCode } from 'hono/utils/http-status';
import { restErrors } from './errors.ts';
import type { ParsedQuery, Preferences, ResponseShape } from './request.ts';
import { bodyExpression, type Statement } from './result.ts';
import { Params, ident, qualifiedTable } from './sql.ts';
import { SelectPlanner } from './select.ts';
import type { SchemaCache, TableInfo } from './schemaCache.ts';

export interface Page {
  offset: number;
  limit?: number;
}

/** Where a read's rows come from: a relation, a function call (rpc) or the rows a write returned. */
export interface ReadSource {
  from: string;
  alias: string;
  params: Params;
}

export function aggregatesEnabled(cache: SchemaCache): boolean {
  return cache.setting('db_aggregates_enabled') === 'true';
}

/** The read's inner query (`select … from … where … order … limit`) and its count query. */
export function planRows(
  cache: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  page: Page,
  source: ReadSource,
  withCount = false,
): { rows: string; count: string } {
  const planner = new SelectPlanner(cache, source.params, query.embedded, aggregatesEnabled(cache));
  const root = planner.root(table, query.select, query, source.from, source.alias);
  const rows = planner.query(root, [], { limit: page.limit, offset: page.offset });
  if (!withCount) return { rows, count: '' };
  const conditions = planner.conditions(root);
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  return { rows, count: `select pg_catalog.count(*) from ${source.from} as ${source.alias}${where}` };
}

/** A select on a relation (or on `from fn(args) as pgrst_fn` for row-returning rpc). */
export function planSelect(
  cache: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  page: Page,
  prefer: Preferences,
  shape: ResponseShape,
  source: ReadSource = { from: qualifiedTable(table), alias: ident(table.name), params: new Params() },
): Statement {
  const { rows, count } = planRows(cache, table, query, page, source, prefer.count === 'exact');
  const total = prefer.count === 'exact' ? `(${count})::text` : 'null::text';
  const sql = `select ${total} as total, pg_catalog.count(_postgrest_t)::text as page_total, ${bodyExpression(shape)} as body
                 from (${rows}) _postgrest_t`;
  return { sql, params: source.params.values };
}

/** PostgREST's rangeStatus: 416 past the end, 206 for a partial page of a counted result. */
export function rangeStatus(offset: number, rows: number, total: string | null): StatusCode {
  if (total === null) return 200;
  const count = Number(total);
  if (offset > count) throw restErrors.rangeNotSatisfiable(offset, count);
  return rows < count ? 206 : 200;
}

/** The count query alone, with its own parameters (for `count=planned`, which EXPLAINs it). */
export function planCount(cache: SchemaCache, table: TableInfo, query: ParsedQuery): Statement {
  const params = new Params();
  const { count } = planRows(
    cache,
    table,
    query,
    { offset: 0 },
    { from: qualifiedTable(table), alias: ident(table.name), params },
    true,
  );
  return { sql: count, params: params.values };
}

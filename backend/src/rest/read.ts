import type { StatusCode } from 'hono/utils/http-status';
import { restErrors } from './errors.ts';
import type { ParsedQuery, Preferences, ResponseShape } from './request.ts';
import { bodyExpression, type Statement } from './result.ts';
import { Params, orderSql, qualifiedTable, selectListSql, whereSql } from './sql.ts';
import type { SchemaCache, TableInfo } from './schemaCache.ts';

export interface Page {
  offset: number;
  limit?: number;
}

/** A select on a relation (or on `from fn(args) as pgrst_fn` for row-returning rpc). */
export async function planSelect(
  cache: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  page: Page,
  prefer: Preferences,
  shape: ResponseShape,
  source: { from: string; qualifier: string; params: Params } = {
    from: qualifiedTable(table),
    qualifier: qualifiedTable(table),
    params: new Params(),
  },
): Promise<Statement> {
  const { params, qualifier } = source;
  const columns = await selectListSql(table, query.select, qualifier, { cache, params, depth: 0 });
  const where = whereSql(table, query.filters, qualifier, params);
  const order = orderSql(table, query.order, qualifier, params);
  const limit = page.limit !== undefined ? ` limit ${params.add(page.limit)}` : '';
  const offset = page.offset ? ` offset ${params.add(page.offset)}` : '';
  const total = prefer.count ? `(select pg_catalog.count(*) from ${source.from}${where})::text` : 'null::text';
  const sql = `select ${total} as total, pg_catalog.count(_postgrest_t)::text as page_total, ${bodyExpression(shape)} as body
                 from (select ${columns} from ${source.from}${where}${order}${limit}${offset}) _postgrest_t`;
  return { sql, params: params.values };
}

/** PostgREST's rangeStatus: 416 past the end, 206 for a partial page of a counted result. */
export function rangeStatus(offset: number, rows: number, total: string | null): StatusCode {
  if (total === null) return 200;
  const count = Number(total);
  if (offset > count) throw restErrors.rangeNotSatisfiable(offset, count);
  return rows < count ? 206 : 200;
}

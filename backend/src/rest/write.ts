import { restErrors } from './errors.ts';
import { isPlainObject } from '../http/json.ts';
import type { ParsedQuery, Preferences, ResponseShape } from './request.ts';
import { bodyExpression, type Statement } from './result.ts';
import { planRows } from './read.ts';
import { Params, ident, orderSql, qualifiedTable, whereSql } from './sql.ts';
import type { SchemaCache, TableInfo } from './schemaCache.ts';

export interface WritePlan {
  statement: Statement;
  /** False for return=minimal: the statement has no RETURNING (which would need a SELECT policy). */
  returnsRows: boolean;
  /** An upsert that counts inserted rows in `pgrst.inserted` (none inserted → 200, as PostgREST). */
  countsInserted?: boolean;
}

function requireColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns)
    if (!table.columns.has(column)) throw restErrors.unknownColumnInBody(column, table.name);
}

/** Rows from an insert body: an object or an array of objects. */
function insertRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw restErrors.badBody('Empty or invalid json');
  return rows;
}

/** The column list: `?columns=` when given, else the first object's keys, which every object must share. */
function insertColumns(rows: Record<string, unknown>[], explicit: string[] | undefined): string[] {
  if (explicit) return explicit;
  const first = Object.keys(rows[0] ?? {});
  const same = rows.every((row) => {
    const keys = Object.keys(row);
    return keys.length === first.length && keys.every((key) => first.includes(key));
  });
  if (!same) throw restErrors.badBody('All object keys must match');
  return first;
}

/** Wraps a data-modifying statement so the response JSON is built by PostgreSQL from its RETURNING rows. */
function rendered(
  cache: SchemaCache,
  table: TableInfo,
  modify: string,
  query: ParsedQuery,
  shape: ResponseShape,
  params: Params,
): string {
  // The request's filters chose the rows to change; the returned rows are only shaped by select.
  const read = { ...query, filters: [], order: [] };
  const { rows } = planRows(cache, table, read, { offset: 0 }, { from: 'pgrst_source', alias: 'pgrst_source', params });
  return `with pgrst_source as (${modify} returning ${qualifiedTable(table)}.*)
          select null::text as total, pg_catalog.count(_postgrest_t)::text as page_total, ${bodyExpression(shape)} as body
            from (${rows}) _postgrest_t`;
}

function wantsRows(prefer: Preferences, shape: ResponseShape): boolean {
  return prefer.return === 'representation' || shape.single;
}

export async function planInsert(
  cache: SchemaCache,
  table: TableInfo,
  body: unknown,
  query: ParsedQuery,
  prefer: Preferences,
  shape: ResponseShape,
): Promise<WritePlan> {
  const rows = insertRows(body);
  const columns = insertColumns(rows, query.columns);
  requireColumns(table, columns);
  const params = new Params();
  const target = qualifiedTable(table);
  let modify: string;
  if (columns.length === 0) {
    if (rows.length !== 1) throw restErrors.badBody('Empty objects can only be inserted one at a time');
    modify = `insert into ${target} default values`;
  } else {
    const list = columns.map(ident).join(', ');
    const source = recordsetSql(table, columns, rows, prefer.missingDefault, params);
    const merge = Boolean(prefer.resolution === 'merge-duplicates' && columns.length);
    // PostgREST's count of inserted rows: +1 per candidate row, -1 per row the conflict turned into an update.
    const counted = merge ? ` where ${insertedCounter('+')}` : '';
    modify = `insert into ${target} (${list}) select ${list} from ${source}${counted}`;
    modify += conflictClause(table, columns, query, prefer);
    if (!wantsRows(prefer, shape))
      return { statement: { sql: modify, params: params.values }, returnsRows: false, countsInserted: merge };
    return {
      statement: { sql: rendered(cache, table, modify, query, shape, params), params: params.values },
      returnsRows: true,
      countsInserted: merge,
    };
  }
  if (!wantsRows(prefer, shape)) return { statement: { sql: modify, params: params.values }, returnsRows: false };
  return {
    statement: { sql: rendered(cache, table, modify, query, shape, params), params: params.values },
    returnsRows: true,
  };
}

function insertedCounter(sign: '+' | '-'): string {
  return `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true) <> '${sign === '+' ? '0' : '-1'}'`;
}

/** The body's rows as a record set; with `missing=default`, absent keys take the column's default. */
function recordsetSql(
  table: TableInfo,
  columns: string[],
  rows: Record<string, unknown>[],
  missingDefault: boolean,
  params: Params,
): string {
  const target = qualifiedTable(table);
  const json = params.add(JSON.stringify(rows));
  const withDefaults = missingDefault ? columns.filter((name) => table.columns.get(name)?.default) : [];
  if (!withDefaults.length) return `json_populate_recordset(null::${target}, ${json}::json)`;
  const defaults = withDefaults.map((name) => `${params.add(name)}::text, ${table.columns.get(name)?.default}`);
  return `jsonb_populate_recordset(null::${target}, (select jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || pgrst_elem) from jsonb_array_elements(${json}::jsonb) pgrst_elem))`;
}

function conflictClause(table: TableInfo, columns: string[], query: ParsedQuery, prefer: Preferences): string {
  if (!prefer.resolution) return '';
  const target = query.onConflict ?? table.primaryKey;
  if (!target.length) throw restErrors.badBody(`Table '${table.name}' has no primary key; pass on_conflict`);
  for (const column of target) if (!table.columns.has(column)) throw restErrors.unknownColumn(table.name, column);
  const conflict = ` on conflict (${target.map(ident).join(', ')})`;
  if (prefer.resolution === 'ignore-duplicates') return `${conflict} do nothing`;
  // As PostgREST: every payload column is set (key columns too), so a key-only payload still returns its row.
  const sets = columns.map((column) => `${ident(column)} = excluded.${ident(column)}`).join(', ');
  return `${conflict} do update set ${sets} where ${insertedCounter('-')}`;
}

export async function planUpdate(
  cache: SchemaCache,
  table: TableInfo,
  body: unknown,
  query: ParsedQuery,
  prefer: Preferences,
  shape: ResponseShape,
): Promise<WritePlan | null> {
  if (!isPlainObject(body)) throw restErrors.badBody('Empty or invalid json');
  const columns = Object.keys(body);
  requireColumns(table, columns);
  if (!query.filters.length) throw restErrors.whereRequired('UPDATE');
  if (!columns.length) return null;
  const params = new Params();
  const target = qualifiedTable(table);
  const json = params.add(JSON.stringify(body));
  const sets = columns.map((column) => `${ident(column)} = pgrst_body.${ident(column)}`).join(', ');
  const where = limitedWhere(table, query, target, params);
  const modify = `update ${target} set ${sets} from (select * from json_populate_record(null::${target}, ${json}::json)) pgrst_body${where}`;
  if (!wantsRows(prefer, shape)) return { statement: { sql: modify, params: params.values }, returnsRows: false };
  return {
    statement: { sql: rendered(cache, table, modify, query, shape, params), params: params.values },
    returnsRows: true,
  };
}

export async function planDelete(
  cache: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  prefer: Preferences,
  shape: ResponseShape,
): Promise<WritePlan> {
  if (!query.filters.length) throw restErrors.whereRequired('DELETE');
  const params = new Params();
  const target = qualifiedTable(table);
  const modify = `delete from ${target}${limitedWhere(table, query, target, params)}`;
  if (!wantsRows(prefer, shape)) return { statement: { sql: modify, params: params.values }, returnsRows: false };
  return {
    statement: { sql: rendered(cache, table, modify, query, shape, params), params: params.values },
    returnsRows: true,
  };
}

/**
 * The rows a PATCH/DELETE changes: its filters, and with `limit` (PostgREST 12's limited updates
 * and deletes) only the first rows in `order`.
 */
function limitedWhere(table: TableInfo, query: ParsedQuery, target: string, params: Params): string {
  const where = whereSql(table, query.filters, target, params);
  if (query.limit === undefined) return where;
  const order = orderSql(table, query.order, target, params);
  const offset = query.offset ? ` offset ${params.add(query.offset)}` : '';
  return ` where ctid = any(array(select ctid from ${target}${where}${order} limit ${params.add(query.limit)}${offset}))`;
}

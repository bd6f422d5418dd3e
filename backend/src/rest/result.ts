import type { Queryable } from '../db/database.ts';
import type { StatusCode } from 'hono/utils/http-status';
import { restErrors, type RestError } from './errors.ts';
import type { ResponseShape } from './request.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
export const OBJECT_CONTENT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** What a handler answers: status, JSON text built by PostgreSQL (or none), headers. */
export interface RestResult {
  status: StatusCode;
  body: string | null;
  headers: Record<string, string>;
}

/** Thrown inside the request transaction to roll it back and still answer (`.single()` misses, tx=rollback). */
export class Rollback extends Error {
  constructor(readonly outcome: RestResult | RestError) {
    super('rollback');
  }
}

/** A statement planned outside the transaction (schema-cache reads must not run inside it). */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Rendered {
  total: string | null;
  pageTotal: number;
  body: string;
}

/** Runs a statement shaped `select total, page_total, body` (PostgREST's own response query). */
export async function runRendered(tx: Queryable, statement: Statement): Promise<Rendered> {
  const { rows } = await tx.query<{ total: string | null; page_total: string; body: string }>(
    statement.sql,
    statement.params,
  );
  const row = rows[0];
  return { total: row?.total ?? null, pageTotal: Number(row?.page_total ?? 0), body: row?.body ?? '[]' };
}

/** The response body built by PostgreSQL from the rows `_postgrest_t` (PostgREST's media handlers). */
export function bodyExpression(shape: ResponseShape): string {
  if (shape.format === 'csv') {
    // As PostgREST: a header from the first row's keys, then each row's record text without its parentheses.
    return `coalesce((select string_agg(pgrst_k, ',') from json_object_keys((array_agg(row_to_json(_postgrest_t)))[1]) pgrst_k), '') || chr(10) || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`;
  }
  if (shape.format === 'geojson') {
    // PostgREST's GeoJSON handler (PostGIS 3: ST_AsGeoJSON of a whole record is a Feature).
    return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_postgrest_t)::json), '[]'))::text`;
  }
  const body = shape.single ? `(json_agg(_postgrest_t)->0)` : `coalesce(json_agg(_postgrest_t), '[]')`;
  if (shape.stripNulls) return `coalesce(json_strip_nulls(${body})::text, 'null')`;
  return shape.single ? `coalesce(${body}::text, 'null')` : `${body}::text`;
}

export function contentType(shape: ResponseShape): string {
  if (shape.format === 'csv') return 'text/csv; charset=utf-8';
  if (shape.format === 'geojson') return 'application/geo+json; charset=utf-8';
  if (shape.stripNulls) {
    return `application/vnd.pgrst.${shape.single ? 'object' : 'array'}+json; nulls=stripped; charset=utf-8`;
  }
  return shape.single ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE;
}

/** `.single()` demands exactly one row; otherwise 406 PGRST116 and (for writes) a rollback. */
export function assertSingular(shape: ResponseShape, rows: number, rollback: boolean): void {
  if (!shape.single || rows === 1) return;
  const error = restErrors.notSingular(rows);
  if (rollback) throw new Rollback(error);
  throw error;
}

export function contentRange(offset: number, rows: number, total: string | null): string {
  const totalText = total ?? '*';
  return rows > 0 ? `${offset}-${offset + rows - 1}/${totalText}` : `*/${totalText}`;
}

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

/** `coalesce(json_agg(_postgrest_t), '[]')` or its first element for `.single()`. */
export function bodyExpression(shape: ResponseShape): string {
  return shape === 'object'
    ? `coalesce((json_agg(_postgrest_t)->0)::text, 'null')`
    : `coalesce(json_agg(_postgrest_t), '[]')::text`;
}

export function contentType(shape: ResponseShape): string {
  return shape === 'object' ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE;
}

/** `.single()` demands exactly one row; otherwise 406 PGRST116 and (for writes) a rollback. */
export function assertSingular(shape: ResponseShape, rows: number, rollback: boolean): void {
  if (shape !== 'object' || rows === 1) return;
  const error = restErrors.notSingular(rows);
  if (rollback) throw new Rollback(error);
  throw error;
}

export function contentRange(offset: number, rows: number, total: string | null): string {
  const totalText = total ?? '*';
  return rows > 0 ? `${offset}-${offset + rows - 1}/${totalText}` : `*/${totalText}`;
}

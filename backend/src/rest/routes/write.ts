import type { Hono } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../../db/database.ts';
import { restErrors } from '../errors.ts';
import { parseQuery } from '../request.ts';
import { Rollback, assertSingular, contentRange, contentType, runRendered, type RestResult } from '../result.ts';
import { planDelete, planInsert, planUpdate, type WritePlan } from '../write.ts';
import { handle } from './handle.ts';
import { checkMaxAffected, explain } from './outcome.ts';
import { readBody, requireTable, type RequestState, type RestScope } from './scope.ts';

/** An insert creates rows; an update or delete changes them (and `max-affected` applies). */
type WriteKind = 'created' | 'changed';

async function insertedRows(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ inserted: number | null }>(
    `select nullif(current_setting('pgrst.inserted', true), '')::int as inserted`,
  );
  return Number(rows[0]?.inserted ?? 0);
}

/** 201, except an upsert that inserted nothing (every row merged or ignored): 200, as PostgREST. */
async function createdStatus(tx: Queryable, plan: WritePlan): Promise<StatusCode> {
  return plan.countsInserted && (await insertedRows(tx)) === 0 ? 200 : 201;
}

/** `return=minimal`: no body, only how many rows in `Content-Range` (when `count` was asked). */
async function minimalResult(tx: Queryable, plan: WritePlan, s: RequestState, kind: WriteKind): Promise<RestResult> {
  const { affectedRows = 0 } = await tx.query(plan.statement.sql, plan.statement.params);
  if (kind === 'changed') checkMaxAffected(s, affectedRows);
  const range =
    kind === 'created'
      ? `*/${s.prefer.count ? affectedRows : '*'}`
      : contentRange(0, affectedRows, s.prefer.count ? String(affectedRows) : null);
  const status: StatusCode = kind === 'created' ? await createdStatus(tx, plan) : 204;
  return { status, body: null, headers: { 'Content-Range': range } };
}

/** `return=representation`: the written rows, shaped like a read of them. */
async function representationResult(
  tx: Queryable,
  plan: WritePlan,
  s: RequestState,
  kind: WriteKind,
): Promise<RestResult> {
  const rendered = await runRendered(tx, plan.statement);
  if (kind === 'changed') checkMaxAffected(s, rendered.pageTotal);
  assertSingular(s.shape, rendered.pageTotal, true);
  const status: StatusCode = kind === 'created' ? await createdStatus(tx, plan) : 200;
  const total = s.prefer.count ? String(rendered.pageTotal) : '*';
  const range = kind === 'created' ? `*/${total}` : contentRange(0, rendered.pageTotal, s.prefer.count ? total : null);
  return { status, body: rendered.body, headers: { 'Content-Type': contentType(s.shape), 'Content-Range': range } };
}

async function writeResult(tx: Queryable, plan: WritePlan, s: RequestState, kind: WriteKind): Promise<RestResult> {
  if (s.shape.format === 'plan') throw new Rollback(await explain(tx, plan.statement, s));
  return plan.returnsRows ? representationResult(tx, plan, s, kind) : minimalResult(tx, plan, s, kind);
}

/** POST, PATCH and DELETE /:table — insert (or upsert), update and delete as the caller. */
export function registerWriteRoutes(app: Hono, scope: RestScope): void {
  app.post('/:table', (c) =>
    handle(scope, c, async (s) => {
      const table = await requireTable(scope, s.schema, c.req.param('table') ?? '');
      const body = await readBody(c);
      if (body === undefined) throw restErrors.badBody('Empty or invalid json');
      const plan = await planInsert(scope.cache, table, body, parseQuery(s.search), s.prefer, s.shape);
      return (tx) => writeResult(tx, plan, s, 'created');
    }),
  );

  app.patch('/:table', (c) =>
    handle(scope, c, async (s) => {
      const table = await requireTable(scope, s.schema, c.req.param('table') ?? '');
      const body = await readBody(c);
      const plan = await planUpdate(scope.cache, table, body, parseQuery(s.search), s.prefer, s.shape);
      // `{}` sets no column: nothing to run, 204 as PostgREST.
      if (!plan) return async () => ({ status: 204, body: null, headers: { 'Content-Range': '*/*' } });
      return (tx) => writeResult(tx, plan, s, 'changed');
    }),
  );

  app.delete('/:table', (c) =>
    handle(scope, c, async (s) => {
      const table = await requireTable(scope, s.schema, c.req.param('table') ?? '');
      const plan = await planDelete(scope.cache, table, parseQuery(s.search), s.prefer, s.shape);
      return (tx) => writeResult(tx, plan, s, 'changed');
    }),
  );
}

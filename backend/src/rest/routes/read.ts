import type { Hono } from 'hono';
import type { Queryable } from '../../db/database.ts';
import { planCount, planSelect } from '../read.ts';
import { parseQuery } from '../request.ts';
import { Rollback, runRendered, type Statement } from '../result.ts';
import { handle } from './handle.ts';
import { explain, readResult, type Rendered } from './outcome.ts';
import { pageOf, requireTable, type RequestState, type RestScope } from './scope.ts';

/** `count=planned` and `count=estimated` need a count statement; `exact` is part of the select itself. */
function wantsPlannerCount(s: RequestState): boolean {
  return s.prefer.count === 'planned' || s.prefer.count === 'estimated';
}

async function plannedRows(tx: Queryable, statement: Statement): Promise<number> {
  const sql = statement.sql.replace(/^select pg_catalog\.count\(\*\) from/, 'select 1 from');
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, statement.params);
  const planText = rows[0]?.['QUERY PLAN'];
  const plan = (typeof planText === 'string' ? JSON.parse(planText) : planText) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** `count=estimated`: the exact count up to max-rows, the planner's estimate past it. */
async function estimatedTotal(tx: Queryable, countStatement: Statement, estimate: number, maxRows?: number) {
  const exact = await tx.query<{ count: string }>(countStatement.sql, countStatement.params);
  const total = Number(exact.rows[0]?.count ?? 0);
  return maxRows !== undefined && total > maxRows ? estimate : total;
}

/** Runs a read; `count=planned` (and `estimated` past max-rows) take the planner's row estimate. */
async function runRead(
  scope: RestScope,
  tx: Queryable,
  statement: Statement,
  s: RequestState,
  countStatement?: Statement,
): Promise<Rendered> {
  if (s.shape.format === 'plan') throw new Rollback(await explain(tx, statement, s));
  const rendered = await runRendered(tx, statement);
  if (!countStatement || !wantsPlannerCount(s)) return rendered;
  const estimate = await plannedRows(tx, countStatement);
  if (s.prefer.count === 'planned') return { ...rendered, total: String(estimate) };
  return { ...rendered, total: String(await estimatedTotal(tx, countStatement, estimate, scope.settings.maxRows)) };
}

/** GET and HEAD /:table — a select as the caller, capped at max-rows; anonymous ones may come from the read cache. */
export function registerReadRoutes(app: Hono, scope: RestScope): void {
  app.on(['GET', 'HEAD'], '/:table', (c) =>
    handle(
      scope,
      c,
      async (s) => {
        const table = await requireTable(scope, s.schema, c.req.param('table') ?? '');
        const query = parseQuery(s.search);
        const page = pageOf(c, query, scope.settings.maxRows);
        const statement = planSelect(scope.cache, table, query, page, s.prefer, s.shape);
        const countStatement = wantsPlannerCount(s) ? planCount(scope.cache, table, query) : undefined;
        return async (tx) => readResult(await runRead(scope, tx, statement, s, countStatement), s, page);
      },
      { cacheable: true },
    ),
  );
}

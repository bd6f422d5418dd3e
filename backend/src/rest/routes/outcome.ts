import type { Queryable } from '../../db/database.ts';
import { restErrors } from '../errors.ts';
import { rangeStatus, type Page } from '../read.ts';
import {
  Rollback,
  assertSingular,
  contentRange,
  contentType,
  type runRendered,
  type RestResult,
  type Statement,
} from '../result.ts';
import type { RequestState } from './scope.ts';

export type Rendered = Awaited<ReturnType<typeof runRendered>>;

/** Rows of a read (a table or a set-returning function) with the `Content-Range` of the page sent. */
export function readResult(rendered: Rendered, s: RequestState, page: Page): RestResult {
  assertSingular(s.shape, rendered.pageTotal, false);
  return {
    status: rangeStatus(page.offset, rendered.pageTotal, rendered.total),
    body: rendered.body,
    headers: {
      'Content-Type': contentType(s.shape),
      'Content-Range': contentRange(page.offset, rendered.pageTotal, rendered.total),
    },
  };
}

/** `Accept: application/vnd.pgrst.plan…` — EXPLAIN of the request's query instead of its rows. */
export async function explain(tx: Queryable, statement: Statement, s: RequestState): Promise<RestResult> {
  const plan = s.shape.plan ?? { format: 'text' as const, options: [], for: 'application/json' };
  const allowed = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];
  const options = [`format ${plan.format}`, ...plan.options.filter((o) => allowed.includes(o))];
  const { rows } = await tx.query<Record<string, unknown>>(
    `explain (${options.join(', ')}) ${statement.sql}`,
    statement.params,
  );
  const lines = rows.map((row) => row['QUERY PLAN']);
  const forType = `for="${plan.for}"`;
  if (plan.format === 'json') {
    const value = typeof lines[0] === 'string' ? lines[0] : JSON.stringify(lines[0]);
    return {
      status: 200,
      body: value,
      headers: { 'Content-Type': `application/vnd.pgrst.plan+json; ${forType}; charset=utf-8` },
    };
  }
  return {
    status: 200,
    body: lines.join('\n'),
    headers: { 'Content-Type': `application/vnd.pgrst.plan+text; ${forType}; charset=utf-8` },
  };
}

/** `Prefer: handling=strict, max-affected=n`: more rows changed than allowed rolls back (400 PGRST124). */
export function checkMaxAffected(s: RequestState, affected: number): void {
  if (!s.prefer.strict || s.prefer.maxAffected === undefined || affected <= s.prefer.maxAffected) return;
  throw new Rollback(restErrors.maxAffected(affected));
}

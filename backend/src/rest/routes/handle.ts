import type { Context } from 'hono';
import { withRequestContext } from '../../db/requestContext.ts';
import { RestError, fromPgError, isPgError } from '../errors.ts';
import { JSON_CONTENT_TYPE, Rollback, type RestResult } from '../result.ts';
import { isReadMethod, requestState, type Planned, type RequestState, type RestScope } from './scope.ts';
import { retryOnStaleSchema } from './staleSchemaRetry.ts';

export function respond(c: Context, result: RestResult, head: boolean): Response {
  for (const [name, value] of Object.entries(result.headers)) c.header(name, value);
  if (result.body === null || head || result.status === 204) {
    return c.body(null, result.status as 204);
  }
  return c.body(result.body, result.status as 200);
}

export function errorResult(error: RestError): RestResult {
  return {
    status: error.status,
    body: JSON.stringify(error.body()),
    headers: { 'Content-Type': JSON_CONTENT_TYPE, 'Proxy-Status': `PostgREST; error=${error.code}`, ...error.headers },
  };
}

function headersOf(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return headers;
}

/** Runs the planned work in a transaction as the request's role and claims; `Prefer: tx=rollback` undoes it. */
function runAsCaller(scope: RestScope, c: Context, s: RequestState, work: Planned): Promise<RestResult> {
  const info = {
    method: c.req.method,
    path: c.req.path.replace(/^\/rest\/v1/, ''),
    headers: headersOf(c),
    readOnly: work.readOnly ?? isReadMethod(c),
    schema: s.schema,
  };
  return withRequestContext(
    scope.ctx.db,
    s.identity,
    async (tx) => {
      const outcome = await work(tx);
      if (s.prefer.rollback) throw new Rollback(outcome);
      return outcome;
    },
    info,
  );
}

/** PostgREST's error shape for any failure; a Postgres error is worded for the caller's role. */
function failureResult(c: Context, error: unknown, isAnon: boolean): RestResult {
  if (error instanceof Rollback) return error.outcome instanceof RestError ? errorResult(error.outcome) : error.outcome;
  if (error instanceof RestError) return errorResult(error);
  if (isPgError(error)) return errorResult(fromPgError(error, isAnon));
  console.error(`[rest] ${c.req.method} ${c.req.path} failed:`, error);
  return errorResult(new RestError(500, 'PGRST000', 'Internal server error'));
}

/** Plans, runs in the request's role/claims transaction, maps every failure to PostgREST's error shape. */
export async function handle(
  scope: RestScope,
  c: Context,
  plan: (s: RequestState) => Promise<Planned>,
): Promise<Response> {
  const head = c.req.method === 'HEAD';
  let isAnon = true;
  const attempt = async () => {
    const s = await requestState(scope, c);
    isAnon = s.identity.role === 'anon';
    return runAsCaller(scope, c, s, await plan(s));
  };
  try {
    return respond(c, await retryOnStaleSchema(attempt, () => scope.cache.refreshAfterMiss()), head);
  } catch (error) {
    return respond(c, failureResult(c, error, isAnon), head);
  }
}

import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import { DatabaseConnectionError } from '../../db/database.ts';
import { withRequestContext } from '../../db/requestContext.ts';
import { clientAddress } from '../../http/clientAddress.ts';
import { isCounterWrite } from '../counterWrites.ts';
import { RestError, connectionLost, fromPgError, isPgError } from '../errors.ts';
import { readCacheKey } from '../readCache.ts';
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

/**
 * The request's headers as SQL sees them (`request.headers`), with `x-forwarded-for` replaced by
 * the one client address the backend trusts: limits in the database key on it, and a client's own
 * header must not choose their key (docs/product/security.md#client-addresses).
 */
function headersOf(c: Context, trusted: BlockList): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const client = clientAddress(c, trusted);
  if (client) headers['x-forwarded-for'] = client;
  else delete headers['x-forwarded-for'];
  return headers;
}

/**
 * Runs the planned work in a transaction as the request's role and claims; `Prefer: tx=rollback`
 * undoes it only where `db-tx-end` allows the override (PostgREST's default commits regardless, so
 * a caller cannot undo what a function counts against them, such as failed tries). A transaction
 * that may write invalidates the read cache before the answer leaves (even when it failed: the
 * caller may retry at once), unless it only moves view counters.
 */
async function runAsCaller(scope: RestScope, c: Context, s: RequestState, work: Planned): Promise<RestResult> {
  const path = c.req.path.replace(/^\/rest\/v1/, '');
  const readOnly = work.readOnly ?? isReadMethod(c);
  const rollback = s.prefer.rollback && scope.ctx.config.dbTxEnd === 'commit-allow-override';
  const info = {
    method: c.req.method,
    path,
    headers: headersOf(c, scope.ctx.config.trustedProxies),
    readOnly,
    schema: s.schema,
  };
  try {
    // Writes have their own lane (Database.writes); view counters stay with the reads' crowd.
    const lane = readOnly || isCounterWrite(c.req.method, s.schema, path) ? scope.ctx.db : scope.ctx.db.writes;
    return await withRequestContext(
      lane,
      s.identity,
      async (tx) => {
        const outcome = await work(tx);
        if (rollback) throw new Rollback(outcome);
        return outcome;
      },
      info,
    );
  } catch (error) {
    if (error instanceof Rollback && !(error.outcome instanceof RestError)) return error.outcome;
    throw error;
  } finally {
    if (!readOnly && !isCounterWrite(c.req.method, s.schema, path)) scope.ctx.readCache.invalidate();
  }
}

/**
 * Anonymous table reads go through the read cache: the anon role has no user, so RLS answers
 * every caller alike, and the key holds every header the answer depends on.
 */
function runOrCache(
  scope: RestScope,
  c: Context,
  s: RequestState,
  plan: (s: RequestState) => Promise<Planned>,
  cacheable: boolean,
): Promise<RestResult> {
  const run = async () => runAsCaller(scope, c, s, await plan(s));
  if (!cacheable || s.identity.role !== 'anon' || s.shape.format === 'plan') return run();
  return scope.ctx.readCache.read(
    readCacheKey(c.req.method, c.req.url, (name) => c.req.header(name)),
    run,
  );
}

/** PostgREST's error shape for any failure; a Postgres error is worded for the caller's role. */
function failureResult(c: Context, error: unknown, isAnon: boolean): RestResult {
  if (error instanceof Rollback) return error.outcome instanceof RestError ? errorResult(error.outcome) : error.outcome;
  if (error instanceof RestError) return errorResult(error);
  if (error instanceof DatabaseConnectionError) {
    console.error(`[rest] ${c.req.method} ${c.req.path}: ${error.message}`);
    return errorResult(connectionLost(error));
  }
  if (isPgError(error)) return errorResult(fromPgError(error, isAnon));
  console.error(`[rest] ${c.req.method} ${c.req.path} failed:`, error);
  return errorResult(new RestError(500, 'PGRST000', 'Internal server error'));
}

/** Plans, runs in the request's role/claims transaction, maps every failure to PostgREST's error shape. */
export async function handle(
  scope: RestScope,
  c: Context,
  plan: (s: RequestState) => Promise<Planned>,
  { cacheable = false }: { cacheable?: boolean } = {},
): Promise<Response> {
  const head = c.req.method === 'HEAD';
  let isAnon = true;
  const attempt = async () => {
    const s = await requestState(scope, c);
    isAnon = s.identity.role === 'anon';
    return runOrCache(scope, c, s, plan, cacheable);
  };
  try {
    return respond(c, await retryOnStaleSchema(attempt, () => scope.cache.refreshAfterMiss()), head);
  } catch (error) {
    return respond(c, failureResult(c, error, isAnon), head);
  }
}

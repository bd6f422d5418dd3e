import { Hono, type Context } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { BackendContext } from '../context.ts';
import type { RequestIdentity } from '../db/requestContext.ts';
import { withRequestContext } from '../db/requestContext.ts';
import { parseJsonText } from '../http/json.ts';
import { JwtError } from '../jwt.ts';
import { ApiKeyError } from '../keys.ts';
import { createIdentityResolver } from './identity.ts';
import { isCounterWrite } from './counterWrites.ts';
import { readCacheKey } from './readCache.ts';
import { RestError, connectionLost, fromPgError, isPgError, restErrors } from './errors.ts';
import { planCount, planSelect, rangeStatus, type Page } from './read.ts';
import { readApiSettings } from './apiSettings.ts';
import { closest } from './fuzzy.ts';
import {
  negotiate,
  parsePrefer,
  parseQuery,
  rangeFromHeader,
  type ParsedQuery,
  type Preferences,
  type ResponseShape,
} from './request.ts';
import {
  JSON_CONTENT_TYPE,
  Rollback,
  assertSingular,
  contentRange,
  contentType,
  runRendered,
  type RestResult,
  type Statement,
} from './result.ts';
import { bodyArguments, chooseFunction, planRpc, takesWholeBody, type RpcBodyKind } from './rpc.ts';
import { SchemaCache, type FunctionInfo, type TableInfo } from './schemaCache.ts';
import { planDelete, planInsert, planUpdate, type WritePlan } from './write.ts';
import { DatabaseConnectionError, type Queryable } from '../db/database.ts';

/** The CLI's default when config.toml does not say: only `public` is exposed. */
export const EXPOSED_SCHEMAS = ['public'] as const;

interface RequestState {
  schema: string;
  identity: RequestIdentity;
  shape: ResponseShape;
  prefer: Preferences;
  search: URLSearchParams;
}

/** The unit of work of one request: plan (may read the schema cache), then run inside the transaction. */
type Planned = ((tx: Queryable) => Promise<RestResult>) & { readOnly?: boolean };

function pageOf(c: Context, query: ParsedQuery, maxRows?: number): Page {
  const cap = (page: Page): Page =>
    maxRows === undefined ? page : { ...page, limit: Math.min(page.limit ?? maxRows, maxRows) };
  if (query.limit !== undefined || query.offset !== undefined)
    return cap({ offset: query.offset ?? 0, limit: query.limit });
  const range = c.req.method === 'GET' || c.req.method === 'HEAD' ? rangeFromHeader(c.req.header('range')) : undefined;
  return cap(range ?? { offset: 0 });
}

function headersOf(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return headers;
}

function respond(c: Context, result: RestResult, head: boolean): Response {
  for (const [name, value] of Object.entries(result.headers)) c.header(name, value);
  if (result.body === null || head || result.status === 204) {
    return c.body(null, result.status as 204);
  }
  return c.body(result.body, result.status as 200);
}

function errorResult(error: RestError): RestResult {
  return {
    status: error.status,
    body: JSON.stringify(error.body()),
    headers: { 'Content-Type': JSON_CONTENT_TYPE, 'Proxy-Status': `PostgREST; error=${error.code}`, ...error.headers },
  };
}

/** /rest/v1 — PostgREST-compatible (SUPABASE_PROTOCOL §3): every request runs as its JWT's role, so RLS decides. */
export function createRestRoutes(ctx: BackendContext): Hono {
  const settings = readApiSettings(ctx.config.supabaseDir);
  const schemas = settings.schemas;
  const cache = new SchemaCache(ctx.db, schemas);
  const identify = createIdentityResolver(ctx.keys);
  const app = new Hono();

  async function requireTable(schema: string, name: string): Promise<TableInfo> {
    const table = await cache.table(schema, name);
    if (!table) {
      const similar = closest(name, cache.tableNames(schema));
      throw restErrors.unknownTable(schema, name, similar && `Perhaps you meant the table '${schema}.${similar}'`);
    }
    return table;
  }

  async function state(c: Context): Promise<RequestState> {
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const schema = c.req.header(read ? 'accept-profile' : 'content-profile') ?? schemas[0];
    if (!schemas.includes(schema)) throw restErrors.invalidSchema(schema, schemas);
    let identity: RequestIdentity;
    try {
      identity = await identify({ authorization: c.req.header('authorization'), apikey: c.req.header('apikey') });
    } catch (error) {
      if (error instanceof JwtError)
        throw error.reason === 'expired' ? restErrors.jwtExpired() : restErrors.jwtInvalid(error.message);
      if (error instanceof ApiKeyError) throw restErrors.invalidApiKey(error.message);
      throw error;
    }
    const shape = negotiate(c.req.header('accept'));
    if (shape.format === 'plan' && !planEnabled()) throw restErrors.mediaType(c.req.header('accept') ?? '');
    if (shape.format === 'geojson' && !(await geoJsonAvailable()))
      throw restErrors.mediaType(c.req.header('accept') ?? '');
    const prefer = parsePrefer(c.req.header('prefer'));
    if (prefer.strict && prefer.invalid.length) throw restErrors.invalidPreferences(prefer.invalid);
    return {
      schema,
      identity,
      shape,
      prefer,
      search: new URL(c.req.url).searchParams,
    };
  }

  const planEnabled = () => cache.setting('db_plan_enabled') === 'true';

  let geoJson: Promise<boolean> | undefined;
  /** GeoJSON output needs PostGIS's ST_AsGeoJSON(record) (PostGIS 3). */
  function geoJsonAvailable(): Promise<boolean> {
    geoJson ??= ctx.db
      .query<{ ok: boolean }>(`select exists (select 1 from pg_proc where proname = 'st_asgeojson') as ok`)
      .then((r) => Boolean(r.rows[0]?.ok))
      .catch(() => false);
    return geoJson;
  }

  async function readBody(c: Context): Promise<unknown> {
    const parsed = parseJsonText(await c.req.text());
    if (!parsed.ok) throw restErrors.badBody(`Empty or invalid json: ${parsed.error}`);
    return parsed.value;
  }

  /**
   * Runs one planned request in its role/claims transaction. A transaction that may write
   * invalidates the read cache before the answer leaves (even when it failed: the caller may
   * retry at once), unless the write only moves view counters (see counterWrites).
   */
  async function execute(c: Context, s: RequestState, plan: (s: RequestState) => Promise<Planned>) {
    const work = await plan(s);
    const path = c.req.path.replace(/^\/rest\/v1/, '');
    const readOnly = work.readOnly ?? (c.req.method === 'GET' || c.req.method === 'HEAD');
    const info = { method: c.req.method, path, headers: headersOf(c), readOnly, schema: s.schema };
    try {
      return await withRequestContext(
        ctx.db,
        s.identity,
        async (tx) => {
          const outcome = await work(tx);
          if (s.prefer.rollback) throw new Rollback(outcome);
          return outcome;
        },
        info,
      );
    } catch (error) {
      if (error instanceof Rollback && !(error.outcome instanceof RestError)) return error.outcome;
      throw error;
    } finally {
      if (!readOnly && !isCounterWrite(c.req.method, s.schema, path)) ctx.readCache.invalidate();
    }
  }

  /**
   * Anonymous table reads go through the read cache: the anon role has no user, so RLS answers
   * every caller alike, and the key holds every header the answer depends on.
   */
  function runOrCache(c: Context, s: RequestState, plan: (s: RequestState) => Promise<Planned>, cacheable: boolean) {
    if (!cacheable || s.identity.role !== 'anon' || s.shape.format === 'plan') return execute(c, s, plan);
    const key = readCacheKey(c.req.method, c.req.url, (name) => c.req.header(name));
    return ctx.readCache.read(key, () => execute(c, s, plan));
  }

  /** Plans, runs in the request's role/claims transaction, maps every failure to PostgREST's error shape. */
  async function handle(
    c: Context,
    plan: (s: RequestState) => Promise<Planned>,
    { cacheable = false }: { cacheable?: boolean } = {},
  ): Promise<Response> {
    const head = c.req.method === 'HEAD';
    let isAnon = true;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const s = await state(c);
        isAnon = s.identity.role === 'anon';
        return respond(c, await runOrCache(c, s, plan, cacheable), head);
      } catch (error) {
        if (error instanceof Rollback) {
          return respond(c, error.outcome instanceof RestError ? errorResult(error.outcome) : error.outcome, head);
        }
        // A column unknown to the cache may be new: reload once and retry.
        const staleCache = error instanceof RestError && ['42703', 'PGRST204'].includes(error.code);
        if (staleCache && attempt === 0 && (await cache.refreshAfterMiss())) continue;
        if (error instanceof RestError) return respond(c, errorResult(error), head);
        if (error instanceof DatabaseConnectionError) {
          console.error(`[rest] ${c.req.method} ${c.req.path}: ${error.message}`);
          return respond(c, errorResult(connectionLost(error)), head);
        }
        if (isPgError(error)) return respond(c, errorResult(fromPgError(error, isAnon)), head);
        console.error(`[rest] ${c.req.method} ${c.req.path} failed:`, error);
        return respond(c, errorResult(new RestError(500, 'PGRST000', 'Internal server error')), head);
      }
    }
  }

  function readResult(
    statementResult: Awaited<ReturnType<typeof runRendered>>,
    s: RequestState,
    page: Page,
  ): RestResult {
    assertSingular(s.shape, statementResult.pageTotal, false);
    const status = rangeStatus(page.offset, statementResult.pageTotal, statementResult.total);
    return {
      status,
      body: statementResult.body,
      headers: {
        'Content-Type': contentType(s.shape),
        'Content-Range': contentRange(page.offset, statementResult.pageTotal, statementResult.total),
      },
    };
  }

  /** Runs a read; `count=planned` (and `estimated` past max-rows) take the planner's row estimate. */
  async function runRead(tx: Queryable, statement: Statement, s: RequestState, countStatement?: Statement) {
    if (s.shape.format === 'plan') throw new Rollback(await explain(tx, statement, s));
    const rendered = await runRendered(tx, statement);
    if (!countStatement || (s.prefer.count !== 'planned' && s.prefer.count !== 'estimated')) return rendered;
    const estimate = await plannedRows(tx, countStatement);
    if (s.prefer.count === 'estimated') {
      const exact = await tx.query<{ count: string }>(countStatement.sql, countStatement.params);
      const total = Number(exact.rows[0]?.count ?? 0);
      const threshold = settings.maxRows;
      return { ...rendered, total: String(threshold !== undefined && total > threshold ? estimate : total) };
    }
    return { ...rendered, total: String(estimate) };
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

  /** `Accept: application/vnd.pgrst.plan…` — EXPLAIN of the request's query instead of its rows. */
  async function explain(tx: Queryable, statement: Statement, s: RequestState): Promise<RestResult> {
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
  function checkMaxAffected(s: RequestState, affected: number): void {
    if (!s.prefer.strict || s.prefer.maxAffected === undefined || affected <= s.prefer.maxAffected) return;
    throw new Rollback(restErrors.maxAffected(affected));
  }

  async function insertedRows(tx: Queryable): Promise<number> {
    const { rows } = await tx.query<{ inserted: number | null }>(
      `select nullif(current_setting('pgrst.inserted', true), '')::int as inserted`,
    );
    return Number(rows[0]?.inserted ?? 0);
  }

  async function writeResult(
    tx: Queryable,
    plan: WritePlan,
    s: RequestState,
    status: 'created' | 'changed',
  ): Promise<RestResult> {
    if (s.shape.format === 'plan') throw new Rollback(await explain(tx, plan.statement, s));
    const createdStatus = async (): Promise<StatusCode> =>
      plan.countsInserted && (await insertedRows(tx)) === 0 ? 200 : 201;
    if (!plan.returnsRows) {
      const { affectedRows = 0 } = await tx.query(plan.statement.sql, plan.statement.params);
      if (status === 'changed') checkMaxAffected(s, affectedRows);
      const range =
        status === 'created'
          ? `*/${s.prefer.count ? affectedRows : '*'}`
          : contentRange(0, affectedRows, s.prefer.count ? String(affectedRows) : null);
      const code: StatusCode = status === 'created' ? await createdStatus() : 204;
      return { status: code, body: null, headers: { 'Content-Range': range } };
    }
    const rendered = await runRendered(tx, plan.statement);
    if (status === 'changed') checkMaxAffected(s, rendered.pageTotal);
    assertSingular(s.shape, rendered.pageTotal, true);
    const code: StatusCode = status === 'created' ? await createdStatus() : 200;
    const total = s.prefer.count ? String(rendered.pageTotal) : '*';
    return {
      status: code,
      body: rendered.body,
      headers: {
        'Content-Type': contentType(s.shape),
        'Content-Range':
          status === 'created' ? `*/${total}` : contentRange(0, rendered.pageTotal, s.prefer.count ? total : null),
      },
    };
  }

  app.get('/', async (c) => {
    const tables = await cache.allTables();
    const paths = Object.fromEntries(tables.filter((t) => t.schema === 'public').map((t) => [`/${t.name}`, {}]));
    return c.json({ swagger: '2.0', info: { title: 'Newsroom local REST', version: '12' }, paths });
  });

  app.on(['GET', 'HEAD'], '/rpc/:fn', (c) => handle(c, (s) => rpc(c, s, false)));
  app.post('/rpc/:fn', (c) => handle(c, (s) => rpc(c, s, true)));

  /** The body of POST /rpc by its content type: JSON (default), form, text, xml or bytes. */
  async function rpcBody(c: Context): Promise<{ kind: RpcBodyKind; value: unknown }> {
    const type = (c.req.header('content-type') ?? 'application/json').split(';')[0].trim().toLowerCase();
    if (type === 'text/plain') return { kind: 'text', value: await c.req.text() };
    if (type === 'text/xml') return { kind: 'xml', value: await c.req.text() };
    if (type === 'application/octet-stream') return { kind: 'binary', value: Buffer.from(await c.req.arrayBuffer()) };
    if (type === 'application/x-www-form-urlencoded') {
      return { kind: 'form', value: Object.fromEntries(new URLSearchParams(await c.req.text())) };
    }
    const value = await readBody(c);
    return { kind: value === undefined ? 'none' : 'json', value };
  }

  async function rpc(c: Context, s: RequestState, post: boolean): Promise<Planned> {
    const name = c.req.param('fn') ?? '';
    const candidates = await cache.functionsNamed(s.schema, name);
    const body = post ? await rpcBody(c) : { kind: 'none' as const, value: undefined };
    const query = parseQuery(s.search, !post);
    if (post && Array.isArray(body.value)) {
      throw new RestError(
        400,
        'PGRST127',
        'Feature not implemented',
        'Calling a function once per element of a JSON array body is not supported by this backend',
      );
    }
    const args = post ? bodyArguments(body.value) : (query.args as Map<string, unknown>);
    const keys = post && query.columns ? query.columns : [...args.keys()];
    let fn: FunctionInfo;
    const single =
      post && s.prefer.singleObject
        ? candidates.filter((f) => f.params.length === 1 && ['json', 'jsonb'].includes(f.params[0].type))
        : [];
    if (single.length === 1) fn = single[0];
    else
      fn = chooseFunction(candidates, {
        schema: s.schema,
        name,
        keys,
        bodyKind: body.kind,
        post,
        functionNames: () => cache.functionNames(s.schema),
      });
    if (s.prefer.strict && s.prefer.maxAffected !== undefined && !fn.returnsSet)
      throw new RestError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      );
    const unnamed = fn.params.length === 1 && fn.params[0].name === '';
    const wholeBody = single.length === 1 || (post && (takesWholeBody(fn, body.kind) || unnamed)) ? body : undefined;
    const page = pageOf(c, query, fn.returnsSet ? settings.maxRows : undefined);
    const plan = planRpc(cache, { fn, args, raw: !post, wholeBody }, query, page, s.prefer, s.shape);
    const work: Planned = async (tx) => {
      if (s.shape.format === 'plan') throw new Rollback(await explain(tx, plan.statement, s));
      if (plan.kind === 'void') {
        await tx.query(plan.statement.sql, plan.statement.params);
        return { status: 204, body: null, headers: {} };
      }
      const rendered = await runRendered(tx, plan.statement);
      if (plan.returnsSet) checkMaxAffected(s, rendered.pageTotal);
      if (plan.kind === 'rows' && plan.returnsSet) return readResult(rendered, s, page);
      if (plan.kind === 'scalar' && plan.returnsSet) return readResult(rendered, s, page);
      assertSingular(s.shape, 1, false);
      // One value: PostgREST counts it as one row.
      const range = `0-0/${s.prefer.count ? '1' : '*'}`;
      return {
        status: 200,
        body: rendered.body,
        headers: { 'Content-Type': contentType(s.shape), 'Content-Range': range },
      };
    };
    // As PostgREST: GET runs read-only, and so does POST to a stable or immutable function.
    return Object.assign(work, { readOnly: !post || !fn.volatile });
  }

  app.on(['GET', 'HEAD'], '/:table', (c) =>
    handle(
      c,
      async (s) => {
        const table = await requireTable(s.schema, c.req.param('table') ?? '');
        const query = parseQuery(s.search);
        const page = pageOf(c, query, settings.maxRows);
        const statement: Statement = planSelect(cache, table, query, page, s.prefer, s.shape);
        const countStatement =
          s.prefer.count === 'planned' || s.prefer.count === 'estimated' ? planCount(cache, table, query) : undefined;
        return async (tx) => readResult(await runRead(tx, statement, s, countStatement), s, page);
      },
      { cacheable: true },
    ),
  );

  app.post('/:table', (c) =>
    handle(c, async (s) => {
      const table = await requireTable(s.schema, c.req.param('table') ?? '');
      const body = await readBody(c);
      if (body === undefined) throw restErrors.badBody('Empty or invalid json');
      const plan = await planInsert(cache, table, body, parseQuery(s.search), s.prefer, s.shape);
      return (tx) => writeResult(tx, plan, s, 'created');
    }),
  );

  app.patch('/:table', (c) =>
    handle(c, async (s) => {
      const table = await requireTable(s.schema, c.req.param('table') ?? '');
      const body = await readBody(c);
      const plan = await planUpdate(cache, table, body, parseQuery(s.search), s.prefer, s.shape);
      if (!plan) return async () => ({ status: 204, body: null, headers: { 'Content-Range': '*/*' } });
      return (tx) => writeResult(tx, plan, s, 'changed');
    }),
  );

  app.delete('/:table', (c) =>
    handle(c, async (s) => {
      const table = await requireTable(s.schema, c.req.param('table') ?? '');
      const plan = await planDelete(cache, table, parseQuery(s.search), s.prefer, s.shape);
      return (tx) => writeResult(tx, plan, s, 'changed');
    }),
  );

  app.all('*', (c) => {
    const known = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(c.req.method);
    const error = known
      ? new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
      : new RestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`);
    return respond(c, errorResult(error), false);
  });
  return app;
}

import { Hono, type Context } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { BackendContext } from '../context.ts';
import type { RequestIdentity } from '../db/requestContext.ts';
import { withRequestContext } from '../db/requestContext.ts';
import { parseJsonText } from '../http/json.ts';
import { JwtError } from '../jwt.ts';
import { createIdentityResolver } from './identity.ts';
import { RestError, fromPgError, isPgError, restErrors } from './errors.ts';
import { planSelect, rangeStatus, type Page } from './read.ts';
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
import { bodyArguments, chooseFunction, planRpc } from './rpc.ts';
import { SchemaCache, type TableInfo } from './schemaCache.ts';
import { planDelete, planInsert, planUpdate, type WritePlan } from './write.ts';
import type { Queryable } from '../db/database.ts';

/** Only `public` is exposed, as in a default Supabase project's API settings. */
export const EXPOSED_SCHEMAS = ['public'] as const;

interface RequestState {
  schema: string;
  identity: RequestIdentity;
  shape: ResponseShape;
  prefer: Preferences;
  search: URLSearchParams;
}

/** The unit of work of one request: plan (may read the schema cache), then run inside the transaction. */
type Planned = (tx: Queryable) => Promise<RestResult>;

function pageOf(c: Context, query: ParsedQuery): Page {
  if (query.limit !== undefined || query.offset !== undefined) return { offset: query.offset ?? 0, limit: query.limit };
  const range = c.req.method === 'GET' || c.req.method === 'HEAD' ? rangeFromHeader(c.req.header('range')) : undefined;
  return range ?? { offset: 0 };
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
  const cache = new SchemaCache(ctx.db, EXPOSED_SCHEMAS);
  const identify = createIdentityResolver(ctx.config.jwtSecret);
  const app = new Hono();

  async function requireTable(schema: string, name: string): Promise<TableInfo> {
    const table = await cache.table(schema, name);
    if (!table) throw restErrors.unknownTable(schema, name);
    return table;
  }

  async function state(c: Context): Promise<RequestState> {
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const schema = c.req.header(read ? 'accept-profile' : 'content-profile') ?? 'public';
    if (!(EXPOSED_SCHEMAS as readonly string[]).includes(schema))
      throw restErrors.invalidSchema(schema, EXPOSED_SCHEMAS);
    let identity: RequestIdentity;
    try {
      identity = await identify({ authorization: c.req.header('authorization'), apikey: c.req.header('apikey') });
    } catch (error) {
      if (error instanceof JwtError)
        throw error.reason === 'expired' ? restErrors.jwtExpired() : restErrors.jwtInvalid(error.message);
      throw error;
    }
    const shape = negotiate(c.req.header('accept'));
    return {
      schema,
      identity,
      shape,
      prefer: parsePrefer(c.req.header('prefer')),
      search: new URL(c.req.url).searchParams,
    };
  }

  async function readBody(c: Context): Promise<unknown> {
    const parsed = parseJsonText(await c.req.text());
    if (!parsed.ok) throw restErrors.badBody(`Empty or invalid json: ${parsed.error}`);
    return parsed.value;
  }

  /** Plans, runs in the request's role/claims transaction, maps every failure to PostgREST's error shape. */
  async function handle(c: Context, plan: (s: RequestState) => Promise<Planned>): Promise<Response> {
    const head = c.req.method === 'HEAD';
    let isAnon = true;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const s = await state(c);
        isAnon = s.identity.role === 'anon';
        const work = await plan(s);
        const info = {
          method: c.req.method,
          path: c.req.path.replace(/^\/rest\/v1/, ''),
          headers: headersOf(c),
          readOnly: c.req.method === 'GET' || c.req.method === 'HEAD',
        };
        const result = await withRequestContext(
          ctx.db,
          s.identity,
          async (tx) => {
            const outcome = await work(tx);
            if (s.prefer.rollback) throw new Rollback(outcome);
            return outcome;
          },
          info,
        );
        return respond(c, result, head);
      } catch (error) {
        if (error instanceof Rollback) {
          return respond(c, error.outcome instanceof RestError ? errorResult(error.outcome) : error.outcome, head);
        }
        // A column unknown to the cache may be new: reload once and retry.
        const staleCache = error instanceof RestError && ['42703', 'PGRST204'].includes(error.code);
        if (staleCache && attempt === 0 && (await cache.refreshAfterMiss())) continue;
        if (error instanceof RestError) return respond(c, errorResult(error), head);
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

  async function writeResult(
    tx: Queryable,
    plan: WritePlan,
    s: RequestState,
    status: 'created' | 'changed',
  ): Promise<RestResult> {
    if (!plan.returnsRows) {
      const { affectedRows = 0 } = await tx.query(plan.statement.sql, plan.statement.params);
      const range =
        status === 'created'
          ? `*/${s.prefer.count ? affectedRows : '*'}`
          : contentRange(0, affectedRows, s.prefer.count ? String(affectedRows) : null);
      return { status: status === 'created' ? 201 : 204, body: null, headers: { 'Content-Range': range } };
    }
    const rendered = await runRendered(tx, plan.statement);
    assertSingular(s.shape, rendered.pageTotal, true);
    const code: StatusCode = status === 'created' ? 201 : 200;
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

  async function rpc(c: Context, s: RequestState, post: boolean): Promise<Planned> {
    const name = c.req.param('fn') ?? '';
    const candidates = await cache.functionsNamed(s.schema, name);
    const body = post ? await readBody(c) : undefined;
    const argNames = new Set(candidates.flatMap((fn) => fn.params.map((param) => param.name)));
    const query = parseQuery(s.search, post ? new Set() : argNames);
    const args = post ? bodyArguments(body) : (query.args as Map<string, unknown>);
    const fn = chooseFunction(candidates, [...args.keys()], post && body !== undefined);
    if (!fn) throw restErrors.unknownFunction(s.schema, name, [...args.keys()].sort());
    const page = pageOf(c, query);
    const plan = await planRpc(cache, { fn, args, raw: !post, body }, query, page, s.prefer, s.shape);
    return async (tx) => {
      if (plan.kind === 'void') {
        await tx.query(plan.statement.sql, plan.statement.params);
        return { status: 204, body: null, headers: {} };
      }
      const rendered = await runRendered(tx, plan.statement);
      if (plan.kind === 'rows' && plan.returnsSet) return readResult(rendered, s, page);
      return { status: 200, body: rendered.body, headers: { 'Content-Type': JSON_CONTENT_TYPE } };
    };
  }

  app.on(['GET', 'HEAD'], '/:table', (c) =>
    handle(c, async (s) => {
      const table = await requireTable(s.schema, c.req.param('table') ?? '');
      const query = parseQuery(s.search);
      const page = pageOf(c, query);
      const statement: Statement = await planSelect(cache, table, query, page, s.prefer, s.shape);
      return async (tx) => readResult(await runRendered(tx, statement), s, page);
    }),
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

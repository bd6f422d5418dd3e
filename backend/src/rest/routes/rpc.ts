import type { Context, Hono } from 'hono';
import { RestError } from '../errors.ts';
import { parseQuery, type ParsedQuery } from '../request.ts';
import { Rollback, assertSingular, contentType, runRendered, type RestResult } from '../result.ts';
import { bodyArguments, chooseFunction, planRpc, takesWholeBody, type RpcBodyKind, type RpcPlan } from '../rpc.ts';
import type { FunctionInfo } from '../schemaCache.ts';
import { handle } from './handle.ts';
import { checkMaxAffected, explain, readResult } from './outcome.ts';
import { pageOf, readBody, type Planned, type RequestState, type RestScope } from './scope.ts';
import type { Page } from '../read.ts';

interface RpcBody {
  kind: RpcBodyKind;
  value: unknown;
}

const NO_BODY: RpcBody = { kind: 'none', value: undefined };

/** The body of POST /rpc by its content type: JSON (default), form, text, xml or bytes. */
async function rpcBody(c: Context): Promise<RpcBody> {
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

/** `Prefer: params=single-object` picks the one overload taking a single json/jsonb parameter. */
function singleObjectFunction(candidates: FunctionInfo[], s: RequestState, post: boolean): FunctionInfo | undefined {
  if (!post || !s.prefer.singleObject) return undefined;
  const single = candidates.filter((f) => f.params.length === 1 && ['json', 'jsonb'].includes(f.params[0].type));
  return single.length === 1 ? single[0] : undefined;
}

function rejectArrayBody(body: RpcBody): void {
  if (!Array.isArray(body.value)) return;
  throw new RestError(
    400,
    'PGRST127',
    'Feature not implemented',
    'Calling a function once per element of a JSON array body is not supported by this backend',
  );
}

function rejectStrictMaxAffected(s: RequestState, fn: FunctionInfo): void {
  if (!s.prefer.strict || s.prefer.maxAffected === undefined || fn.returnsSet) return;
  throw new RestError(
    400,
    'PGRST128',
    'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  );
}

/** Runs the call: nothing (void), a set read like a table, or one value counted as one row. */
async function callResult(tx: Parameters<Planned>[0], plan: RpcPlan, s: RequestState, page: Page): Promise<RestResult> {
  if (s.shape.format === 'plan') throw new Rollback(await explain(tx, plan.statement, s));
  if (plan.kind === 'void') {
    await tx.query(plan.statement.sql, plan.statement.params);
    return { status: 204, body: null, headers: {} };
  }
  const rendered = await runRendered(tx, plan.statement);
  if (plan.returnsSet) checkMaxAffected(s, rendered.pageTotal);
  if (plan.returnsSet) return readResult(rendered, s, page);
  assertSingular(s.shape, 1, false);
  const range = `0-0/${s.prefer.count ? '1' : '*'}`;
  return {
    status: 200,
    body: rendered.body,
    headers: { 'Content-Type': contentType(s.shape), 'Content-Range': range },
  };
}

/** Arguments come from the JSON body on POST (or `?columns=` names them) and from the query string on GET. */
function callArguments(
  body: RpcBody,
  query: ParsedQuery,
  post: boolean,
): { args: Map<string, unknown>; keys: string[] } {
  const args = post ? bodyArguments(body.value) : (query.args as Map<string, unknown>);
  const keys = post && query.columns ? query.columns : [...args.keys()];
  return { args, keys };
}

async function planCall(scope: RestScope, c: Context, s: RequestState, post: boolean): Promise<Planned> {
  const name = c.req.param('fn') ?? '';
  const candidates = await scope.cache.functionsNamed(s.schema, name);
  const body = post ? await rpcBody(c) : NO_BODY;
  const query = parseQuery(s.search, !post);
  if (post) rejectArrayBody(body);
  const { args, keys } = callArguments(body, query, post);
  const single = singleObjectFunction(candidates, s, post);
  const fn =
    single ??
    chooseFunction(candidates, {
      schema: s.schema,
      name,
      keys,
      bodyKind: body.kind,
      post,
      functionNames: () => scope.cache.functionNames(s.schema),
    });
  rejectStrictMaxAffected(s, fn);
  const unnamed = fn.params.length === 1 && fn.params[0].name === '';
  const wholeBody = single || (post && (takesWholeBody(fn, body.kind) || unnamed)) ? body : undefined;
  const page = pageOf(c, query, fn.returnsSet ? scope.settings.maxRows : undefined);
  const plan = planRpc(scope.cache, { fn, args, raw: !post, wholeBody }, query, page, s.prefer, s.shape);
  const work: Planned = (tx) => callResult(tx, plan, s, page);
  // As PostgREST: GET runs read-only, and so does POST to a stable or immutable function.
  return Object.assign(work, { readOnly: !post || !fn.volatile });
}

/** GET/HEAD and POST /rpc/:fn — call a function exposed in the schema as the caller. */
export function registerRpcRoutes(app: Hono, scope: RestScope): void {
  app.on(['GET', 'HEAD'], '/rpc/:fn', (c) => handle(scope, c, (s) => planCall(scope, c, s, false)));
  app.post('/rpc/:fn', (c) => handle(scope, c, (s) => planCall(scope, c, s, true)));
}

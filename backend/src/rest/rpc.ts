import { isPlainObject } from '../http/json.ts';
import { RestError } from './errors.ts';
import { closest } from './fuzzy.ts';
import { planSelect, type Page } from './read.ts';
import type { ParsedQuery, Preferences, ResponseShape } from './request.ts';
import { bodyExpression, type Statement } from './result.ts';
import { Params, ident } from './sql.ts';
import type { FunctionInfo, SchemaCache, TableInfo } from './schemaCache.ts';

export type RpcKind = 'void' | 'rows' | 'scalar';

export interface RpcPlan {
  kind: RpcKind;
  statement: Statement;
  returnsSet: boolean;
}

/** How the request carries its arguments (PostgREST's content types for POST /rpc). */
export type RpcBodyKind = 'json' | 'text' | 'xml' | 'binary' | 'form' | 'none';

const UNNAMED_TYPE: Record<RpcBodyKind, string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  binary: ['bytea'],
  form: [],
  none: [],
};

/** A function of one unnamed parameter receives the whole body when the content type fits its type. */
export function takesWholeBody(fn: FunctionInfo, bodyKind: RpcBodyKind): boolean {
  return fn.params.length === 1 && fn.params[0].name === '' && UNNAMED_TYPE[bodyKind].includes(fn.params[0].type);
}

/** PostgREST's matchesParams: required parameters all given, the rest among the optional ones. */
function matchesParams(fn: FunctionInfo, keys: Set<string>, bodyKind: RpcBodyKind): boolean {
  if (!fn.params.length) return keys.size === 0 && !['text', 'xml', 'binary'].includes(bodyKind);
  const required = fn.params.filter((param) => !param.hasDefault).map((param) => param.name);
  const optional = new Set(fn.params.filter((param) => param.hasDefault).map((param) => param.name));
  const rest = [...keys].filter((key) => !optional.has(key));
  return rest.length === required.length && required.every((name) => keys.has(name));
}

const signature = (fn: FunctionInfo) =>
  `${fn.schema}.${fn.name}(${fn.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`;

function ambiguous(functions: FunctionInfo[]): RestError {
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${functions.map(signature).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function notFound(
  schema: string,
  name: string,
  keys: string[],
  bodyKind: RpcBodyKind,
  post: boolean,
  hint: string | null,
): RestError {
  const single = post && ['text', 'xml', 'binary'].includes(bodyKind);
  const fn = `${schema}.${name}`;
  const withParams = keys.length
    ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
    : ' without parameters';
  const message = `Could not find the function ${fn}${single ? '' : keys.length ? `(${keys.join(', ')})` : ' without parameters'} in the schema cache`;
  const unnamed: Partial<Record<RpcBodyKind, string>> = {
    text: ' with a single unnamed text parameter',
    xml: ' with a single unnamed xml parameter',
    binary: ' with a single unnamed bytea parameter',
    json: `${withParams} or with a single unnamed json/jsonb parameter`,
  };
  const searched = post ? (unnamed[bodyKind] ?? withParams) : withParams;
  return new RestError(
    404,
    'PGRST202',
    message,
    `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    single ? null : hint,
  );
}

/** PostgREST's findProc: the one overload the argument names select, or PGRST202/PGRST203. */
export function chooseFunction(
  candidates: FunctionInfo[],
  request: {
    schema: string;
    name: string;
    keys: string[];
    bodyKind: RpcBodyKind;
    post: boolean;
    functionNames: () => string[];
  },
): FunctionInfo {
  const keys = new Set(request.keys);
  const matching = candidates.filter((fn) => matchesParams(fn, keys, request.bodyKind));
  const fallback = request.post ? candidates.filter((fn) => takesWholeBody(fn, request.bodyKind)) : [];
  if (matching.length === 1) return matching[0];
  if (matching.length > 1) throw ambiguous(matching);
  if (fallback.length === 1) return fallback[0];
  if (fallback.length > 1) throw ambiguous(fallback);
  const sorted = [...keys].sort();
  throw notFound(
    request.schema,
    request.name,
    sorted,
    request.bodyKind,
    request.post,
    noFunctionHint(candidates, request, sorted),
  );
}

/** PostgREST's fuzzy hint: a similar function name, or (when overloads exist) their closest parameter list. */
function noFunctionHint(
  candidates: FunctionInfo[],
  request: { schema: string; name: string; functionNames: () => string[] },
  keys: string[],
): string | null {
  const prefix = `Perhaps you meant to call the function ${request.schema}.`;
  if (!candidates.length) {
    const similar = closest(request.name, new Set(request.functionNames()));
    return similar ? `${prefix}${similar}` : null;
  }
  const listText = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const lists = candidates.map((fn) => listText(fn.params.map((param) => param.name)));
  const similar = closest(listText(keys), new Set(lists), 0.33);
  return similar ? `${prefix}${request.name}${similar}` : null;
}

export interface RpcInput {
  fn: FunctionInfo;
  /** Named arguments: from the JSON body (POST) or the query string (GET/HEAD, `raw`). */
  args: Map<string, unknown>;
  raw: boolean;
  /** The body for a whole-body call: parsed JSON, or the text / bytes of a text, xml or binary body. */
  wholeBody?: { value: unknown; kind: RpcBodyKind };
}

/**
 * The call: GET arguments are text cast to each parameter's type; a JSON body goes through
 * json_to_record (`args`, a FROM item), so arrays, objects and whole table rows arrive as their
 * PostgreSQL types.
 */
function callParts(input: RpcInput, params: Params): { call: string; args?: string } {
  const { fn } = input;
  const name = `${ident(fn.schema)}.${ident(fn.name)}`;
  if (input.wholeBody) {
    const { value, kind } = input.wholeBody;
    const text = kind === 'json' || kind === 'none' || kind === 'form' ? JSON.stringify(value ?? {}) : value;
    return { call: `${name}(${params.add(text)}::${fn.params[0].type})` };
  }
  const given = fn.params.filter((param) => param.name && input.args.has(param.name));
  const prefix = (param: FunctionInfo['params'][number]) =>
    `${ident(param.name)} := ${param.variadic ? 'variadic ' : ''}`;
  if (input.raw) {
    const list = given.map((param) => `${prefix(param)}${params.add(input.args.get(param.name))}::${param.type}`);
    return { call: `${name}(${list.join(', ')})` };
  }
  if (!given.length) return { call: `${name}()` };
  const record = Object.fromEntries(given.map((param) => [param.name, input.args.get(param.name)]));
  const columns = given.map((param) => `${ident(param.name)} ${param.type}`).join(', ');
  const list = given.map((param) => `${prefix(param)}pgrst_args.${ident(param.name)}`).join(', ');
  return {
    call: `${name}(${list})`,
    args: `json_to_record(${params.add(JSON.stringify(record))}::json) as pgrst_args(${columns})`,
  };
}

/** The relation an rpc returns rows of: its table type, or its OUT/TABLE columns. */
function resultRelation(cache: SchemaCache, fn: FunctionInfo): TableInfo {
  const table = fn.outColumns.length || !fn.returnRelation ? undefined : cache.tableByKey(fn.returnRelation);
  if (table) return table;
  return {
    schema: fn.schema,
    name: fn.name,
    columns: new Map(fn.outColumns.map((column) => [column.name, column])),
    primaryKey: [],
    foreignKeys: [],
  };
}

export function planRpc(
  cache: SchemaCache,
  input: RpcInput,
  query: ParsedQuery,
  page: Page,
  prefer: Preferences,
  shape: ResponseShape,
): RpcPlan {
  const { fn } = input;
  const params = new Params();
  const { call, args } = callParts(input, params);
  if (fn.returnsVoid) {
    return {
      kind: 'void',
      statement: { sql: `select ${call}${args ? ` from ${args}` : ''}`, params: params.values },
      returnsSet: false,
    };
  }
  if (fn.returnsRows) {
    const relation = resultRelation(cache, fn);
    const from = args ? `(select pgrst_call.* from ${args}, lateral ${call} as pgrst_call)` : call;
    const rowShape = fn.returnsSet ? shape : { ...shape, single: true };
    const statement = planSelect(cache, relation, query, page, prefer, rowShape, { from, alias: 'pgrst_fn', params });
    return { kind: 'rows', statement, returnsSet: fn.returnsSet };
  }
  const body = fn.returnsSet
    ? bodyExpression(shape).replaceAll('_postgrest_t', '_postgrest_t.pgrst_scalar')
    : `coalesce((json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null')`;
  const from = fn.returnsSet
    ? `(select pgrst_call as pgrst_scalar from ${args ? `${args}, lateral ` : ''}${call} as pgrst_call)`
    : `(select ${call} as pgrst_scalar${args ? ` from ${args}` : ''})`;
  const sql = `select null::text as total, pg_catalog.count(_postgrest_t)::text as page_total, ${body} as body
                 from ${from} _postgrest_t`;
  return { kind: 'scalar', statement: { sql, params: params.values }, returnsSet: fn.returnsSet };
}

/** Arguments of a POST rpc: the JSON object body (`{}` when empty). */
export function bodyArguments(body: unknown): Map<string, unknown> {
  if (body === undefined) return new Map();
  if (!isPlainObject(body)) return new Map();
  return new Map(Object.entries(body));
}

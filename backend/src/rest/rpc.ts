import { isPlainObject } from '../http/json.ts';
import { toArrayLiteral } from './grammar.ts';
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

const JSON_TYPES = new Set(['json', 'jsonb']);

/** A function taking one unnamed json/jsonb parameter receives the whole request body. */
function takesWholeBody(fn: FunctionInfo): boolean {
  return fn.params.length === 1 && fn.params[0].name === '' && JSON_TYPES.has(fn.params[0].type);
}

/** PostgREST's overload choice: every given argument is a parameter, every parameter without default is given. */
export function chooseFunction(
  candidates: FunctionInfo[],
  argNames: string[],
  hasBody: boolean,
): FunctionInfo | undefined {
  const fits = candidates.filter((fn) => {
    if (takesWholeBody(fn)) return hasBody;
    const names = new Set(fn.params.map((param) => param.name));
    return (
      argNames.every((name) => names.has(name)) &&
      fn.params.every((param) => param.hasDefault || argNames.includes(param.name))
    );
  });
  return fits.find((fn) => fn.params.length === argNames.length) ?? fits[0];
}

/** JSON argument → the text PostgreSQL parses for the parameter's declared type. */
function argumentText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (JSON_TYPES.has(type)) return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) {
    return toArrayLiteral(value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))));
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Query-string argument (GET rpc): arrays come as `{a,b}`, json as text; passed through. */
function callSql(
  fn: FunctionInfo,
  args: Map<string, unknown>,
  raw: boolean,
  wholeBody: unknown,
  params: Params,
): string {
  const name = `${ident(fn.schema)}.${ident(fn.name)}`;
  if (takesWholeBody(fn)) return `${name}(${params.add(JSON.stringify(wholeBody ?? {}))}::${fn.params[0].type})`;
  const list = fn.params
    .filter((param) => args.has(param.name))
    .map((param) => {
      const value = args.get(param.name);
      const text = raw ? (value as string) : argumentText(value, param.type);
      return `${ident(param.name)} := ${params.add(text)}::${param.type}`;
    });
  return `${name}(${list.join(', ')})`;
}

/** The relation an rpc returns rows of: its table type, or its OUT/TABLE columns. */
async function resultRelation(cache: SchemaCache, fn: FunctionInfo): Promise<TableInfo> {
  const typeName = fn.returnType.includes('.') ? (fn.returnType.split('.').pop() ?? '') : fn.returnType;
  const table = fn.outColumns.length ? undefined : await cache.table(fn.schema, typeName.replaceAll('"', ''));
  if (table) return table;
  return {
    schema: fn.schema,
    name: fn.name,
    columns: new Map(fn.outColumns.map((column) => [column.name, column])),
    primaryKey: [],
    foreignKeys: [],
  };
}

export interface RpcInput {
  fn: FunctionInfo;
  /** Named arguments: from the JSON body (POST) or the query string (GET/HEAD, `raw`). */
  args: Map<string, unknown>;
  raw: boolean;
  body: unknown;
}

export async function planRpc(
  cache: SchemaCache,
  input: RpcInput,
  query: ParsedQuery,
  page: Page,
  prefer: Preferences,
  shape: ResponseShape,
): Promise<RpcPlan> {
  const { fn } = input;
  const params = new Params();
  const call = callSql(fn, input.args, input.raw, input.body, params);
  if (fn.returnsVoid)
    return { kind: 'void', statement: { sql: `select ${call}`, params: params.values }, returnsSet: false };
  if (fn.returnsRows) {
    const relation = await resultRelation(cache, fn);
    const statement = await planSelect(cache, relation, query, page, prefer, fn.returnsSet ? shape : 'object', {
      from: `${call} as pgrst_fn`,
      qualifier: 'pgrst_fn',
      params,
    });
    return { kind: 'rows', statement, returnsSet: fn.returnsSet };
  }
  const body = fn.returnsSet
    ? bodyExpression(shape).replaceAll('_postgrest_t', '_postgrest_t.pgrst_scalar')
    : `coalesce((json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null')`;
  const sql = `select null::text as total, pg_catalog.count(_postgrest_t)::text as page_total, ${body} as body
                 from (select ${call} as pgrst_scalar) _postgrest_t`;
  return { kind: 'scalar', statement: { sql, params: params.values }, returnsSet: fn.returnsSet };
}

/** Arguments of a POST rpc: the JSON object body (`{}` when empty). */
export function bodyArguments(body: unknown): Map<string, unknown> {
  if (body === undefined) return new Map();
  if (!isPlainObject(body)) return new Map();
  return new Map(Object.entries(body));
}

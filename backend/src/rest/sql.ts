import { quoteIdent } from '../platform/bootstrap.ts';
import { restErrors } from './errors.ts';
import {
  fieldLabel,
  parseList,
  toArrayLiteral,
  type Condition,
  type FieldPath,
  type FilterNode,
  type OrderTerm,
  type SelectItem,
} from './grammar.ts';
import type { SchemaCache, TableInfo } from './schemaCache.ts';

/** Collects bound parameters; every value from a request goes through here, never into SQL text. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const ident = quoteIdent;

export function qualifiedTable(table: TableInfo): string {
  return `${ident(table.schema)}.${ident(table.name)}`;
}

function requireColumn(table: TableInfo, name: string): void {
  if (!table.columns.has(name)) throw restErrors.unknownColumn(table.name, name);
}

/** `"t"."col"->'a'->>'b'` with the JSON keys bound as parameters. */
export function fieldSql(table: TableInfo, field: FieldPath, qualifier: string, params: Params): string {
  requireColumn(table, field.name);
  let sql = `${qualifier}.${ident(field.name)}`;
  for (const step of field.json) {
    const isIndex = /^-?\d+$/.test(step.key);
    sql += `${step.arrow}${params.add(isIndex ? Number(step.key) : step.key)}::${isIndex ? 'int' : 'text'}`;
  }
  return sql;
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};
const TS_QUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function likePattern(operator: string, value: string): string {
  return operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;
}

function conditionSql(table: TableInfo, condition: Condition, qualifier: string, params: Params): string {
  const column = fieldSql(table, condition.field, qualifier, params);
  const { operator, modifier, value } = condition;
  let sql: string;
  if (operator === 'is') {
    const word = value.toLowerCase();
    sql = `${column} is ${word === 'not_null' ? 'not null' : word}`;
  } else if (operator === 'in') {
    sql = `${column} = any(${params.add(toArrayLiteral(parseList(value)))})`;
  } else if (TS_QUERY[operator]) {
    const config = modifier ? `${params.add(modifier)}::regconfig, ` : '';
    sql = `${column} @@ ${TS_QUERY[operator]}(${config}${params.add(value)})`;
  } else if (modifier === 'any' || modifier === 'all') {
    const items = value.startsWith('{') && value.endsWith('}') ? parseList(`(${value.slice(1, -1)})`) : [value];
    const literal = toArrayLiteral(items.map((item) => likePattern(operator, item)));
    sql = `${column} ${COMPARISON[operator]} ${modifier}(${params.add(literal)})`;
  } else {
    sql = `${column} ${COMPARISON[operator]} ${params.add(likePattern(operator, value))}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

export function filterSql(table: TableInfo, node: FilterNode, qualifier: string, params: Params): string {
  if (node.kind === 'condition') return conditionSql(table, node, qualifier, params);
  const parts = node.children.map((child) => filterSql(table, child, qualifier, params));
  const joined = `(${parts.join(node.operator === 'and' ? ' and ' : ' or ')})`;
  return node.negate ? `not ${joined}` : joined;
}

export function whereSql(table: TableInfo, filters: FilterNode[], qualifier: string, params: Params): string {
  if (!filters.length) return '';
  return ` where ${filters.map((node) => filterSql(table, node, qualifier, params)).join(' and ')}`;
}

export function orderSql(table: TableInfo, terms: OrderTerm[], qualifier: string, params: Params): string {
  if (!terms.length) return '';
  const parts = terms.map((term) => {
    let sql = fieldSql(table, term.field, qualifier, params);
    if (term.direction) sql += ` ${term.direction}`;
    if (term.nulls) sql += ` nulls ${term.nulls}`;
    return sql;
  });
  return ` order by ${parts.join(', ')}`;
}

export interface SelectContext {
  cache: SchemaCache;
  params: Params;
  /** Counter for unique aliases of embedded sub-queries. */
  depth: number;
}

/** The select list; embedded resources become correlated sub-queries built as JSON in PostgreSQL. */
export async function selectListSql(
  table: TableInfo,
  items: SelectItem[],
  qualifier: string,
  context: SelectContext,
): Promise<string> {
  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') parts.push(`${qualifier}.*`);
    else if (item.kind === 'column') {
      let sql = fieldSql(table, item.field, qualifier, context.params);
      if (item.cast) sql = `(${sql})::${item.cast}`;
      parts.push(`${sql} as ${ident(item.alias ?? fieldLabel(item.field))}`);
    } else parts.push(await embedSql(table, item, qualifier, context));
  }
  return parts.length ? parts.join(', ') : '';
}

async function embedSql(
  parent: TableInfo,
  item: Extract<SelectItem, { kind: 'embed' }>,
  qualifier: string,
  context: SelectContext,
): Promise<string> {
  const target = await context.cache.table(parent.schema, item.relation);
  const notFound = () =>
    restErrors.parse(
      `Could not find a relationship between '${parent.name}' and '${item.relation}' in the schema cache`,
      null,
    );
  if (!target) throw Object.assign(notFound(), { code: 'PGRST200' });
  const matches = (name: string) => !item.hint || item.hint === name;
  const toOne = parent.foreignKeys.filter(
    (fk) =>
      fk.targetTable === target.name &&
      fk.targetSchema === target.schema &&
      (matches(fk.name) || matches(fk.columns[0])),
  );
  const toMany = target.foreignKeys.filter(
    (fk) =>
      fk.targetTable === parent.name &&
      fk.targetSchema === parent.schema &&
      (matches(fk.name) || matches(fk.columns[0])),
  );
  const candidates = toOne.length + toMany.length;
  if (candidates === 0) throw Object.assign(notFound(), { code: 'PGRST200' });
  if (candidates > 1) {
    throw Object.assign(
      restErrors.parse(
        `Could not embed because more than one relationship was found for '${parent.name}' and '${item.relation}'`,
      ),
      { code: 'PGRST201' },
    );
  }
  context.depth += 1;
  const alias = ident(`pgrst_embed_${context.depth}`);
  const columns =
    (await selectListSql(target, item.select.length ? item.select : [{ kind: 'star' }], alias, context)) || 'null';
  const label = ident(item.alias ?? item.relation);
  if (toOne.length) {
    const fk = toOne[0];
    const join = fk.columns
      .map((col, i) => `${alias}.${ident(fk.targetColumns[i])} = ${qualifier}.${ident(col)}`)
      .join(' and ');
    return `(select row_to_json(pgrst_row) from (select ${columns} from ${qualifiedTable(target)} as ${alias} where ${join} limit 1) pgrst_row) as ${label}`;
  }
  const fk = toMany[0];
  const join = fk.columns
    .map((col, i) => `${alias}.${ident(col)} = ${qualifier}.${ident(fk.targetColumns[i])}`)
    .join(' and ');
  return `(select coalesce(json_agg(pgrst_row), '[]') from (select ${columns} from ${qualifiedTable(target)} as ${alias} where ${join}) pgrst_row) as ${label}`;
}

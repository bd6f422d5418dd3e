import { quoteIdent } from '../platform/bootstrap.ts';
import { restErrors } from './errors.ts';
import {
  parseList,
  toArrayLiteral,
  type Condition,
  type FieldPath,
  type FilterNode,
  type OrderTerm,
} from './grammar.ts';
import type { TableInfo } from './schemaCache.ts';

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

/** `"t"."col"->'a'->>'b'` with the JSON keys bound as parameters; computed fields call their function. */
export function fieldSql(table: TableInfo, field: FieldPath, qualifier: string, params: Params): string {
  let sql: string;
  if (table.columns.has(field.name)) sql = `${qualifier}.${ident(field.name)}`;
  else {
    const fn = table.computedFields?.get(field.name);
    if (!fn) throw restErrors.unknownColumn(table.name, field.name);
    sql = `${ident(fn.schema)}.${ident(fn.name)}(${qualifier})`;
  }
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

/** Renders a filter on an embedded resource (`author=not.is.null`); undefined when it names a column. */
export type EmbedCondition = (condition: Condition) => string | undefined;

export function filterSql(
  table: TableInfo,
  node: FilterNode,
  qualifier: string,
  params: Params,
  embedCondition?: EmbedCondition,
): string {
  if (node.kind === 'condition') return embedCondition?.(node) ?? conditionSql(table, node, qualifier, params);
  const parts = node.children.map((child) => filterSql(table, child, qualifier, params, embedCondition));
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

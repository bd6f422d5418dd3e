import { restErrors } from './errors.ts';

/** A JSON path step: `->key` (json) or `->>key` (text). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** `name` or `name->a->>b`. */
export interface FieldPath {
  name: string;
  json: JsonStep[];
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'max' | 'min';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: FieldPath; alias?: string; cast?: string }
  | {
      kind: 'aggregate';
      fn: AggregateFunction;
      /** Absent for `count()`. */
      field?: FieldPath;
      alias?: string;
      /** `col::type.sum()`: cast of the input; `col.sum()::type`: cast of the result. */
      inputCast?: string;
      cast?: string;
    }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      /** `...relation(...)`: its columns are spread into the parent object. */
      spread?: boolean;
      select: SelectItem[];
    };

export interface Condition {
  kind: 'condition';
  field: FieldPath;
  negate: boolean;
  operator: string;
  /** Quantifier for `eq(any)`, `like(all)`, …; or the text-search config for `fts(english)`. */
  modifier?: string;
  value: string;
}

export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | LogicTree;

export interface OrderTerm {
  field: FieldPath;
  /** `order=relation(column)`: a column of an embedded to-one resource. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

function failedFilter(text: string, details: string): Error {
  return restErrors.parse(`"failed to parse filter (${text})" (line 1, column 1)`, details);
}

/** Splits on `separator` outside double quotes, parentheses and braces. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < text.length) current += text[++i];
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(' || char === '{') depth += 1;
    else if (char === ')' || char === '}') depth -= 1;
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (quoted || depth !== 0)
    throw restErrors.parse(
      `"failed to parse (${text})" (line 1, column ${text.length})`,
      'unbalanced quotes or parentheses',
    );
  parts.push(current);
  return parts;
}

function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** `name`, `"quoted name"`, `meta->>key`, `data->0->>x`. */
export function parseField(text: string): FieldPath {
  const trimmed = text.trim();
  let name: string;
  let rest: string;
  if (trimmed.startsWith('"')) {
    const end = trimmed.indexOf('"', 1);
    if (end < 0)
      throw restErrors.parse(`"failed to parse field (${text})" (line 1, column 1)`, 'unterminated quoted name');
    name = trimmed.slice(1, end);
    rest = trimmed.slice(end + 1);
  } else {
    const arrow = trimmed.indexOf('->');
    name = arrow < 0 ? trimmed : trimmed.slice(0, arrow);
    rest = arrow < 0 ? '' : trimmed.slice(arrow);
  }
  if (name === '')
    throw restErrors.parse(`"failed to parse field (${text})" (line 1, column 1)`, 'expecting field name');
  const json: JsonStep[] = [];
  const step = /^(->>|->)("(?:[^"\\]|\\.)*"|(?:(?!->).)+)/;
  while (rest) {
    const match = rest.match(step);
    if (!match)
      throw restErrors.parse(`"failed to parse json path (${text})" (line 1, column 1)`, 'expecting "->" or "->>"');
    json.push({ arrow: match[1] as JsonStep['arrow'], key: unquote(match[2]) });
    rest = rest.slice(match[0].length);
  }
  return { name, json };
}

/** The column's output name: its alias, else the last JSON key, else the column name. */
export function fieldLabel(field: FieldPath): string {
  return field.json.length ? field.json[field.json.length - 1].key : field.name;
}

/** `select=` (docs/product/backend-protocol.md#query-grammar). postgrest-js strips whitespace outside quotes already. */
export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [];
  return splitTopLevel(text).map((raw) => parseSelectItem(raw.trim(), text));
}

function parseSelectItem(item: string, whole: string): SelectItem {
  if (item === '*') return { kind: 'star' };
  const fail = (detail: string) =>
    restErrors.parse(`"failed to parse select parameter (${whole})" (line 1, column 1)`, detail);
  const spread = item.startsWith('...');
  const aliasMatch = spread ? null : item.match(/^("(?:[^"\\]|\\.)*"|[^:"(]+):(?!:)/);
  const alias = aliasMatch ? unquote(aliasMatch[1].trim()) : undefined;
  const body = spread ? item.slice(3).trim() : aliasMatch ? item.slice(aliasMatch[0].length).trim() : item;
  const embed = body.match(/^([^(!]+)((?:![A-Za-z0-9_]+)*)\((.*)\)$/s);
  if (embed && !AGGREGATE_CALL.test(body)) {
    const marks = embed[2].split('!').filter(Boolean);
    const inner = marks.includes('inner');
    const hint = marks.find((mark) => mark !== 'inner' && mark !== 'left');
    const relation = unquote(embed[1].trim());
    return { kind: 'embed', relation, alias, hint, inner, spread: spread || undefined, select: parseSelect(embed[3]) };
  }
  if (spread) throw fail('expecting a relation to spread: "...relation(columns)"');
  const aggregate = body.match(AGGREGATE_CALL);
  if (aggregate) return parseAggregate(body, aggregate, alias, fail);
  if (/\(|\)/.test(body)) throw fail('unexpected "(" in a column');
  const castAt = body.lastIndexOf('::');
  const fieldText = castAt >= 0 ? body.slice(0, castAt) : body;
  const cast = castAt >= 0 ? body.slice(castAt + 2).trim() : undefined;
  if (cast !== undefined && !isSafeCast(cast)) throw fail(`unsupported cast "${cast}"`);
  return { kind: 'column', field: parseField(fieldText), alias, cast };
}

/** `count()`, `col.sum()`, `col::int.avg()::text` (the aggregate call inside a select item). */
const AGGREGATE_CALL = /(?:^|\.)(count|sum|avg|max|min)\(\)(?:::([A-Za-z_][A-Za-z0-9_ ]*(?:\[\])?))?$/;

function parseAggregate(
  body: string,
  match: RegExpMatchArray,
  alias: string | undefined,
  fail: (detail: string) => Error,
): SelectItem {
  const fn = match[1] as AggregateFunction;
  const cast = match[2]?.trim();
  if (cast !== undefined && !isSafeCast(cast)) throw fail(`unsupported cast "${cast}"`);
  const before = body.slice(0, match.index);
  if (before === '') {
    if (fn !== 'count') throw fail(`${fn}() needs a column: "column.${fn}()"`);
    return { kind: 'aggregate', fn, alias, cast };
  }
  const castAt = before.lastIndexOf('::');
  const inputCast = castAt >= 0 ? before.slice(castAt + 2).trim() : undefined;
  if (inputCast !== undefined && !isSafeCast(inputCast)) throw fail(`unsupported cast "${inputCast}"`);
  const field = parseField(castAt >= 0 ? before.slice(0, castAt) : before);
  return { kind: 'aggregate', fn, field, alias, inputCast, cast };
}

/** Casts are emitted into SQL, so only plain type names (optionally an array) are accepted. */
export function isSafeCast(cast: string): boolean {
  return /^(?:[A-Za-z_][A-Za-z0-9_]*|double precision|character varying|timestamp with(?:out)? time zone)(?:\[\])?$/.test(
    cast,
  );
}

/** `[not.]op[(modifier)].value` — a filter's right-hand side. */
export function parseOperation(field: FieldPath, text: string, original: string): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = rest.match(/^([a-z]+)(?:\(([A-Za-z0-9_]+)\))?\.(.*)$/s);
  if (!match || !OPERATORS.has(match[1])) throw failedFilter(original, 'unknown or missing operator');
  const [, operator, modifier, value] = match;
  if (modifier !== undefined) {
    const quantified = QUANTIFIABLE.has(operator) && (modifier === 'any' || modifier === 'all');
    if (!quantified && !FTS.has(operator)) throw failedFilter(original, `unexpected "(${modifier})"`);
  }
  if (operator === 'is' && !IS_VALUES.has(value.toLowerCase())) {
    throw failedFilter(original, 'expecting null, not_null, true, false or unknown');
  }
  if (operator === 'in' && !/^\(.*\)$/s.test(value)) throw failedFilter(original, 'expecting "(" list ")"');
  return { kind: 'condition', field, negate, operator, modifier, value };
}

/** A top-level `column=opexpr` query parameter. */
export function parseFilterParam(key: string, value: string): Condition {
  return parseOperation(parseField(key), value, `${key}=${value}`);
}

/**
 * How deeply `and(…)`/`or(…)` may nest inside one logic parameter. Every level costs a recursion
 * in the parser, the SQL builder and PostgreSQL's own planner; a tree of thousands overflowed one of
 * them (issue 47) and no real filter needs more than a handful.
 */
export const MAX_LOGIC_DEPTH = 64;

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` and `not.or=(…)`. */
export function parseLogicParam(key: string, value: string): LogicTree {
  const negate = key.startsWith('not.');
  const operator = (negate ? key.slice(4) : key) as 'and' | 'or';
  if (!/^\(.*\)$/s.test(value)) throw failedFilter(`${key}=${value}`, 'expecting "(" conditions ")"');
  return { kind: 'logic', operator, negate, children: parseTreeBody(value.slice(1, -1), `${key}=${value}`, 1) };
}

function parseTreeBody(body: string, original: string, depth: number): FilterNode[] {
  if (body.trim() === '') throw failedFilter(original, 'expecting at least one condition');
  return splitTopLevel(body).map((part) => parseTreeItem(part.trim(), original, depth));
}

function parseTreeItem(item: string, original: string, depth: number): FilterNode {
  const nested = item.match(/^(not\.)?(and|or)\((.*)\)$/s);
  if (nested) {
    if (depth >= MAX_LOGIC_DEPTH)
      throw failedFilter(original, `logic tree nested more than ${MAX_LOGIC_DEPTH} levels deep`);
    return {
      kind: 'logic',
      operator: nested[2] as 'and' | 'or',
      negate: Boolean(nested[1]),
      children: parseTreeBody(nested[3], original, depth + 1),
    };
  }
  let fieldEnd: number;
  if (item.startsWith('"')) {
    fieldEnd = item.indexOf('"', 1) + 1;
    if (fieldEnd === 0) throw failedFilter(original, 'unterminated quoted name');
  } else fieldEnd = item.indexOf('.');
  if (fieldEnd <= 0 || item[fieldEnd] !== '.') throw failedFilter(original, 'expecting "." after the column');
  const condition = parseOperation(parseField(item.slice(0, fieldEnd)), item.slice(fieldEnd + 1), original);
  // Inside a tree a value may be "double-quoted" to carry , ( ) — PostgREST unquotes it.
  if (condition.operator !== 'in' && condition.value.startsWith('"')) condition.value = unquote(condition.value);
  return condition;
}

/** `(a,b,"c,d")` → ['a','b','c,d']. */
export function parseList(value: string): string[] {
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item.trim()));
}

/** A PostgreSQL array literal from items, every element quoted and escaped. */
export function toArrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** `order=a.desc.nullslast,b` */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((term) => {
    const parts = term.trim().split('.');
    const modifiers: string[] = [];
    while (parts.length > 1 && /^(asc|desc|nullsfirst|nullslast)$/.test(parts[parts.length - 1])) {
      modifiers.unshift(parts.pop() as string);
    }
    const fieldText = parts.join('.');
    const related = fieldText.match(/^([^()]+)\(([^()]+)\)$/);
    if (fieldText.includes('(') && !related)
      throw restErrors.parse(`"failed to parse order (${text})" (line 1, column 1)`, 'expecting "relation(column)"');
    const direction = modifiers.find((m) => m === 'asc' || m === 'desc') as OrderTerm['direction'];
    const nullsText = modifiers.find((m) => m.startsWith('nulls'));
    const nulls = nullsText ? (nullsText === 'nullsfirst' ? 'first' : 'last') : undefined;
    if (related) return { field: parseField(related[2]), relation: related[1].trim(), direction, nulls };
    return { field: parseField(fieldText), direction, nulls };
  });
}

/** `columns="a","b"` or `columns=a,b`. */
export function parseColumnList(text: string): string[] {
  return splitTopLevel(text)
    .map((name) => unquote(name.trim()))
    .filter((name) => name !== '');
}

export function parseNonNegativeInt(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) {
    throw restErrors.parse(
      `"failed to parse ${name} parameter (${value})" (line 1, column 1)`,
      'expecting a non-negative integer',
    );
  }
  return Number(value);
}
